import type { Database } from '../../db/database';
import type { UploadablePromptType } from '../../../shared/video-prompts';

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

export interface VideoRow {
  id: string;
  userId: string;
  promptId: string;
  promptType: UploadablePromptType;
  file: string;
  posterFile: string;
  container: 'webm' | 'mp4';
  durationMs: number;
  width: number;
  height: number;
  sizeBytes: number;
  /** SHA-256 of the bytes received (hex); null for videos kept before it was recorded. */
  receivedSha256: string | null;
  reviewStatus: ReviewStatus;
  reviewReason: string | null;
  createdAt: string;
}

const COLUMNS = `id, user_id AS "userId", prompt_id AS "promptId", prompt_type AS "promptType", file, poster_file AS "posterFile",
  container, duration_ms AS "durationMs", width, height, size_bytes AS "sizeBytes", received_sha256 AS "receivedSha256", review_status AS "reviewStatus",
  review_reason AS "reviewReason", created_at AS "createdAt"`;
const OF_USER = `SELECT ${COLUMNS} FROM videos WHERE user_id = ? ORDER BY created_at, id`;
const FIND = `SELECT ${COLUMNS} FROM videos WHERE id = ?`;
const BY_FILE = `SELECT ${COLUMNS} FROM videos WHERE file = ? OR poster_file = ?`;
const INSERT = `INSERT INTO videos (id, user_id, prompt_id, prompt_type, file, poster_file, container, duration_ms, width, height,
  size_bytes, received_sha256, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
const DELETE = 'DELETE FROM videos WHERE id = ?';
const HAS_APPROVED = "SELECT 1 FROM videos WHERE user_id = ? AND review_status = 'approved'";
const APPROVED_OF = (count: number) =>
  `SELECT ${COLUMNS} FROM videos WHERE review_status = 'approved' AND user_id IN (${Array(count).fill('?').join(', ')})
   ORDER BY created_at, id`;
// Members with an approved video of each uploadable prompt type (fun and useful).
const DISCOVERABLE = (count: number) =>
  `SELECT user_id AS "userId" FROM videos WHERE review_status = 'approved' AND user_id IN (${Array(count).fill('?').join(', ')})
   GROUP BY user_id HAVING COUNT(DISTINCT prompt_type) = 2`;
// A conditional write: only the first of two admins (or of a replay) changes the row, and only that one tells the member.
const REVIEW = `UPDATE videos SET review_status = ?, review_reason = ?, reviewed_by = ?, reviewed_at = ?
  WHERE id = ? AND review_status <> ?`;

/** A video in the admins' review queue, with its member's profile id and first name (null once the profile is gone). */
export interface QueueRow {
  id: string;
  userId: string;
  profileId: string | null;
  firstName: string | null;
  promptId: string;
  promptType: 'fun' | 'useful';
  file: string;
  posterFile: string;
  createdAt: string;
  reviewStatus: ReviewStatus;
  reviewReason: string | null;
  reviewedAt: string | null;
}

// The review queue names each video's member by profile, read in the same statement (a join on profiles).
const QUEUE_COLUMNS = `v.id, v.user_id AS "userId", p.id AS "profileId", p.first_name AS "firstName", v.prompt_id AS "promptId",
  v.prompt_type AS "promptType", v.file, v.poster_file AS "posterFile", v.created_at AS "createdAt",
  v.review_status AS "reviewStatus", v.review_reason AS "reviewReason", v.reviewed_at AS "reviewedAt"
  FROM videos v LEFT JOIN profiles p ON p.user_id = v.user_id`;
const PENDING = `SELECT ${QUEUE_COLUMNS} WHERE v.review_status = 'pending' ORDER BY v.created_at, v.id`;
const DECIDED = `SELECT ${QUEUE_COLUMNS} WHERE v.review_status <> 'pending' ORDER BY v.reviewed_at DESC, v.id LIMIT ?`;
const ONE = `SELECT ${QUEUE_COLUMNS} WHERE v.id = ?`;

/** All SQL for videos. Writes run inside the caller's transaction. */
export function videosRepo(db: Database) {
  return {
    /** The pending videos, oldest first, then the latest `decided` decisions, newest first (admins only). */
    async reviewQueue(decided: number): Promise<QueueRow[]> {
      return [...(await db.all<QueueRow>(PENDING)), ...(await db.all<QueueRow>(DECIDED, [decided]))];
    },
    reviewItem: (videoId: string) => db.get<QueueRow>(ONE, [videoId]),
    ofUser: (userId: string) => db.all<VideoRow>(OF_USER, [userId]),
    find: (id: string) => db.get<VideoRow>(FIND, [id]),
    /** The video a stored file (or poster) belongs to. */
    byFile: (name: string) => db.get<VideoRow>(BY_FILE, [name, name]),
    async insert(row: Omit<VideoRow, 'reviewStatus' | 'reviewReason'>): Promise<void> {
      await db.run(INSERT, [
        row.id,
        row.userId,
        row.promptId,
        row.promptType,
        row.file,
        row.posterFile,
        row.container,
        row.durationMs,
        row.width,
        row.height,
        row.sizeBytes,
        row.receivedSha256,
        row.createdAt,
      ]);
    },
    async remove(id: string): Promise<void> {
      await db.run(DELETE, [id]);
    },
    async hasApproved(userId: string): Promise<boolean> {
      return (await db.get(HAS_APPROVED, [userId])) !== undefined;
    },
    /** The approved videos of these members, oldest first. */
    approvedOf: (userIds: readonly string[]) =>
      userIds.length === 0 ? Promise.resolve([]) : db.all<VideoRow>(APPROVED_OF(userIds.length), userIds),
    /**
     * Of these members, those discoverable by video (docs/product-rules.md#videos-and-review: at least two prompts, one fun and one useful):
     * an approved video of each prompt type.
     */
    async discoverableByVideo(userIds: readonly string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db.all<{ userId: string }>(DISCOVERABLE(userIds.length), userIds);
      return new Set(rows.map((row) => row.userId));
    },
    /**
     * Records an admin's decision (the reason only for a rejection). False when the video already had this status:
     * the same decision again changes nothing.
     */
    async review(id: string, decision: { status: 'approved' | 'rejected'; reason: string | null; by: string; at: string }) {
      const { status, reason, by, at } = decision;
      return (await db.run(REVIEW, [status, reason, by, at, id, status])).changes === 1;
    },
    /** The admin who decided on the video; null while it waits for review, undefined when there is no such video. */
    async reviewedBy(id: string): Promise<string | null | undefined> {
      return (await db.get<{ by: string | null }>('SELECT reviewed_by AS "by" FROM videos WHERE id = ?', [id]))?.by;
    },
    /** How many videos are kept, of all members. */
    async count(): Promise<number> {
      return (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM videos'))!.n;
    },
  };
}

export type VideosRepo = ReturnType<typeof videosRepo>;

declare module '../../plugins/repos' {
  interface Repos {
    /** Members' videos. */
    videos: ReturnType<typeof videosRepo>;
  }
}
