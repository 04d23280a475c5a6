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
    'SELECT user_id AS userId, created_at AS createdAt, last_seen_at AS lastSeenAt, expires_at AS expiresAt FROM sessions WHERE id_hash = ?',
  );
  const findUser = db.prepare(
    'SELECT id, email, is_host AS isHost, is_demo AS isDemo, created_at AS createdAt FROM users WHERE id = ?',
  );
  const findProfile = db.prepare('SELECT first_name AS firstName, location FROM profiles WHERE user_id = ?');
  const touchSession = db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?');
  const deleteSession = db.prepare('DELETE FROM sessions WHERE id_hash = ?');

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
  };
}
