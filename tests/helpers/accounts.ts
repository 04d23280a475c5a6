import crypto from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { hashSessionId, SESSION_ABSOLUTE_MS } from '../../server/features/auth/session-rules';

export interface TestAccount {
  email: string;
  sessionId: string;
}

/**
 * Creates a user (optionally with a profile and the host role) and a live session straight in the database,
 * the way a finished sign-in would leave them. Returns the raw session id to put in the cookie.
 */
export function createSignedInUser(
  db: Database,
  options: { hasProfile?: boolean; isHost?: boolean; email?: string; now?: Date } = {},
): TestAccount {
  const now = options.now ?? new Date();
  const email = options.email ?? `person-${crypto.randomUUID()}@example.com`;
  const sessionId = crypto.randomBytes(32).toString('base64url');
  const at = now.toISOString();
  db.prepare('INSERT INTO users (id, email, is_host, created_at) VALUES (?, ?, ?, ?)').run(email, email, options.isHost ? 1 : 0, at);
  if (options.hasProfile) {
    db.prepare('INSERT INTO profiles (id, user_id, first_name, location, created_at) VALUES (?, ?, ?, ?, ?)').run(
      crypto.randomUUID(),
      email,
      'Sam',
      'CA:ON:Toronto',
      at,
    );
  }
  db.prepare('INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    hashSessionId(sessionId),
    email,
    at,
    at,
    new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
  );
  return { email, sessionId };
}
