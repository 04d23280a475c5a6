import type { Database } from '../../db/database';

/** What unfinished uploads begun since a moment hold: all of them, one member's, and when that member's oldest began. */
export interface HeldRoom {
  totalBytes: number;
  memberBytes: number;
  memberOldest: string | null;
}

const INSERT = 'INSERT INTO video_uploads (id, user_id, size_bytes, created_at) VALUES (?, ?, ?, ?)';
const HELD = `SELECT COALESCE(SUM(size_bytes), 0) AS "totalBytes",
    COALESCE(SUM(CASE WHEN user_id = ? THEN size_bytes ELSE 0 END), 0) AS "memberBytes",
    MIN(CASE WHEN user_id = ? THEN created_at END) AS "memberOldest"
  FROM video_uploads WHERE created_at > ?`;
const DELETE = 'DELETE FROM video_uploads WHERE id = ?';
const DELETE_BEGUN_BY = 'DELETE FROM video_uploads WHERE created_at <= ?';
const BEGUN_BY = 'SELECT id FROM video_uploads WHERE created_at <= ? ORDER BY created_at';

/** All SQL for video_uploads (the room unfinished tus uploads hold). Writes run inside the caller's transaction. */
export function videoUploadsRepo(db: Database) {
  return {
    async held(userId: string, since: string): Promise<HeldRoom> {
      const row = await db.get<HeldRoom>(HELD, [userId, userId, since]);
      return {
        totalBytes: Number(row?.totalBytes ?? 0),
        memberBytes: Number(row?.memberBytes ?? 0),
        memberOldest: row?.memberOldest ?? null,
      };
    },
    async insert(row: { id: string; userId: string; sizeBytes: number; createdAt: string }): Promise<void> {
      await db.run(INSERT, [row.id, row.userId, row.sizeBytes, row.createdAt]);
    },
    async remove(id: string): Promise<void> {
      await db.run(DELETE, [id]);
    },
    /** The uploads begun at or before `at`: expired, their bytes to be removed wherever they are. */
    async begunBy(at: string): Promise<string[]> {
      return (await db.all<{ id: string }>(BEGUN_BY, [at])).map((row) => row.id);
    },
    /** Forgets uploads begun at or before `at` (their files are removed by the upload server's clean-up). */
    async removeBegunBy(at: string): Promise<number> {
      return (await db.run(DELETE_BEGUN_BY, [at])).changes;
    },
  };
}

export type VideoUploadsRepo = ReturnType<typeof videoUploadsRepo>;

declare module '../../plugins/repos' {
  interface Repos {
    /** Uploads under way. */
    videoUploads: ReturnType<typeof videoUploadsRepo>;
  }
}
