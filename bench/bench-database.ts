/**
 * The database a benchmark runs its server on: a SQLite file in a fresh data folder by default, or, when
 * DATABASE_URL names a PostgreSQL database, a schema of its own in it (created here, dropped by remove()), so a
 * benchmark never touches the rows already there and two runs never see each other's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../server/db/database';
import { openDatabase } from '../server/db/open-database';
import { PostgresDatabase } from '../server/db/postgres-database';
import { SqliteDatabase } from '../server/db/sqlite-database';
import { freshSchema } from '../tests/helpers/test-database';

export interface BenchDatabase {
  dataDir: string;
  /** The schema's own address on PostgreSQL; null on SQLite (DATA_DIR/app.db). */
  databaseUrl: string | null;
  /** What the server process needs to run on it (give to startServerProcess). */
  env: { DATA_DIR: string; DATABASE_URL: string };
  /** Opens it and applies the migrations (to seed it before the server starts). */
  open(): Promise<Database>;
  /** Opens it without migrating (to read it while the server runs). */
  connect(): Database;
  /** Its size on disk, for the report. */
  size(): Promise<string>;
  remove(): Promise<void>;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const fileSize = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

export async function benchDatabase(name: string, given = process.env.DATABASE_URL || null): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const file = path.join(dataDir, 'app.db');
  const own = given ? await freshSchema(given, name) : null;
  const databaseUrl = own?.url ?? null;
  const schema = own?.schema ?? null;
  return {
    dataDir,
    databaseUrl,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
    open: () => openDatabase({ databaseUrl, file }),
    connect: () => (databaseUrl ? new PostgresDatabase(databaseUrl, { max: 2 }) : new SqliteDatabase(file)),
    async size() {
      if (!databaseUrl) return `app.db ${megabytes(fileSize(file))} + wal ${megabytes(fileSize(`${file}-wal`))}`;
      const db = new PostgresDatabase(databaseUrl, { max: 1 });
      try {
        const row = await db.get<{ bytes: number }>(
          `SELECT COALESCE(SUM(pg_total_relation_size(c.oid)), 0) AS bytes FROM pg_class c
           JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind = 'r'`,
        );
        return `schema ${schema} ${megabytes(Number(row?.bytes ?? 0))}`;
      } finally {
        await db.close();
      }
    },
    async remove() {
      await own?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
