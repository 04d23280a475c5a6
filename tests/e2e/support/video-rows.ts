import crypto from 'node:crypto';
import type Database from 'better-sqlite3';
import type { TestMember } from '../../helpers/members';

/**
 * A video row as an upload leaves it, straight in the server's database, for screens that list or count a member's
 * videos (no files are written: the media's addresses answer 404). Answers the video's id.
 */
export function addVideo(
  db: Database.Database,
  member: TestMember,
  promptId: string,
  promptType: 'fun' | 'useful',
  review: string,
): string {
  const id = crypto.randomUUID();
  db.prepare(
    `INSERT INTO videos (id, user_id, prompt_id, prompt_type, file, poster_file, container, duration_ms, width, height, size_bytes,
       review_status, created_at) VALUES (?, ?, ?, ?, ?, ?, 'webm', 5000, 320, 240, 1000, ?, ?)`,
  ).run(
    id,
    member.email,
    promptId,
    promptType,
    `${crypto.randomUUID()}.webm`,
    `${crypto.randomUUID()}.jpg`,
    review,
    new Date().toISOString(),
  );
  return id;
}
