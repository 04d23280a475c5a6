import type { Database } from './database';
import { migrate } from './migrate';
import { PostgresDatabase } from './postgres-database';
import { SqliteDatabase } from './sqlite-database';

export interface DatabaseLocation {
  /** postgres://... when the installation runs on PostgreSQL; otherwise the SQLite file below is used. */
  databaseUrl?: string | null;
  /** The embedded SQLite file (created if needed). */
  file: string;
}

/**
 * The server's own connection (plugins/db.ts): on SQLite, its WAL's checkpoints run on a thread of their own
 * (checkpointer.ts), and `onStopped` hears if that thread fails (the connection then checkpoints itself).
 */
export interface ServerConnection {
  checkpointer: { onStopped: (error: Error) => void };
}

/** Opens the installation's database on its engine, with the settings every connection needs, then migrates it. */
export async function openDatabase(location: DatabaseLocation | string, server?: ServerConnection): Promise<Database> {
  const where = typeof location === 'string' ? { file: location } : location;
  const db = where.databaseUrl ? new PostgresDatabase(where.databaseUrl) : new SqliteDatabase(where.file, server ?? {});
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
