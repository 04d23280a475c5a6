import type { Database } from '../../db/database';

/** What is counted: one kind of event, each a hit against every subject it counts for. */
export type Bucket =
  | 'sign-in-send'
  | 'sign-in-failure'
  | 'waitlist-post'
  | 'invite-check'
  | 'profile-photo'
  | 'video-upload'
  | 'check-in-failure'
  | 'format-draft'
  | 'format-interest'
  | 'format-message'
  | 'chat-send';

const recordSql = (rows: number) =>
  `INSERT INTO rate_limit_hits (bucket, subject, at) VALUES ${Array.from({ length: rows }, () => '(?, ?, ?)').join(', ')}`;
const TIMES_AFTER = 'SELECT at FROM rate_limit_hits WHERE bucket = ? AND subject = ? AND at > ? ORDER BY at';
const COUNT_FROM = 'SELECT COUNT(*) AS n FROM rate_limit_hits WHERE bucket = ? AND subject = ? AND at >= ?';
const PRUNE = 'DELETE FROM rate_limit_hits WHERE bucket = ? AND at < ?';

/** All SQL for rate_limit_hits. Writes run inside the caller's transaction. */
export function rateLimitsRepo(db: Database) {
  return {
    /** One event at `at`, counted against each of `subjects`. */
    async record(bucket: Bucket, subjects: readonly string[], at: string): Promise<void> {
      if (subjects.length === 0) return;
      await db.run(
        recordSql(subjects.length),
        subjects.flatMap((subject) => [bucket, subject, at]),
      );
    },
    /** Times of the subject's hits strictly after `since`, oldest first. */
    async timesAfter(bucket: Bucket, subject: string, since: string): Promise<string[]> {
      return (await db.all<{ at: string }>(TIMES_AFTER, [bucket, subject, since])).map((row) => row.at);
    },
    /** How many hits the subject has at or after `from`. */
    async countFrom(bucket: Bucket, subject: string, from: string): Promise<number> {
      return (await db.get<{ n: number }>(COUNT_FROM, [bucket, subject, from]))!.n;
    },
    /** Forgets the bucket's hits before `before`: older than any window that reads them. */
    async pruneBefore(bucket: Bucket, before: string): Promise<void> {
      await db.run(PRUNE, [bucket, before]);
    },
  };
}

export type RateLimitsRepo = ReturnType<typeof rateLimitsRepo>;

declare module '../../plugins/repos' {
  interface Repos {
    /** Rate-limit hits. */
    rateLimits: ReturnType<typeof rateLimitsRepo>;
  }
}
