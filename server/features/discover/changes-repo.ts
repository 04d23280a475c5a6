import type { Database } from '../../db/database';
import type { ChangePosition, ChangesRead } from './rows';

/**
 * The feed of whose discover answer changed (migration 0036; PostgreSQL 0029), read from a position. SQLite commits
 * one writer at a time, so its seq is commit order and a reader keeps the last seq it read. PostgreSQL numbers rows
 * before they commit: a reader keeps the oldest transaction still running when it read (xmin) and the rows it has
 * already read from that transaction on, and reads again every row of that transaction or a later one.
 */
const CHANGES = {
  sqlite: {
    start: 'SELECT COALESCE(MAX(seq), 0) AS seq FROM discover_changes',
    after: 'SELECT seq, user_id AS "userId" FROM discover_changes WHERE seq > ? ORDER BY seq LIMIT ?',
    prune: "DELETE FROM discover_changes WHERE at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day')",
  },
  postgres: {
    /** The present end: the oldest running transaction, and the rows already committed from it on (read as seen). */
    start: `SELECT x.xmin::text AS xmin, c.seq::text AS seq FROM (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin) x
       LEFT JOIN discover_changes c ON c.tx >= x.xmin`,
    after: `SELECT x.xmin, c.seq::text AS seq, c.user_id AS "userId", c.tx::text AS tx
       FROM (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin) x
       LEFT JOIN discover_changes c ON c.tx >= ?::xid8 ORDER BY c.seq`,
    prune: "DELETE FROM discover_changes WHERE at < now() - interval '1 day'",
  },
};
/** Feed rows read at a time on SQLite (a bulk change, such as seeding a city, writes one per member). */
const CHANGES_PAGE = 5000;

/**
 * The rows of the change feed that name the member (migration 0036): written by the deletion's own cascades (their
 * blocks, their batches) among others.
 */
const FORGET_IN_CHANGES = 'DELETE FROM discover_changes WHERE user_id = ?';

/** All SQL for discover_changes: the feed of whose discover answer changed, which discover's repo answers with. */
export function changesRepo(db: Database) {
  return {
    /** The feed's present end: a reader starting here has nothing to catch up on. */
    async changesStart(): Promise<ChangePosition> {
      if (db.engine === 'sqlite') {
        return { seq: Number((await db.get<{ seq: number }>(CHANGES.sqlite.start))!.seq) };
      }
      const rows = await db.all<{ xmin: string; seq: string | null }>(CHANGES.postgres.start);
      return { xmin: String(rows[0]!.xmin), seen: new Set(rows.flatMap((row) => (row.seq === null ? [] : [row.seq]))) };
    },
    /** The feed's rows after a position (changesStart's or a previous read's), in the order they were committed. */
    async changesAfter(position: ChangePosition): Promise<ChangesRead> {
      if ('seq' in position) {
        type Row = { seq: number; userId: string | null };
        const rows = await db.all<Row>(CHANGES.sqlite.after, [position.seq, CHANGES_PAGE]);
        const last = rows.length ? Number(rows[rows.length - 1]!.seq) : position.seq;
        return { userIds: rows.map((row) => row.userId), position: { seq: last }, complete: rows.length < CHANGES_PAGE };
      }
      type Row = { xmin: string; seq: string | null; userId: string | null; tx: string | null };
      const rows = await db.all<Row>(CHANGES.postgres.after, [position.xmin]);
      const xmin = rows[0]!.xmin;
      const seen = new Set<string>();
      const userIds: (string | null)[] = [];
      for (const row of rows) {
        if (row.seq === null) continue;
        if (!position.seen.has(row.seq)) userIds.push(row.userId);
        // A row of a transaction at or after the new xmin is read again next time: remember it was read.
        if (BigInt(row.tx!) >= BigInt(xmin)) seen.add(row.seq);
      }
      return { userIds, position: { xmin, seen }, complete: true };
    },
    /** Forgets the feed's rows older than a day. */
    async pruneChanges(): Promise<void> {
      await db.run(CHANGES[db.engine].prune);
    },
    /** Deleted after the account, in the same transaction, so no reader ever sees them. */
    async forgetInChanges(userId: string): Promise<void> {
      await db.run(FORGET_IN_CHANGES, [userId]);
    },
    /** Moves the feed's rows naming the member back to `at` (tests age them past the day kept); answers how many. */
    backdateChanges: async (userId: string, at: string) =>
      (await db.run('UPDATE discover_changes SET at = ? WHERE user_id = ?', [at, userId])).changes,
  };
}
