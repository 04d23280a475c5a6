import type { Database } from '../../db/database';

export interface StoredCode {
  codeHmac: string;
  secretHmac: string;
  createdAt: string;
  expiresAt: string;
}

const UPSERT = `INSERT INTO sign_in_codes (email, code_hmac, secret_hmac, created_at, expires_at)
    VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (email) DO UPDATE SET code_hmac = excluded.code_hmac, secret_hmac = excluded.secret_hmac,
      created_at = excluded.created_at, expires_at = excluded.expires_at`;
const FIND = `SELECT code_hmac AS "codeHmac", secret_hmac AS "secretHmac", created_at AS "createdAt", expires_at AS "expiresAt"
     FROM sign_in_codes WHERE email = ?`;
const REMOVE = 'DELETE FROM sign_in_codes WHERE email = ?';

/**
 * All SQL for sign_in_codes. Sends and wrong tries are counted as rate-limit hits (../rate-limits), a code's wrong
 * tries among them.
 */
export function codeRepo(db: Database) {
  return {
    /** Stores the new code for this address, voiding any earlier one. */
    async replace(email: string, codeHmac: string, secretHmac: string, createdAt: string, expiresAt: string): Promise<void> {
      await db.run(UPSERT, [email, codeHmac, secretHmac, createdAt, expiresAt]);
    },
    find(email: string): Promise<StoredCode | undefined> {
      return db.get<StoredCode>(FIND, [email]);
    },
    async burn(email: string): Promise<void> {
      await db.run(REMOVE, [email]);
    },
  };
}
