import crypto from 'node:crypto';
import type { Database } from '../../db/database';

/** Media files an account left, removed once it is deleted (again if a crash came between). */
export interface DeletionFiles {
  photos: string[];
  videos: { file: string; posterFile: string }[];
}

/** A deletion asked for, not done yet: the account is closed and waits for its money to settle. */
export interface PendingDeletion {
  id: string;
  userId: string;
  email: string;
  files: DeletionFiles;
}

/** A deletion done: its files, the provider's customer and the one e-mail may still be to do. */
export interface DoneDeletion {
  id: string;
  email: string;
  files: DeletionFiles;
  customerRef: string | null;
  mailAttempts: number;
}

const NO_FILES = '{"photos":[],"videos":[]}';
const filesOf = (text: string): DeletionFiles => ({ photos: [], videos: [], ...(JSON.parse(text) as Partial<DeletionFiles>) });

// One pending deletion per account (a partial unique index): a second ask, from another device, finds the first.
const OPEN = `INSERT INTO account_deletions (id, user_id, email, requested_at, files) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`;
const PENDING_COLUMNS = 'id, user_id AS "userId", email, files';
const PENDING = `SELECT ${PENDING_COLUMNS} FROM account_deletions WHERE deleted_at IS NULL ORDER BY requested_at, id`;
const PENDING_OF = `SELECT ${PENDING_COLUMNS} FROM account_deletions WHERE user_id = ? AND deleted_at IS NULL`;
// The claim: of two processes deleting the same account, the second waits for the first's row lock, then finds it done.
const MARK_DELETED = `UPDATE account_deletions SET deleted_at = ?, files = ?, customer_ref = ? WHERE id = ? AND deleted_at IS NULL`;
const DONE = `SELECT id, email, files, customer_ref AS "customerRef", mail_attempts AS "mailAttempts" FROM account_deletions
  WHERE deleted_at IS NOT NULL ORDER BY deleted_at, id`;
const TIDIED = `UPDATE account_deletions SET files = '${NO_FILES}', customer_ref = NULL WHERE id = ?`;
// An attempt is counted before the mail goes out, and held until `until`, so two processes never both send it.
const CLAIM_MAIL = `UPDATE account_deletions SET mail_attempts = mail_attempts + 1, mail_claimed_until = ?
  WHERE id = ? AND deleted_at IS NOT NULL AND (mail_claimed_until IS NULL OR mail_claimed_until <= ?)`;
const FORGET = 'DELETE FROM account_deletions WHERE id = ?';

/** All SQL of account deletions (table account_deletions): asked for, done, and what follows until the e-mail. */
export function accountDeletionsRepo(db: Database) {
  return {
    async open(userId: string, email: string, at: string, photos: string[]): Promise<void> {
      await db.run(OPEN, [crypto.randomUUID(), userId, email, at, JSON.stringify({ photos, videos: [] })]);
    },
    async pending(): Promise<PendingDeletion[]> {
      return (await db.all<PendingDeletion & { files: string }>(PENDING, [])).map((row) => ({ ...row, files: filesOf(row.files) }));
    },
    async pendingOf(userId: string): Promise<PendingDeletion | undefined> {
      const row = await db.get<PendingDeletion & { files: string }>(PENDING_OF, [userId]);
      return row && { ...row, files: filesOf(row.files) };
    },
    /** Marks the deletion done, inside the transaction that deletes the account; false when another got there first. */
    async markDeleted(id: string, at: string, files: DeletionFiles, customerRef: string | null): Promise<boolean> {
      return (await db.run(MARK_DELETED, [at, JSON.stringify(files), customerRef, id])).changes === 1;
    },
    async done(): Promise<DoneDeletion[]> {
      const rows = await db.all<DoneDeletion & { files: string }>(DONE, []);
      return rows.map((row) => ({ ...row, files: filesOf(row.files), mailAttempts: Number(row.mailAttempts) }));
    },
    /** The files are removed and the provider's customer is gone. */
    async tidied(id: string): Promise<void> {
      await db.run(TIDIED, [id]);
    },
    claimMail: async (id: string, now: Date, until: Date) =>
      (await db.run(CLAIM_MAIL, [until.toISOString(), id, now.toISOString()])).changes === 1,
    /** The last of it: the address goes too. */
    async forget(id: string): Promise<void> {
      await db.run(FORGET, [id]);
    },
  };
}

export type AccountDeletionsRepo = ReturnType<typeof accountDeletionsRepo>;

declare module '../../plugins/repos' {
  interface Repos {
    /** Account deletions. */
    accountDeletions: ReturnType<typeof accountDeletionsRepo>;
  }
}
