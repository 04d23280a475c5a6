import { AppError } from '../../plugins/errors';

export const VIDEO_CHECK_BUSY_MESSAGE =
  'We are busy checking other videos. Yours will be sent again in a moment; it is still on your phone.';
/** When a device's outbox sends the video again. */
export const VIDEO_CHECK_RETRY_SECONDS = 15;

/**
 * Every video check is taken and the queue is full, or a check ran out of time: the video was not judged, so it is
 * "try again later" (503, which the outbox retries after Retry-After), never a refusal of the video.
 */
export const videoCheckBusy = (why?: string) =>
  new AppError(
    'video-check-busy',
    503,
    VIDEO_CHECK_BUSY_MESSAGE,
    undefined,
    { 'Retry-After': String(VIDEO_CHECK_RETRY_SECONDS) },
    why ? { cause: why } : undefined,
  );
