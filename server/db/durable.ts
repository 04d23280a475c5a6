/**
 * Durability, measured (issue 9, ARCHITECTURE "picks and money survive a power cut"). The connection runs with
 * synchronous=NORMAL: in WAL mode a power cut can lose the last commits, never corrupt the file. Everything the
 * server acknowledges to a device's outbox (picks, answers, profiles; money later) must survive one, because the
 * device forgets the change once it is acknowledged; those commits run with synchronous=FULL (WAL synced at
 * commit). FULL for every write was measured on bench:discover (100,000 members, same machine, back to back):
 * PUT /api/picks 879 -> 630 req/s (-28%, p99 123 -> 260 ms), the release 352 -> 379 s (+8%). Above the 15% we
 * allowed, so only the writes that must survive pay it; the rest (session touches, sign-in codes, the
 * release's batches, which a rerun rebuilds) stay NORMAL. Such a commit is `db.transaction(work, { durable: true })`
 * (sqlite-database.ts). Durable transactions that arrive together share one such commit, one WAL sync, each
 * in a savepoint of its own (commit-group.ts, issue 16). On PostgreSQL every commit is durable (synchronous_commit
 * stays on).
 */
export const BASE_SYNCHRONOUS = 'NORMAL';
