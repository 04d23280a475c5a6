import { describe, expect, it } from 'vitest';
import { videoOutboxKinds } from '../../../../client/features/videos/outbox';
import {
  isQuotaError,
  RECORDING_SECONDS,
  recordingMimeType,
  secondsLeft,
  uploadPercent,
} from '../../../../client/features/videos/recorder-rules';
import {
  cameraErrorMessage,
  countedVideos,
  isDiscoverableByVideo,
  reviewLabel,
  videoStanding,
} from '../../../../client/features/videos/video-copy';

describe('the recorder’s rules (docs/product-rules.md#videos-and-review)', () => {
  it('records mp4 when the browser says it can, else webm', () => {
    expect(recordingMimeType((type) => type === 'video/mp4')).toBe('video/mp4');
    expect(recordingMimeType(() => false)).toBe('video/webm');
  });

  it('counts down from 15 whole seconds to 0 and never below', () => {
    expect(RECORDING_SECONDS).toBe(15);
    expect(secondsLeft(1000, 1000)).toBe(15);
    expect(secondsLeft(1000, 1001)).toBe(15);
    expect(secondsLeft(1000, 2000)).toBe(14);
    expect(secondsLeft(1000, 15_999)).toBe(1);
    expect(secondsLeft(1000, 16_000)).toBe(0);
    expect(secondsLeft(1000, 99_000)).toBe(0);
  });

  it('knows a full disk, whether Dexie passes the browser’s error on or wraps it', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError({ name: 'AbortError', inner: { name: 'QuotaExceededError' } })).toBe(true);
    expect(isQuotaError(new Error('other'))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
  });

  it('a denied camera says how to allow it; a missing one says so', () => {
    expect(cameraErrorMessage(new DOMException('no', 'NotAllowedError'))).toMatch(
      /^Camera access was denied\. To record, allow the camera/,
    );
    expect(cameraErrorMessage(new DOMException('none', 'NotFoundError'))).toMatch(/^No camera was found/);
    expect(cameraErrorMessage('odd')).toBe('The camera could not be started. Please try again.');
  });

  it('names where a video’s review stands', () => {
    expect(reviewLabel({ reviewStatus: 'pending', reviewReason: null })).toBe('waiting for review');
    expect(reviewLabel({ reviewStatus: 'approved', reviewReason: null })).toBe('approved');
    expect(reviewLabel({ reviewStatus: 'rejected', reviewReason: 'too dark' })).toBe('not approved: too dark');
  });

  it('delete-video is POST /api/videos/delete with the video id and location', () => {
    const request = videoOutboxKinds['delete-video'].request({ videoId: 'v1', location: 'CA:ON:Toronto' });
    expect(request).toMatchObject({ path: '/api/videos/delete', method: 'POST', contentType: 'application/json' });
    expect(JSON.parse(request.body as string)).toEqual({ videoId: 'v1', location: 'CA:ON:Toronto' });
  });

  it('an upload’s progress is a whole percentage, rounded down, 100 only when every byte is there', () => {
    expect(uploadPercent(0, 1000)).toBe(0);
    expect(uploadPercent(262_144, 1_000_000)).toBe(26);
    expect(uploadPercent(999_999, 1_000_000)).toBe(99);
    expect(uploadPercent(1_000_000, 1_000_000)).toBe(100);
    expect(uploadPercent(5, 0)).toBe(0);
  });

  it('discoverable by video takes an approved fun and an approved useful video; the journey counts all but rejected ones', () => {
    const fun = { promptType: 'fun', reviewStatus: 'approved' } as const;
    const useful = { promptType: 'useful', reviewStatus: 'pending' } as const;
    expect(isDiscoverableByVideo([fun, useful])).toBe(false);
    expect(isDiscoverableByVideo([fun, { ...useful, reviewStatus: 'approved' }])).toBe(true);
    expect(isDiscoverableByVideo([fun, { ...fun, reviewStatus: 'approved' }])).toBe(false);
    expect(countedVideos([fun, useful, { promptType: 'useful', reviewStatus: 'rejected' }])).toBe(2);
    expect(videoStanding([])).toBe('So far: your fun video is not recorded yet, your useful video is not recorded yet.');
    expect(videoStanding([{ ...fun, reviewStatus: 'rejected' }, useful])).toBe(
      'So far: your fun video is not approved, your useful video is waiting for review.',
    );
  });
});
