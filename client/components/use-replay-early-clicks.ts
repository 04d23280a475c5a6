import { useEffect } from 'react';
import { REPLAY_EARLY_CLICKS } from '../../shared/first-paint-script';

/**
 * Once the root layout has committed (a pre-rendered page is hydrated: its buttons answer), the clicks the
 * first-paint script held meanwhile are replayed, so a tap made while the page was loading is not lost.
 */
export function useReplayEarlyClicks(): void {
  useEffect(() => {
    const replay = (window as unknown as Record<string, (() => void) | undefined>)[REPLAY_EARLY_CLICKS];
    replay?.();
  }, []);
}
