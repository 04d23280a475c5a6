import type { Bucket, RateLimitsRepo } from './repo';

/** One limit: at most `count` hits inside any `windowMs`. */
export interface Limit {
  count: number;
  windowMs: number;
}

/**
 * Wrong check-in codes one person may type for one meetup (a member group's, or a program's session) in an hour:
 * four digits must not be guessable by trying them all.
 */
export const CHECK_IN_FAILURES: Limit = { count: 5, windowMs: 60 * 60 * 1000 };

/** A limit on one subject's hits in a bucket. */
export interface Check {
  limit: Limit;
  subject: string;
}

/**
 * Who a hit counts against: a kind and its values, e.g. subject('email+client', email, address) is
 * 'email+client:a@b.example 192.0.2.1'. Only the first value may hold a space (an e-mail the verify routes were given
 * unchecked); the later ones are client addresses, browser ids and requester keys, which never do, so no two
 * subjects read alike. Migration 0010 builds the same strings from the tables it replaces.
 */
export function subject(kind: string, ...values: string[]): string {
  return `${kind}:${values.join(' ')}`;
}

/**
 * Given the times of earlier hits inside the window (oldest first), how many seconds until one more is allowed;
 * 0 when it is allowed now.
 */
export function secondsUntilAllowed(earlier: string[], limit: Limit, now: Date): number {
  if (earlier.length < limit.count) return 0;
  const oldestThatCounts = Date.parse(earlier[earlier.length - limit.count]!);
  const freeAt = oldestThatCounts + limit.windowMs;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

/** The longest wait any of the checks asks for before one more hit in the bucket at `at`; 0 when all allow it now. */
export async function secondsToWait(hits: RateLimitsRepo, bucket: Bucket, checks: readonly Check[], at: Date): Promise<number> {
  let wait = 0;
  for (const { limit, subject } of checks) {
    const since = new Date(at.getTime() - limit.windowMs).toISOString();
    wait = Math.max(wait, secondsUntilAllowed(await hits.timesAfter(bucket, subject, since), limit, at));
  }
  return wait;
}
