import type { Database } from 'better-sqlite3';

export interface StoredCode {
  codeHmac: string;
  secretHmac: string;
  failedAttempts: number;
  expiresAt: string;
}

/** All SQL for sign_in_codes and sign_in_requests. */
export function codeRepo(db: Database) {
  const upsert = db.prepare(`INSERT INTO sign_in_codes (email, code_hmac, secret_hmac, failed_attempts, created_at, expires_at)
    VALUES (?, ?, ?, 0, ?, ?)
    ON CONFLICT (email) DO UPDATE SET code_hmac = excluded.code_hmac, secret_hmac = excluded.secret_hmac,
      failed_attempts = 0, created_at = excluded.created_at, expires_at = excluded.expires_at`);
  const find = db.prepare(
    'SELECT code_hmac AS codeHmac, secret_hmac AS secretHmac, failed_attempts AS failedAttempts, expires_at AS expiresAt FROM sign_in_codes WHERE email = ?',
  );
  const remove = db.prepare('DELETE FROM sign_in_codes WHERE email = ?');
  const countFailure = db.prepare('UPDATE sign_in_codes SET failed_attempts = failed_attempts + 1 WHERE email = ?');
  const recordRequest = db.prepare('INSERT INTO sign_in_requests (email, client_address, requested_at) VALUES (?, ?, ?)');
  const byEmailSince = db.prepare('SELECT requested_at AS at FROM sign_in_requests WHERE email = ? AND requested_at > ? ORDER BY requested_at');
  const byClientSince = db.prepare(
    'SELECT requested_at AS at FROM sign_in_requests WHERE client_address = ? AND requested_at > ? ORDER BY requested_at',
  );
  const prune = db.prepare('DELETE FROM sign_in_requests WHERE requested_at < ?');

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
    countFailure(email: string): void {
      countFailure.run(email);
    },
    recordRequest(email: string, clientAddress: string, at: string): void {
      recordRequest.run(email, clientAddress, at);
    },
    requestsForEmailSince(email: string, since: string): string[] {
      return (byEmailSince.all(email, since) as { at: string }[]).map((r) => r.at);
    },
    requestsForClientSince(clientAddress: string, since: string): string[] {
      return (byClientSince.all(clientAddress, since) as { at: string }[]).map((r) => r.at);
    },
    pruneRequestsBefore(before: string): void {
      prune.run(before);
    },
  };
}
