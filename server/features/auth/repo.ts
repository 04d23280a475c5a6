import type { Database } from '../../db/database';
import { oidcRepo } from './oidc/repo';

export interface UserRow {
  id: string;
  email: string;
  isHost: boolean;
  isAdmin: boolean;
  isDemo: boolean;
  createdAt: string;
}

/** The roles given from the command line only: admin and host (also earned by making a format). */
export type Role = 'admin' | 'host';
const ROLE_COLUMN: Record<Role, string> = { admin: 'is_admin', host: 'is_host' };

export interface SessionRow {
  userId: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

/**
 * A session with its account, in one read: every request with a session cookie asks for both. A closed account (its
 * deletion asked for) has none: its sessions are deleted as it closes, and one a sign-in made at that very moment
 * is not believed.
 */
const FIND_SESSION = `SELECT s.user_id AS "userId", s.created_at AS "createdAt", s.last_seen_at AS "lastSeenAt", s.expires_at AS "expiresAt",
  u.email, u.is_host AS "isHost", u.is_admin AS "isAdmin", u.is_demo AS "isDemo", u.created_at AS "userCreatedAt"
  FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id_hash = ? AND u.closed_at IS NULL`;
const FIND_USER =
  'SELECT id, email, is_host AS "isHost", is_admin AS "isAdmin", is_demo AS "isDemo", created_at AS "createdAt" FROM users WHERE id = ?';
const TOUCH_SESSION = 'UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?';
const DELETE_SESSION = 'DELETE FROM sessions WHERE id_hash = ?';
const INSERT_SESSION = 'INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)';
const INSERT_USER = 'INSERT INTO users (id, email, created_at) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING';
const INSERT_DEMO_USER = 'INSERT INTO users (id, email, is_host, is_demo, created_at) VALUES (?, ?, ?, 1, ?)';
const COUNT_USERS = 'SELECT COUNT(*) AS count FROM users';
const BECOME_HOST = 'UPDATE users SET is_host = 1 WHERE id = ? AND is_host = 0';
const CLOSE = 'UPDATE users SET closed_at = ? WHERE id = ? AND closed_at IS NULL';
const CLOSED_AT = 'SELECT closed_at AS "closedAt" FROM users WHERE id = ?';
const DELETE_SESSIONS_OF = 'DELETE FROM sessions WHERE user_id = ?';
const SESSIONS_OF = `SELECT created_at AS "createdAt", last_seen_at AS "lastSeenAt", expires_at AS "expiresAt" FROM sessions
  WHERE user_id = ? ORDER BY created_at, id_hash`;
/**
 * The account row: sessions, identities, the profile and its interests, picks made by or about the member, blocks,
 * reports, their batches, group invites, outcomes and notices all go with it (ON DELETE CASCADE on both engines).
 * Others' batches name them in a list (migration 0034), which discover's repo clears first.
 */
const DELETE_USER = 'DELETE FROM users WHERE id = ?';

/** All SQL for users and sessions; the account's profile and identities are asked of their own repos. */
export function authRepo(db: Database) {
  async function findUser(id: string): Promise<UserRow | undefined> {
    type Row = Omit<UserRow, 'isHost' | 'isAdmin' | 'isDemo'> & { isHost: number; isAdmin: number; isDemo: number };
    const row = await db.get<Row>(FIND_USER, [id]);
    return row && { ...row, isHost: Number(row.isHost) === 1, isAdmin: Number(row.isAdmin) === 1, isDemo: Number(row.isDemo) === 1 };
  }

  return {
    /** The session and the account it belongs to. */
    async findSession(idHash: string): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      type Row = SessionRow & { email: string; isHost: number; isAdmin: number; isDemo: number; userCreatedAt: string };
      const row = await db.get<Row>(FIND_SESSION, [idHash]);
      if (!row) return undefined;
      const { userId, createdAt, lastSeenAt, expiresAt } = row;
      return {
        session: { userId, createdAt, lastSeenAt, expiresAt },
        user: {
          id: userId,
          email: row.email,
          isHost: Number(row.isHost) === 1,
          isAdmin: Number(row.isAdmin) === 1,
          isDemo: Number(row.isDemo) === 1,
          createdAt: row.userCreatedAt,
        },
      };
    },
    findUser,
    async touchSession(idHash: string, at: string): Promise<void> {
      await db.run(TOUCH_SESSION, [at, idHash]);
    },
    async deleteSession(idHash: string): Promise<void> {
      await db.run(DELETE_SESSION, [idHash]);
    },
    async createSession(idHash: string, userId: string, at: string, expiresAt: string): Promise<void> {
      await db.run(INSERT_SESSION, [idHash, userId, at, at, expiresAt]);
    },
    /** Accounts are made on the first successful verification; the id is the normalised e-mail. */
    async ensureUser(email: string, at: string): Promise<UserRow> {
      await db.run(INSERT_USER, [email, email, at]);
      return (await findUser(email))!;
    },
    /** How many accounts there are (the demo loads into an empty database only). */
    countUsers: async () => Number((await db.get<{ count: number }>(COUNT_USERS))!.count),
    /** A demo member's account (DEMO ONLY): its id is its e-mail, like every account's. */
    async addDemoUser(email: string, isHost: boolean, at: string): Promise<void> {
      await db.run(INSERT_DEMO_USER, [email, email, isHost ? 1 : 0, at]);
    },
    /** The account may host from now on (it published a format). */
    async becomeHost(userId: string): Promise<void> {
      await db.run(BECOME_HOST, [userId]);
    },
    /** Gives or takes a role; answers whether the account exists (and so was changed). */
    setRole: async (role: Role, userId: string, given: boolean): Promise<boolean> =>
      (await db.run(`UPDATE users SET ${ROLE_COLUMN[role]} = ? WHERE id = ?`, [given ? 1 : 0, userId])).changes > 0,
    /** The accounts with the role, by id. */
    withRole: async (role: Role): Promise<string[]> =>
      (await db.all<{ id: string }>(`SELECT id FROM users WHERE ${ROLE_COLUMN[role]} = 1 ORDER BY id`)).map((row) => row.id),
    hasRole: async (role: Role, userId: string): Promise<boolean> =>
      Number((await db.get<{ given: number }>(`SELECT ${ROLE_COLUMN[role]} AS "given" FROM users WHERE id = ?`, [userId]))?.given ?? 0) ===
      1,
    /** Closes the account (its deletion was asked for): false when it was closed already. */
    close: async (userId: string, at: string) => (await db.run(CLOSE, [at, userId])).changes === 1,
    /** When the account was closed; null while it is open (or when there is no such account). */
    closedAt: async (userId: string) => (await db.get<{ closedAt: string | null }>(CLOSED_AT, [userId]))?.closedAt ?? null,
    /** Signs the account out everywhere. */
    async deleteSessionsOf(userId: string): Promise<void> {
      await db.run(DELETE_SESSIONS_OF, [userId]);
    },
    /** The account's sessions, oldest first (for "download my data"). */
    sessionsOf: (userId: string) => db.all<{ createdAt: string; lastSeenAt: string; expiresAt: string }>(SESSIONS_OF, [userId]),
    /** Deletes the account and everything its foreign keys cascade to; call inside the deletion's transaction. */
    async deleteUser(userId: string): Promise<void> {
      await db.run(DELETE_USER, [userId]);
    },
    identitiesOf: (userId: string): Promise<{ provider: string; userId: string }[]> => oidcRepo(db).identitiesOf(userId),
    /** Moves the times of every session, or of one account's: keeps members signed in across a test clock's jumps. */
    async setSessionTimes(times: Partial<Omit<SessionRow, 'userId'>>, userId?: string): Promise<void> {
      const columns = { createdAt: 'created_at', lastSeenAt: 'last_seen_at', expiresAt: 'expires_at' } as const;
      const set = (Object.keys(columns) as (keyof typeof columns)[]).filter((key) => times[key] !== undefined);
      if (set.length === 0) return;
      await db.run(
        `UPDATE sessions SET ${set.map((key) => `${columns[key]} = ?`).join(', ')}${userId === undefined ? '' : ' WHERE user_id = ?'}`,
        [...set.map((key) => times[key]!), ...(userId === undefined ? [] : [userId])],
      );
    },
    /** Many sessions begun at `at` (a benchmark's signed-in members): 500 rows a statement. */
    async createSessions(sessions: readonly { idHash: string; userId: string }[], at: string, expiresAt: string): Promise<void> {
      for (let start = 0; start < sessions.length; start += 500) {
        const part = sessions.slice(start, start + 500);
        await db.run(
          `INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at) VALUES ${part.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
          part.flatMap((session) => [session.idHash, session.userId, at, at, expiresAt]),
        );
      }
    },
  };
}

declare module '../../plugins/repos' {
  interface Repos {
    /** Accounts, sessions and linked identities. */
    auth: ReturnType<typeof authRepo>;
  }
}
