import { useCallback } from 'react';
import { useRefresh } from '../../data/use-refresh';
import { refreshCurrentGroup, refreshNotices } from '../groups/refresh';
import { refreshBatch, refreshOwnProfile, refreshPicks } from './refresh';

/** Everything /home shows from the server, refreshed on open, on 'online' and when asked (the countdown's zero). */
export function useHomeRefresh(): () => void {
  const refreshAll = useCallback(() => {
    void refreshBatch();
    void refreshPicks();
    void refreshOwnProfile();
    void refreshCurrentGroup();
    void refreshNotices();
  }, []);
  useRefresh(refreshAll);
  return refreshAll;
}
