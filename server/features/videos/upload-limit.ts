import { AppError } from '../../plugins/errors';
import type { Repos } from '../../plugins/repos';
import { type Limit, secondsToWait, subject } from '../rate-limits/limits';

/**
 * Video uploads a member may start in a day (a tus upload created, or a multipart upload): each costs disk while it
 * arrives and ffmpeg's time once finished. A member records two, and retakes a few; this stops a loop or a script.
 */
export const VIDEO_UPLOADS_LIMIT: Limit = { count: 30, windowMs: 24 * 60 * 60 * 1000 };
const BUCKET = 'video-upload';

/** Counts one more upload for the member at `at`, or refuses with 429 and when to try again. */
export async function countVideoUpload(repos: Repos, userId: string, at: Date): Promise<void> {
  const { rateLimits: hits } = repos;
  const member = subject('user', userId);
  const wait = await secondsToWait(hits, BUCKET, [{ limit: VIDEO_UPLOADS_LIMIT, subject: member }], at);
  if (wait > 0) {
    throw new AppError('rate-limited', 429, 'You have uploaded many videos today. Please try again later.', undefined, {
      'Retry-After': String(wait),
    });
  }
  await hits.pruneBefore(BUCKET, new Date(at.getTime() - VIDEO_UPLOADS_LIMIT.windowMs).toISOString());
  await hits.record(BUCKET, [member], at.toISOString());
}
