import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { BASE_SYNCHRONOUS } from './durable';
import { migrate } from './migrate';

/** Opens (creating if needed) the SQLite file with the settings every connection here needs, then migrates it. */
export function openDatabase(file: string): Database.Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // Commits that must survive a power cut raise this to FULL (durable.ts says why, with the figures).
  db.pragma(`synchronous = ${BASE_SYNCHRONOUS}`);
  try {
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
