import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database, Engine } from './database';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
/**
 * PostgreSQL's own migrations: 0001 is the schema the SQLite files had reached when PostgreSQL support came,
 * written in PostgreSQL's types; every later change adds one file to each folder.
 */
export const POSTGRES_MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations-postgres');

export function migrationsDirOf(engine: Engine): string {
  return engine === 'postgres' ? POSTGRES_MIGRATIONS_DIR : MIGRATIONS_DIR;
}

/**
 * Migrations written once for both engines, numbered from FIRST_SHARED_VERSION on: every change since the two trees
 * above was frozen (they stay, byte for byte, as the baseline each engine starts from). A file is SQL both engines
 * take; where they differ, `-- @sqlite` and `-- @postgres` start lines for one engine only, and `-- @both` ends them.
 */
export const SHARED_MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations-both');
export const FIRST_SHARED_VERSION = 1000;
/** The last migration of each engine's own tree: no file is ever added to them again. */
export const FROZEN_TREES: Record<Engine, number> = { sqlite: 51, postgres: 44 };

/** One engine's text of a shared migration: the lines for both, and those marked for this engine. */
export function dialectOf(sql: string, engine: Engine): string {
  let keep = true;
  const lines: string[] = [];
  for (const line of sql.split('\n')) {
    const marker = /^-- @(sqlite|postgres|both)\s*$/.exec(line.trim());
    if (marker) {
      keep = marker[1] === 'both' || marker[1] === engine;
      continue;
    }
    if (keep) lines.push(line);
  }
  return lines.join('\n');
}

/** Every migration of an engine, in order: its own frozen tree, then the shared ones in its dialect. */
export function migrationsOf(engine: Engine): Migration[] {
  const shared = readMigrations(SHARED_MIGRATIONS_DIR).map((m) => ({ ...m, sql: dialectOf(m.sql, engine) }));
  const low = shared.find((m) => m.version < FIRST_SHARED_VERSION);
  if (low) throw new Error(`Shared migration ${fileName(low)} must be numbered ${FIRST_SHARED_VERSION} or more`);
  return [...readMigrations(migrationsDirOf(engine)), ...shared];
}

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The file's SHA-256 with line endings made LF, so a checkout that converts them does not look like an edit. */
export function checksumOf(sql: string): string {
  return crypto.createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

/** Migration files are NNNN_<what>.sql; the number orders them and is recorded once applied. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = /^(\d{4})_([a-z0-9_]+)\.sql$/.exec(file);
      if (!match) throw new Error(`Migration file name "${file}" is not NNNN_name.sql`);
      return { version: Number(match[1]), name: match[2]!, sql: fs.readFileSync(path.join(dir, file), 'utf8') };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((m, i) => {
    if (i > 0 && migrations[i - 1]!.version === m.version) throw new Error(`Two migrations share number ${m.version}`);
  });
  return migrations;
}

const fileName = (m: { version: number; name: string }) => `${String(m.version).padStart(4, '0')}_${m.name}.sql`;

/** schema_migrations, with the checksum column that databases made before checksums were kept lack. */
async function ensureLedger(db: Database): Promise<void> {
  if (db.engine === 'postgres') {
    await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL,
      checksum TEXT
    )`);
    return;
  }
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const columns = await db.all<{ name: string }>('SELECT name FROM pragma_table_info(?)', ['schema_migrations']);
  if (!columns.some((column) => column.name === 'checksum')) await db.exec('ALTER TABLE schema_migrations ADD COLUMN checksum TEXT');
}

/** Two processes starting on one PostgreSQL database migrate one after the other (any fixed number will do). */
const MIGRATION_LOCK = 7_420_011;

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its own transaction, in order, and keeps
 * each one's SHA-256. Refused, naming the file: a database that knows a migration this code does not have (it is
 * newer than us), and a migration whose file changed after it was applied (a landed migration must never be
 * edited: add a new one). Rows from before checksums were kept take the current file's checksum once.
 */
export async function migrate(db: Database, migrations?: Migration[]): Promise<number[]> {
  const all = migrations ?? migrationsOf(db.engine);
  if (db.engine === 'sqlite') return migrateUnlocked(db, all);
  // The transaction's snapshot is taken as the lock is asked for, before it is granted: a server that waited for
  // another's migration does not see what that one applied, and fails on it. Once more, with a fresh snapshot.
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async () => {
        await db.get('SELECT pg_advisory_xact_lock(?)', [MIGRATION_LOCK]);
        return migrateUnlocked(db, all);
      });
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

async function migrateUnlocked(db: Database, migrations: Migration[]): Promise<number[]> {
  await ensureLedger(db);
  type Row = { version: number; name: string; checksum: string | null };
  const applied = new Map((await db.all<Row>('SELECT version, name, checksum FROM schema_migrations')).map((row) => [row.version, row]));
  const known = new Map(migrations.map((m) => [m.version, m]));
  const unknown = [...applied.keys()].filter((v) => !known.has(v));
  if (unknown.length > 0) {
    throw new Error(`The database has migrations this version does not know (${unknown.join(', ')}); run a newer version.`);
  }
  for (const [version, row] of applied) {
    const migration = known.get(version)!;
    const checksum = checksumOf(migration.sql);
    if (row.checksum === null) {
      await db.run('UPDATE schema_migrations SET checksum = ? WHERE version = ? AND checksum IS NULL', [checksum, version]);
    } else if (row.checksum !== checksum) {
      throw new Error(
        `Migration ${fileName(migration)} was changed after it was applied to this database (recorded SHA-256 ` +
          `${row.checksum.slice(0, 12)}…, file ${checksum.slice(0, 12)}…). Restore the file as it was and add a new migration instead.`,
      );
    }
  }
  const done: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    const rebuilds = db.engine === 'sqlite' && REBUILDS_TABLES.test(migration.sql);
    // SQLite changes a CHECK constraint only by rebuilding the table, and dropping a table with foreign keys on
    // would cascade its delete into every table that references it: SQLite's own procedure turns them off (outside
    // the transaction, where the pragma works) and checks them all before the commit.
    if (rebuilds) await db.exec('PRAGMA foreign_keys = OFF');
    try {
      await db.transaction(async () => {
        await db.exec(migration.sql);
        if (rebuilds) {
          const broken = await db.all<{ table: string }>('PRAGMA foreign_key_check');
          if (broken.length > 0)
            throw new Error(`Migration ${fileName(migration)} leaves rows whose foreign keys point nowhere (in ${broken[0]!.table}).`);
        }
        await db.run('INSERT INTO schema_migrations (version, name, applied_at, checksum) VALUES (?, ?, ?, ?)', [
          migration.version,
          migration.name,
          new Date().toISOString(),
          checksumOf(migration.sql),
        ]);
      });
    } finally {
      if (rebuilds) await db.exec('PRAGMA foreign_keys = ON');
    }
    done.push(migration.version);
  }
  return done;
}

/** The first line of a SQLite migration that rebuilds a table another table references. */
const REBUILDS_TABLES = /^-- rebuilds tables\b/;
