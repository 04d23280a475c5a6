/**
 * Durability, measured (ARCHITECTURE "picks and money survive a power cut"). The connection runs with
 * synchronous=NORMAL: in WAL mode a power cut can lose the last commits, never corrupt the file. Everything the server
 * acknowledges to a device's outbox (picks, answers, profiles; money later) must survive one, because the device
 * forgets the change once it is acknowledged; those commits are synced to disk before anyone is answered (at first with
 * synchronous=FULL, now as below). FULL for every write was measured on bench:discover (100,000
 * members, same machine, back to back): PUT /api/picks 879 -> 630 req/s (-28%, p99 123 -> 260 ms), the release 352 ->
 * 379 s (+8%). Above the 15% we allowed, so only the writes that must survive pay it; the rest (session touches,
 * sign-in codes, the release's batches, which a rerun rebuilds) stay NORMAL. Such a commit is
 * `db.transaction(work, { durable: true })` (sqlite-database.ts). Durable transactions that arrive together share
 * one such commit, one WAL sync, each in a savepoint of its own (commit-group.ts). On PostgreSQL every
 * commit is durable (synchronous_commit stays on).
 *
 * A durable commit no longer raises synchronous to FULL: at FULL, SQLite syncs the WAL inside
 * COMMIT, on the server's only thread, and every request waited meanwhile (the group's COMMIT took 2.6 ms on average
 * under PUT /api/picks in bench:discover, 1.9 s of the thread's 12 s; on a slower disk, more). It commits at NORMAL,
 * which writes the same frames to the WAL without syncing it, and the WAL file is then synced with fdatasync in libuv's
 * thread pool (wal-sync.ts) before any of the group is answered: the same frames on disk before the same answers, as
 * FULL gave. A checkpoint at NORMAL syncs the WAL before it copies frames into the database file and syncs that file
 * after, so a commit copied meanwhile is on disk either way. What differs: other requests may read a durable commit a
 * moment before its sync ends. A replayed answer therefore waits for `db.durableSoFar()` before it is sent
 * (idempotency.ts); any other read shows the change only while the device that sent it still holds it (unanswered).
 * Measured on bench:discover (100,000 members, PUT /api/picks at 100 connections, saturated), three rounds each, the
 * two builds alternating: FULL 2,459, 2,670 and 2,797 picks a second, p99 83, 75 and 68 ms; the WAL synced apart
 * 2,913, 2,969 and 3,434, p99 64, 63 and 51 ms.
 */
export const BASE_SYNCHRONOUS = 'NORMAL';
