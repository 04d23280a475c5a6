import { useEffect } from 'react';
import { isPrerenderedPage } from '../../prerendered-page';
import { getSessionState, refreshSession, type SessionState } from './session-store';
import { useKnownSession } from './use-session';

/**
 * The session as a public page's shared parts (the header, a call to action) need it. A page the server pre-rendered
 * went only to a visitor without a session cookie, so it does not ask (the landing's guard asks for itself); any other
 * page asks once, so a signed-in member is not offered what only visitors need.
 */
export function usePublicPageSession(): SessionState {
  const session = useKnownSession();
  useEffect(() => {
    if (!isPrerenderedPage() && getSessionState().status === 'loading') void refreshSession();
  }, []);
  return session;
}
