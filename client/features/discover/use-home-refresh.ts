import { useCallback, useEffect, useRef } from 'react';
import { useRefresh } from '../../data/use-refresh';
import { useWaitingChanges } from '../../data/use-waiting-changes';
import { refreshCurrentGroup, refreshNotices } from '../groups/refresh';
import { refreshOwnProfile } from '../profiles/own-profile';
import { refreshBatch, refreshPicks } from './refresh';

const PROFILE_KINDS = ['create-profile'] as const;

/**
 * Everything /home shows from the server, refreshed on open, on 'online', when asked (the countdown's zero), and as
 * soon as a profile made on this device has reached the server: until then there is no profile to show a batch
 * for. Returns the refresh and whether the new profile is still on its way.
 */
export function useHomeRefresh(): { refresh: () => void; profilePending: boolean } {
  const refreshAll = useCallback(() => {
    void refreshBatch();
    void refreshPicks();
    void refreshOwnProfile();
    void refreshCurrentGroup();
    void refreshNotices();
  }, []);
  useRefresh(refreshAll);

  // An entry that needs attention was refused: it stays, and the profile is not on the server.
  const profilePending = useWaitingChanges(PROFILE_KINDS).length > 0;
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !profilePending) refreshAll();
    wasPending.current = profilePending;
  }, [profilePending, refreshAll]);
  return { refresh: refreshAll, profilePending };
}
