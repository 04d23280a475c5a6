import { AppError } from '../../plugins/errors';
import { type Limit, secondsToWait, subject } from './limits';
import type { Bucket, RateLimitsRepo } from './repo';

/**
 * Counts one more hit from the client address `ip` in `bucket`: past `limit` it is refused with 429 rate-limited,
 * `message` and Retry-After, and nothing is recorded; else the bucket's hits older than the window are forgotten and
 * this one is kept. Run it inside the change's transaction, so a refused or failed change leaves no hit behind.
 */
export async function takeClientHit(
  hits: RateLimitsRepo,
  bucket: Bucket,
  limit: Limit,
  ip: string,
  now: Date,
  message: string,
): Promise<void> {
  const client = subject('client', ip);
  const wait = await secondsToWait(hits, bucket, [{ limit, subject: client }], now);
  if (wait > 0) throw new AppError('rate-limited', 429, message, undefined, { 'Retry-After': String(wait) });
  await hits.pruneBefore(bucket, new Date(now.getTime() - limit.windowMs).toISOString());
  await hits.record(bucket, [client], now.toISOString());
}
