import type { Database } from 'better-sqlite3';

export interface StoredCode {
  codeHmac: string;
  secretHmac: string;
  /** Wrong tries from everyone since the code was made (counted from sign_in_failures). */
  failedAttempts: number;
  createdAt: string;
  expiresAt: string;
}

/** All SQL for sign_in_codes, sign_in_requests and sign_in_failures. */
export function codeRepo(db: Database) {
  const upsert = db.prepare(`INSERT INTO sign_in_codes (email, code_hmac, secret_hmac, created_at, expires_at)
    VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (email) DO UPDATE SET code_hmac = excluded.code_hmac, secret_hmac = excluded.secret_hmac,
      created_at = excluded.created_at, expires_at = excluded.expires_at`);
  const find = db.prepare(
    `SELECT code_hmac AS "codeHmac", secret_hmac AS "secretHmac", created_at AS "createdAt", expires_at AS "expiresAt",
       (SELECT COUNT(*) FROM sign_in_failures f WHERE f.email = c.email AND f.failed_at >= c.created_at) AS "failedAttempts"
     FROM sign_in_codes c WHERE c.email = ?`,
  );
  const remove = db.prepare('DELETE FROM sign_in_codes WHERE email = ?');
  const recordRequest = db.prepare('INSERT INTO sign_in_requests (email, client_address, browser_id, requested_at) VALUES (?, ?, ?, ?)');
  const byEmailSince = db.prepare(
    'SELECT requested_at AS at FROM sign_in_requests WHERE email = ? AND requested_at > ? ORDER BY requested_at',
  );
  const byEmailAndClientSince = db.prepare(
    'SELECT requested_at AS at FROM sign_in_requests WHERE email = ? AND client_address = ? AND requested_at > ? ORDER BY requested_at',
  );
  const byEmailAndBrowserSince = db.prepare(
    'SELECT requested_at AS at FROM sign_in_requests WHERE email = ? AND browser_id = ? AND requested_at > ? ORDER BY requested_at',
  );
  const byClientSince = db.prepare(
    'SELECT requested_at AS at FROM sign_in_requests WHERE client_address = ? AND requested_at > ? ORDER BY requested_at',
  );
  const prune = db.prepare('DELETE FROM sign_in_requests WHERE requested_at < ?');
  const recordFailure = db.prepare('INSERT INTO sign_in_failures (email, requester, client_address, failed_at) VALUES (?, ?, ?, ?)');
  const failuresOfRequester = db.prepare('SELECT COUNT(*) AS n FROM sign_in_failures WHERE email = ? AND requester = ? AND failed_at >= ?');
  const failuresFromClient = db.prepare(
    'SELECT failed_at AS at FROM sign_in_failures WHERE client_address = ? AND failed_at > ? ORDER BY failed_at',
  );
  const pruneFailures = db.prepare('DELETE FROM sign_in_failures WHERE failed_at < ?');
  const times = (rows: unknown[]) => (rows as { at: string }[]).map((row) => row.at);

  return {
    /** Stores the new code for this address, voiding any earlier one. */
    replace(email: string, codeHmac: string, secretHmac: string, createdAt: string, expiresAt: string): void {
      upsert.run(email, codeHmac, secretHmac, createdAt, expiresAt);
    },
    find(email: string): StoredCode | undefined {
      return find.get(email) as StoredCode | undefined;
    },
    burn(email: string): void {
      remove.run(email);
    },
    recordRequest(email: string, clientAddress: string, browserId: string | null, at: string): void {
      recordRequest.run(email, clientAddress, browserId, at);
    },
    requestsForEmailSince(email: string, since: string): string[] {
      return times(byEmailSince.all(email, since));
    },
    requestsForEmailFromClientSince(email: string, clientAddress: string, since: string): string[] {
      return times(byEmailAndClientSince.all(email, clientAddress, since));
    },
    requestsForEmailFromBrowserSince(email: string, browserId: string, since: string): string[] {
      return times(byEmailAndBrowserSince.all(email, browserId, since));
    },
    requestsForClientSince(clientAddress: string, since: string): string[] {
      return times(byClientSince.all(clientAddress, since));
    },
    pruneBefore(before: string): void {
      prune.run(before);
      pruneFailures.run(before);
    },
    /** A wrong guess: counted for the requester who made it and toward the code's total. */
    recordFailure(email: string, requester: string, clientAddress: string, at: string): void {
      recordFailure.run(email, requester, clientAddress, at);
    },
    failuresOfRequesterSince(email: string, requester: string, since: string): number {
      return (failuresOfRequester.get(email, requester, since) as { n: number }).n;
    },
    failuresFromClientSince(clientAddress: string, since: string): string[] {
      return times(failuresFromClient.all(clientAddress, since));
    },
  };
}
