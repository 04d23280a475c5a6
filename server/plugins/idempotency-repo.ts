import type { Database } from '../db/database';

/** How long a key's answer is kept for replays. */
export const IDEMPOTENCY_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export interface StoredKey {
  fingerprint: string;
  claimedAt: string;
  /** The process that holds the claim (server/db/presence.ts); null on claims made before claims named it. */
  claimedBy: string | null;
  status: number | null;
  responseBody: string | null;
}

/** A claim as its request holds it: taken at, by which process. */
export interface Held {
  at: string;
  by: string;
}

const FIND = `SELECT fingerprint, claimed_at AS "claimedAt", claimed_by AS "claimedBy", status, response_body AS "responseBody"
  FROM idempotency_keys WHERE scope = ? AND idempotency_key = ?`;
const KEYS_IN = `SELECT idempotency_key AS "key", status, response_body AS "responseBody" FROM idempotency_keys WHERE scope = ?
  ORDER BY created_at, idempotency_key`;
/**
 * The claim is one statement: the row is inserted, or the key was already there and nothing happens. Whichever
 * request inserts it holds the key; the database's primary key settles a race between two (two processes on one
 * PostgreSQL as well as requests of one process), never a read that precedes the write.
 */
const CLAIM = `INSERT INTO idempotency_keys (scope, idempotency_key, fingerprint, claimed_at, claimed_by, created_at)
  VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (scope, idempotency_key) DO NOTHING RETURNING claimed_at AS "claimedAt"`;
/**
 * Takes over an abandoned claim only if it is still the one that was found abandoned: compare and set on when and by
 * which process it was claimed (two claims may be made within one millisecond; NULL is a claim that named none).
 */
const TAKE_OVER = `UPDATE idempotency_keys SET claimed_at = ?, claimed_by = ?
  WHERE scope = ? AND idempotency_key = ? AND status IS NULL AND claimed_at = ? AND COALESCE(claimed_by, '') = ?`;
/** The claim is still this request's: taken at this time by this process, and unanswered. */
const HELD = 'scope = ? AND idempotency_key = ? AND status IS NULL AND claimed_at = ? AND claimed_by = ?';
const COMPLETE = `UPDATE idempotency_keys SET status = ?, response_body = ? WHERE ${HELD}`;
const RELEASE = `DELETE FROM idempotency_keys WHERE ${HELD}`;
const FORGET_SCOPE = 'DELETE FROM idempotency_keys WHERE scope = ?';
const PRUNE = 'DELETE FROM idempotency_keys WHERE created_at < ?';
/**
 * Keys past IDEMPOTENCY_KEEP_MS are deleted at most this often per process, not on every request: a statement less
 * per change (measured on bench:discover); a key may live this much longer.
 */
export const PRUNE_EVERY_MS = 60 * 1000;

/** All SQL for idempotency_keys; built once among the app's repos (plugins/repos.ts: `repos.idempotency`). */
export function idempotencyRepo(db: Database) {
  let prunedAt = Number.NEGATIVE_INFINITY;
  return {
    find: (scope: string, key: string) => db.get<StoredKey>(FIND, [scope, key]),
    /** Every key of a scope with its answer (null while claimed), oldest first: what a member's writes left. */
    keysIn: (scope: string) => db.all<{ key: string; status: number | null; responseBody: string | null }>(KEYS_IN, [scope]),
    claim: async (scope: string, key: string, fingerprint: string, claim: Held) =>
      (await db.get<{ claimedAt: string }>(CLAIM, [scope, key, fingerprint, claim.at, claim.by, claim.at])) !== undefined,
    takeOver: async (scope: string, key: string, abandoned: StoredKey, claim: Held) =>
      (await db.run(TAKE_OVER, [claim.at, claim.by, scope, key, abandoned.claimedAt, abandoned.claimedBy ?? ''])).changes === 1,
    complete: async (scope: string, key: string, claim: Held, status: number, text: string) =>
      (await db.run(COMPLETE, [status, text, scope, key, claim.at, claim.by])).changes === 1,
    release: (scope: string, key: string, claim: Held) => db.run(RELEASE, [scope, key, claim.at, claim.by]),
    /** Every key of one scope (an account being deleted). */
    async forgetScope(scope: string): Promise<void> {
      await db.run(FORGET_SCOPE, [scope]);
    },
    /** Deletes keys older than IDEMPOTENCY_KEEP_MS, unless this process did so less than PRUNE_EVERY_MS ago. */
    async pruneOld(now: Date): Promise<void> {
      if (Math.abs(now.getTime() - prunedAt) < PRUNE_EVERY_MS) return;
      prunedAt = now.getTime();
      await db.run(PRUNE, [new Date(now.getTime() - IDEMPOTENCY_KEEP_MS).toISOString()]);
    },
  };
}

export type IdempotencyRepo = ReturnType<typeof idempotencyRepo>;
