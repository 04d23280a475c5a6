/** Backoff between attempts of one outbox entry: exponential from 2 s, capped at 5 min, with full jitter. */
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

/**
 * The wait before the next attempt after `attempts` failures (1 or more). Full jitter (a random point between 0
 * and the exponential ceiling) keeps many phones that lost the network together from retrying in step. `maxMs` caps
 * the ceiling lower where a person is watching the screen wait (discover's batch being made).
 */
export function backoffDelayMs(attempts: number, random: () => number = Math.random, maxMs = BACKOFF_MAX_MS): number {
  const ceiling = Math.min(maxMs, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.floor(random() * ceiling);
}

/** A Retry-After header (seconds, or an HTTP date) as a wait in ms from `now`; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null || header.trim() === '') return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date always names its month; Date.parse alone would read '-5' as a year.
  const at = /[a-z]{3}/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** When to try again: the jittered backoff, but never sooner than the server asked for. */
export function nextAttemptAt(attempts: number, retryAfter: string | null, now: number, random: () => number = Math.random): number {
  return now + Math.max(backoffDelayMs(attempts, random), retryAfterMs(retryAfter, now) ?? 0);
}
