import { useEffect, useSyncExternalStore } from 'react';
import { getSessionState, refreshSession, subscribeToSession, type SessionState } from './session-store';

/** The current session; asks the server once per page load. */
export function useSession(): SessionState {
  const session = useSyncExternalStore(subscribeToSession, getSessionState, getSessionState);
  useEffect(() => {
    if (getSessionState().status === 'loading') void refreshSession();
  }, []);
  return session;
}

/** The session as this page already knows it, without asking the server (for what only follows a sign-in). */
export function useKnownSession(): SessionState {
  return useSyncExternalStore(subscribeToSession, getSessionState, getSessionState);
}
