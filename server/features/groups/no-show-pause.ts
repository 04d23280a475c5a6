/** Two no-shows within this long pause a member's matching. */
export const STRIKE_WINDOW_MS = 8 * 7 * 24 * 60 * 60 * 1000;
/** How long matching is paused, from the second no-show. */
export const PAUSE_MS = 2 * 7 * 24 * 60 * 60 * 1000;

/**
 * Until when a member is left out of matching at `at`, from the times of their no-shows (any order): two strikes
 * within 8 weeks pause matching for 2 weeks from the later one; null when they are not paused.
 */
export function pausedUntil(strikes: readonly string[], at: Date): Date | null {
  const times = strikes.map((strike) => Date.parse(strike)).sort((a, b) => a - b);
  let until: number | null = null;
  for (let i = 1; i < times.length; i++) {
    if (times[i]! - times[i - 1]! > STRIKE_WINDOW_MS || times[i]! > at.getTime()) continue;
    const end = times[i]! + PAUSE_MS;
    if (end > at.getTime() && (until === null || end > until)) until = end;
  }
  return until === null ? null : new Date(until);
}

/** How far back strikes can matter to a pause at a given moment. */
export const STRIKES_LOOKBACK_MS = STRIKE_WINDOW_MS + PAUSE_MS;
