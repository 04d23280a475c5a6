import { useEffect, useSyncExternalStore } from 'react';
import { getSessionState, refreshSession, subscribeToSession, type SessionState } from './session-store';

/** The current session; asks the server once per page load. */
export function useSession(): SessionState {
  const session = useSyncExternalStore(subscribeToSession, getSessionState);
  useEffect(() => {
    if (getSessionState().status === 'loading') void refreshSession();
  }, []);
  return session;
}
