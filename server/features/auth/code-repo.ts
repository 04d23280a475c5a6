import type { Database } from '../../db/database';

export interface StoredCode {
  codeHmac: string;
  secretHmac: string;
  /** Wrong tries from everyone since the code was made (counted from sign_in_failures). */
  failedAttempts: number;
  createdAt: string;
  expiresAt: string;
}

const UPSERT = `INSERT INTO sign_in_codes (email, code_hmac, secret_hmac, created_at, expires_at)
    VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (email) DO UPDATE SET code_hmac = excluded.code_hmac, secret_hmac = excluded.secret_hmac,
      created_at = excluded.created_at, expires_at = excluded.expires_at`;
const FIND = `SELECT code_hmac AS "codeHmac", secret_hmac AS "secretHmac", created_at AS "createdAt", expires_at AS "expiresAt",
       (SELECT COUNT(*) FROM sign_in_failures f WHERE f.email = c.email AND f.failed_at >= c.created_at) AS "failedAttempts"
     FROM sign_in_codes c WHERE c.email = ?`;
const REMOVE = 'DELETE FROM sign_in_codes WHERE email = ?';
const RECORD_REQUEST = 'INSERT INTO sign_in_requests (email, client_address, browser_id, requested_at) VALUES (?, ?, ?, ?)';
const BY_EMAIL_SINCE = 'SELECT requested_at AS at FROM sign_in_requests WHERE email = ? AND requested_at > ? ORDER BY requested_at';
const BY_EMAIL_AND_CLIENT_SINCE =
  'SELECT requested_at AS at FROM sign_in_requests WHERE email = ? AND client_address = ? AND requested_at > ? ORDER BY requested_at';
const BY_EMAIL_AND_BROWSER_SINCE =
  'SELECT requested_at AS at FROM sign_in_requests WHERE email = ? AND browser_id = ? AND requested_at > ? ORDER BY requested_at';
const BY_CLIENT_SINCE =
  'SELECT requested_at AS at FROM sign_in_requests WHERE client_address = ? AND requested_at > ? ORDER BY requested_at';
const PRUNE = 'DELETE FROM sign_in_requests WHERE requested_at < ?';
const RECORD_FAILURE = 'INSERT INTO sign_in_failures (email, requester, client_address, failed_at) VALUES (?, ?, ?, ?)';
const FAILURES_OF_REQUESTER = 'SELECT COUNT(*) AS n FROM sign_in_failures WHERE email = ? AND requester = ? AND failed_at >= ?';
const FAILURES_FROM_CLIENT = 'SELECT failed_at AS at FROM sign_in_failures WHERE client_address = ? AND failed_at > ? ORDER BY failed_at';
const PRUNE_FAILURES = 'DELETE FROM sign_in_failures WHERE failed_at < ?';

/** All SQL for sign_in_codes, sign_in_requests and sign_in_failures. */
export function codeRepo(db: Database) {
  const times = async (sql: string, params: string[]) => (await db.all<{ at: string }>(sql, params)).map((row) => row.at);

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
    async recordRequest(email: string, clientAddress: string, browserId: string | null, at: string): Promise<void> {
      await db.run(RECORD_REQUEST, [email, clientAddress, browserId, at]);
    },
    requestsForEmailSince(email: string, since: string): Promise<string[]> {
      return times(BY_EMAIL_SINCE, [email, since]);
    },
    requestsForEmailFromClientSince(email: string, clientAddress: string, since: string): Promise<string[]> {
      return times(BY_EMAIL_AND_CLIENT_SINCE, [email, clientAddress, since]);
    },
    requestsForEmailFromBrowserSince(email: string, browserId: string, since: string): Promise<string[]> {
      return times(BY_EMAIL_AND_BROWSER_SINCE, [email, browserId, since]);
    },
    requestsForClientSince(clientAddress: string, since: string): Promise<string[]> {
      return times(BY_CLIENT_SINCE, [clientAddress, since]);
    },
    async pruneBefore(before: string): Promise<void> {
      await db.run(PRUNE, [before]);
      await db.run(PRUNE_FAILURES, [before]);
    },
    /** A wrong guess: counted for the requester who made it and toward the code's total. */
    async recordFailure(email: string, requester: string, clientAddress: string, at: string): Promise<void> {
      await db.run(RECORD_FAILURE, [email, requester, clientAddress, at]);
    },
    async failuresOfRequesterSince(email: string, requester: string, since: string): Promise<number> {
      return (await db.get<{ n: number }>(FAILURES_OF_REQUESTER, [email, requester, since]))!.n;
    },
    failuresFromClientSince(clientAddress: string, since: string): Promise<string[]> {
      return times(FAILURES_FROM_CLIENT, [clientAddress, since]);
    },
  };
}
