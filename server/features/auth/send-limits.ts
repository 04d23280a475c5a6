/** One limit: at most `count` sends inside any `windowMs`. */
export interface Limit {
  count: number;
  windowMs: number;
}

/**
 * Given the times of earlier accepted sends inside the window (oldest first), how many seconds until one more
 * is allowed; 0 when it is allowed now.
 */
export function secondsUntilAllowed(earlier: string[], limit: Limit, now: Date): number {
  if (earlier.length < limit.count) return 0;
  const oldestThatCounts = Date.parse(earlier[earlier.length - limit.count]!);
  const freeAt = oldestThatCounts + limit.windowMs;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}
