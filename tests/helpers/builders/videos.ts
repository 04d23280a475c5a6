import crypto from 'node:crypto';
import type { Database } from '../../../server/db/database';
import { type ReviewStatus, videosRepo } from '../../../server/features/videos/repo';
import type { UploadablePromptType } from '../../../shared/video-prompts';

export interface StoredVideoSpec {
  promptId: string;
  promptType: UploadablePromptType;
  /** 'pending' leaves it unreviewed; 'approved' or 'rejected' records an admin's decision on it. */
  review: ReviewStatus;
  at: string;
  durationMs?: number;
  width?: number;
  height?: number;
}

/**
 * A member's video as an upload leaves it (a WebM and its poster; no file is written), reviewed as asked, through
 * the videos repo. Answers its id.
 */
export async function aStoredVideo(db: Database, userId: string, spec: StoredVideoSpec): Promise<string> {
  const videos = videosRepo(db);
  const id = crypto.randomUUID();
  await videos.insert({
    id,
    userId,
    promptId: spec.promptId,
    promptType: spec.promptType,
    file: `${id}.webm`,
    posterFile: `${id}.jpg`,
    container: 'webm',
    durationMs: spec.durationMs ?? 15000,
    width: spec.width ?? 640,
    height: spec.height ?? 480,
    sizeBytes: 1000,
    receivedSha256: 'ab'.repeat(32),
    createdAt: spec.at,
  });
  if (spec.review !== 'pending') {
    const reason = spec.review === 'rejected' ? 'not a video of the member' : null;
    await videos.review(id, { status: spec.review, reason, by: 'reviewer@example.com', at: spec.at });
  }
  return id;
}
