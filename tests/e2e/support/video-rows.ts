import crypto from 'node:crypto';
import type { Database } from '../../../server/db/database';
import { videosRepo } from '../../../server/features/videos/repo';
import type { TestMember } from '../../helpers/members';

/** Who decided the videos added here as approved: a reviewer's name, as the review screen records one. */
const REVIEWER = 'reviewer@example.com';

/**
 * A video as an upload leaves it, through the videos repo, for screens that list or count a member's videos (no
 * files are written: the media's addresses answer 404); 'approved' as a review then leaves it. Answers its id.
 */
export async function addVideo(
  database: Database,
  member: TestMember,
  promptId: string,
  promptType: 'fun' | 'useful',
  review: 'pending' | 'approved',
): Promise<string> {
  const id = crypto.randomUUID();
  const at = new Date().toISOString();
  const videos = videosRepo(database);
  await videos.insert({
    id,
    userId: member.email,
    promptId,
    promptType,
    file: `${crypto.randomUUID()}.webm`,
    posterFile: `${crypto.randomUUID()}.jpg`,
    container: 'webm',
    durationMs: 5000,
    width: 320,
    height: 240,
    sizeBytes: 1000,
    receivedSha256: null,
    createdAt: at,
  });
  if (review === 'approved') await videos.review(id, { status: 'approved', reason: null, by: REVIEWER, at });
  return id;
}

/** Approves every video of the member, as a reviewer would one by one. */
export async function approveVideosOf(database: Database, member: TestMember): Promise<void> {
  const videos = videosRepo(database);
  const at = new Date().toISOString();
  for (const video of await videos.ofUser(member.email))
    await videos.review(video.id, { status: 'approved', reason: null, by: REVIEWER, at });
}
