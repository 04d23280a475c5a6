import crypto from 'node:crypto';
import type { Database } from '../../server/db/database';
import { hashSessionId, SESSION_ABSOLUTE_MS } from '../../server/features/auth/session-rules';
import { authRepo } from '../../server/features/auth/repo';

export interface TestAccount {
  email: string;
  sessionId: string;
}

/**
 * Creates a user (optionally with a profile and the host role) and a live session straight in the database,
 * the way a finished sign-in would leave them. Returns the raw session id to put in the cookie.
 */
export async function createSignedInUser(
  db: Database,
  options: { hasProfile?: boolean; isHost?: boolean; email?: string; now?: Date } = {},
): Promise<TestAccount> {
  const now = options.now ?? new Date();
  const email = options.email ?? `person-${crypto.randomUUID()}@example.com`;
  const sessionId = crypto.randomBytes(32).toString('base64url');
  const at = now.toISOString();
  await db.run('INSERT INTO users (id, email, is_host, created_at) VALUES (?, ?, ?, ?)', [email, email, options.isHost ? 1 : 0, at]);
  if (options.hasProfile) {
    await db.run('INSERT INTO profiles (id, user_id, first_name, location, created_at) VALUES (?, ?, ?, ?, ?)', [
      crypto.randomUUID(),
      email,
      'Sam',
      'CA:ON:Toronto',
      at,
    ]);
  }
  await db.run('INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)', [
    hashSessionId(sessionId),
    email,
    at,
    at,
    new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
  ]);
  return { email, sessionId };
}

/**
 * A new live session for an existing account, made at `now` (a test whose server clock jumped past the first session's
 * lifetime signs in again, as the person would). Answers the account with the new raw session id.
 */
export async function signInAgainAt(db: Database, account: TestAccount, now: Date): Promise<TestAccount> {
  const sessionId = crypto.randomBytes(32).toString('base64url');
  await authRepo(db).createSession(
    hashSessionId(sessionId),
    account.email,
    now.toISOString(),
    new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
  );
  return { email: account.email, sessionId };
}
