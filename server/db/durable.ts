/**
 * Durability (ARCHITECTURE "picks and money survive a power cut"): the connection runs at synchronous=NORMAL, and only
 * what a device's outbox is told is acknowledged pays for a sync: `db.transaction(work, { durable: true })`, committed
 * at NORMAL and the WAL then synced off the thread (wal-sync.ts) before anyone is answered, durable transactions
 * arriving together sharing one sync (commit-group.ts). A replayed answer waits for `db.durableSoFar()`
 * (idempotency.ts). On PostgreSQL every commit is durable. Why, with figures:
 * docs/decisions/0011-durable-commits-and-the-wal.md.
 */
export const BASE_SYNCHRONOUS = 'NORMAL';
