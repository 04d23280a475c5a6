import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import type { Database } from './database';

/**
 * This app process among those sharing one database, and whether another one still runs. Each process holds a lock
 * that is given back the moment the process is gone, crash included: on PostgreSQL a session advisory lock on a
 * connection of its own, on SQLite an exclusive lock on a small file of its own next to the database (the operating
 * system's file lock, so every process on the machine sees it). What a process claims carries its id, so another one
 * can tell a claim whose process died from one still being worked on (docs/decisions/0004-idempotency-claims-by-process.md).
 */
export interface Presence {
  /** The id this process's claims carry; its lock is held once this resolves. */
  id(): Promise<string>;
  /** Whether `id` is this process's (any id it has held). */
  isOwn(id: string): boolean;
  /** Whether the process that took `id` may still run: it holds its lock (or it is this process). */
  alive(id: string): Promise<boolean>;
  /** Gives the lock back (the last thing the app does: its requests have settled). */
  close(): Promise<void>;
}

export function openPresence(location: { databaseUrl?: string | null; file: string }, db: Database): Presence {
  return location.databaseUrl ? postgresPresence(location.databaseUrl, db) : sqlitePresence(location.file);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** An id that was never a presence of ours: nothing holds it, its "process" is not running. */
const BIGINT = /^-?\d{1,19}$/;

/** SQLite: `<database file>-presence/<uuid>`, each held in an exclusive transaction for the life of its process. */
function sqlitePresence(databaseFile: string): Presence {
  const folder = `${databaseFile}-presence`;
  const own = new Set<string>();
  let held: { connection: BetterSqlite3.Database; id: string } | null = null;
  const lockFile = (id: string) => path.join(folder, id);
  /** Takes the file's lock at once, or says it is held (SQLITE_BUSY); the journal stays in memory, so no other file. */
  const lock = (connection: BetterSqlite3.Database): boolean => {
    try {
      connection.pragma('journal_mode = MEMORY');
      connection.exec('BEGIN EXCLUSIVE');
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_BUSY') return false;
      throw error;
    }
  };
  return {
    async id() {
      if (!held) {
        fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
        const id = crypto.randomUUID();
        const connection = new BetterSqlite3(lockFile(id), { timeout: 0 });
        if (!lock(connection)) throw new Error(`the presence file ${id} is locked by another connection`);
        held = { connection, id };
        own.add(id);
      }
      return held.id;
    },
    isOwn: (id) => own.has(id),
    async alive(id) {
      if (own.has(id)) return true;
      if (!UUID.test(id)) return false;
      const file = lockFile(id);
      let connection: BetterSqlite3.Database;
      try {
        connection = new BetterSqlite3(file, { timeout: 0, fileMustExist: true });
      } catch (error) {
        // Removed: its process closed it, or another process found it dead first.
        if (!fs.existsSync(file)) return false;
        throw error;
      }
      try {
        if (!lock(connection)) return true;
        connection.exec('ROLLBACK');
      } finally {
        connection.close();
      }
      fs.rmSync(file, { force: true });
      return false;
    },
    async close() {
      if (!held) return;
      held.connection.close();
      fs.rmSync(lockFile(held.id), { force: true });
      held = null;
    },
  };
}

/**
 * PostgreSQL: a session advisory lock on a random 64-bit key, on a connection kept for it (advisory locks belong to
 * the database, so every process on it sees them; PostgreSQL ends the session when the process's socket closes). A
 * process whose connection is lost while it runs takes a new key on the next claim; to the others it counts as gone
 * from that moment (its late commit is refused by the claim's compare-and-set).
 */
function postgresPresence(connectionString: string, db: Database): Presence {
  const own = new Set<string>();
  let held: Promise<{ client: pg.Client; id: string }> | null = null;
  let closed = false;

  async function connectAndLock(client: pg.Client): Promise<{ client: pg.Client; id: string }> {
    await client.connect();
    // A machine that dies without closing its socket is noticed within about half a minute, not TCP's two hours.
    await client.query('SET tcp_keepalives_idle = 10');
    await client.query('SET tcp_keepalives_interval = 5');
    await client.query('SET tcp_keepalives_count = 3');
    for (;;) {
      const id = crypto.randomBytes(8).readBigInt64BE().toString();
      const { rows } = await client.query<{ taken: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS taken', [id]);
      if (rows[0]!.taken) {
        own.add(id);
        return { client, id };
      }
    }
  }

  function take(): Promise<{ client: pg.Client; id: string }> {
    const client = new pg.Client({ connectionString, keepAlive: true });
    const current = connectAndLock(client);
    held = current;
    const forget = () => {
      if (held === current) held = null;
    };
    // A broken connection is ended for sure, so its key is free: the next claim takes a new one.
    const lost = () => {
      forget();
      client.end().catch(() => {});
    };
    client.on('error', lost);
    client.on('end', forget);
    current.catch(lost);
    return current;
  }

  return {
    async id() {
      if (closed) throw new Error('the presence was closed');
      return (await (held ?? take())).id;
    },
    isOwn: (id) => own.has(id),
    async alive(id) {
      if (own.has(id)) return true;
      if (!BIGINT.test(id)) return false;
      // Taken only for this statement (or the transaction it is in): free means no session holds it.
      const row = await db.get<{ free: boolean }>('SELECT pg_try_advisory_xact_lock(CAST(? AS BIGINT)) AS free', [id]);
      return !row!.free;
    },
    async close() {
      closed = true;
      const current = held;
      held = null;
      if (current) await (await current.catch(() => null))?.client.end().catch(() => {});
    },
  };
}
