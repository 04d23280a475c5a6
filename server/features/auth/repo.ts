import type { Database } from 'better-sqlite3';

export interface UserRow {
  id: string;
  email: string;
  isHost: boolean;
  isDemo: boolean;
  createdAt: string;
}

export interface SessionRow {
  userId: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

export interface ProfileSummary {
  firstName: string;
  location: string;
}

/** All SQL for users and sessions. */
export function authRepo(db: Database) {
  const findSession = db.prepare(
    'SELECT user_id AS "userId", created_at AS "createdAt", last_seen_at AS "lastSeenAt", expires_at AS "expiresAt" FROM sessions WHERE id_hash = ?',
  );
  const findUser = db.prepare('SELECT id, email, is_host AS "isHost", is_demo AS "isDemo", created_at AS "createdAt" FROM users WHERE id = ?');
  const findProfile = db.prepare('SELECT first_name AS "firstName", location FROM profiles WHERE user_id = ?');
  const touchSession = db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?');
  const deleteSession = db.prepare('DELETE FROM sessions WHERE id_hash = ?');
  const insertSession = db.prepare('INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)');
  const insertUser = db.prepare('INSERT INTO users (id, email, created_at) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING');
  const findIdentities = db.prepare('SELECT provider, subject AS "userId" FROM identities WHERE user_id = ? ORDER BY created_at');

  return {
    findSession(idHash: string): SessionRow | undefined {
      return findSession.get(idHash) as SessionRow | undefined;
    },
    findUser(id: string): UserRow | undefined {
      const row = findUser.get(id) as (Omit<UserRow, 'isHost' | 'isDemo'> & { isHost: number; isDemo: number }) | undefined;
      return row && { ...row, isHost: row.isHost === 1, isDemo: row.isDemo === 1 };
    },
    findProfile(userId: string): ProfileSummary | undefined {
      return findProfile.get(userId) as ProfileSummary | undefined;
    },
    touchSession(idHash: string, at: string): void {
      touchSession.run(at, idHash);
    },
    deleteSession(idHash: string): void {
      deleteSession.run(idHash);
    },
    createSession(idHash: string, userId: string, at: string, expiresAt: string): void {
      insertSession.run(idHash, userId, at, at, expiresAt);
    },
    /** Accounts are made on the first successful verification; the id is the normalised e-mail. */
    ensureUser(email: string, at: string): UserRow {
      insertUser.run(email, email, at);
      return this.findUser(email)!;
    },
    identitiesOf(userId: string): { provider: string; userId: string }[] {
      return findIdentities.all(userId) as { provider: string; userId: string }[];
    },
  };
}
