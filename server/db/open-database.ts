import type { Database } from './database';
import { migrate } from './migrate';
import { PostgresDatabase } from './postgres-database';
import { SqliteDatabase } from './sqlite-database';
import type { DataSync } from './wal-sync';

export interface DatabaseLocation {
  /** postgres://... when the installation runs on PostgreSQL; otherwise the SQLite file below is used. */
  databaseUrl?: string | null;
  /** The embedded SQLite file (created if needed). */
  file: string;
}

/**
 * Opens the installation's database on its engine, with the settings every connection needs, then migrates it.
 * `dataSync` replaces SQLite's disk sync of durable commits (wal-sync.ts; tests hold it); fdatasync otherwise.
 */
export async function openDatabase(location: DatabaseLocation | string, options: { dataSync?: DataSync } = {}): Promise<Database> {
  const where = typeof location === 'string' ? { file: location } : location;
  const db = where.databaseUrl ? new PostgresDatabase(where.databaseUrl) : new SqliteDatabase(where.file, { dataSync: options.dataSync });
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
