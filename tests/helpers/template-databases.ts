import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { checksumOf, migrate, migrationsOf } from '../../server/db/migrate';
import { PostgresDatabase } from '../../server/db/postgres-database';
import { SqliteDatabase } from '../../server/db/sqlite-database';
import type { Engine } from '../../server/db/database';
import { freshTestDatabase, type TestDatabase } from './test-database';

/**
 * Migrated databases for test apps, copied from a template migrated once per run (per engine and per set of
 * migration files) instead of migrating every app's database from an empty one. The app still runs its migration
 * check at start: the copy has every migration recorded with its SHA-256, so there is nothing to apply.
 * templates-global-setup.ts makes the run's place for the templates and removes them when the run ends.
 */
export interface TemplatePlace {
  /** The run's folder for SQLite templates (removed at the end of the run). */
  folder: string;
  /** The start of the names of the run's PostgreSQL template databases (dropped at the end of the run). */
  prefix: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    migratedTemplates: TemplatePlace;
  }
}

/** The run's place for templates, or null in a run without the global setup (then each app migrates its own). */
function templatePlace(): TemplatePlace | null {
  try {
    return inject('migratedTemplates') ?? null;
  } catch {
    return null;
  }
}

/** A digest of the engine's migration files, names and contents: a template is only used by the files it was made from. */
function migrationsHash(engine: Engine): string {
  const hash = crypto.createHash('sha256');
  for (const migration of migrationsOf(engine)) hash.update(`${migration.version} ${migration.name} ${checksumOf(migration.sql)}\n`);
  return hash.digest('hex').slice(0, 16);
}

const sqliteTemplates = new Map<string, Promise<string>>();

/**
 * Puts a migrated SQLite database at `file` (which must not exist), copied from the run's template; false when
 * the run has no place for templates, and nothing is written.
 */
export async function copyMigratedSqlite(file: string, place = templatePlace()): Promise<boolean> {
  if (!place) return false;
  const template = path.join(place.folder, `sqlite-${migrationsHash('sqlite')}.db`);
  let made = sqliteTemplates.get(template);
  if (!made) {
    made = makeSqliteTemplate(template);
    sqliteTemplates.set(template, made);
  }
  fs.copyFileSync(await made, file, fs.constants.COPYFILE_EXCL);
  return true;
}

/**
 * Migrates a file of its own and closes it, its WAL moved into it first (a copy of a file with a WAL beside it would
 * miss what the WAL holds; the file stays in WAL mode, so an app opening a copy has no journal mode to change), then
 * renames it into place: another worker of the run never sees half a template, and one that made the same template
 * at the same time put an equal file there.
 */
async function makeSqliteTemplate(template: string): Promise<string> {
  if (fs.existsSync(template)) return template;
  const building = `${template}.${process.pid}.${crypto.randomUUID()}`;
  const db = new SqliteDatabase(building);
  try {
    await migrate(db);
    db.connection.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    await db.close();
  }
  if (fs.existsSync(`${building}-wal`) && fs.statSync(`${building}-wal`).size > 0) throw new Error(`${building}: WAL left after closing`);
  fs.rmSync(`${building}-wal`, { force: true });
  fs.rmSync(`${building}-shm`, { force: true });
  fs.renameSync(building, template);
  return template;
}

const postgresTemplates = new Map<string, Promise<string>>();
/** Workers of one run make the PostgreSQL template one at a time (the first makes it; the others find it). */
const TEMPLATE_LOCK = 7_420_012;

/**
 * A PostgreSQL database of its own, cloned from the run's migrated template in the cluster at `base`, with its
 * address and drop(); null when the run has no place for templates.
 */
export async function cloneMigratedPostgres(
  base: string,
  place = templatePlace(),
  strategy: CloneStrategy = CLONE_STRATEGY,
): Promise<{ url: string; drop(): Promise<void> } | null> {
  if (!place) return null;
  const template = `${place.prefix}_${migrationsHash('postgres')}`;
  let made = postgresTemplates.get(template);
  if (!made) {
    made = makePostgresTemplate(base, template);
    postgresTemplates.set(template, made);
  }
  await made;
  const name = `t_${crypto.randomUUID().replace(/-/g, '')}`;
  await adminOf(base).query(`CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY ${strategy}`);
  return {
    url: databaseUrl(base, name),
    // FORCE: a connection the test left open (a worker thread's, a killed server's) must not keep the database.
    drop: async () => void (await adminOf(base).query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/**
 * How CREATE DATABASE copies the template. FILE_COPY copies the files (after a checkpoint, cheap on the test
 * cluster, which runs with fsync off); WAL_LOG, PostgreSQL's default, writes every page to the WAL.
 */
const CLONE_STRATEGY: CloneStrategy = 'FILE_COPY';
export type CloneStrategy = 'FILE_COPY' | 'WAL_LOG';

async function makePostgresTemplate(base: string, template: string): Promise<string> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount === 0) {
      // Built under another name and renamed once complete: a run stopped halfway leaves no template that looks whole.
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const db = new PostgresDatabase(databaseUrl(base, building), { max: 1 });
      try {
        await migrate(db);
      } finally {
        await db.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    }
  } finally {
    await admin.end();
  }
  return template;
}

function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

const admins = new Map<string, pg.Pool>();

/**
 * One connection per worker to the cluster's own database for making and dropping the apps' databases: a connection
 * of its own for each costs as much as the copy (30-160 ms to connect and 30-50 ms to close on a busy 2-core
 * machine). It closes when idle, and never keeps the worker from exiting.
 */
function adminOf(base: string): pg.Pool {
  let admin = admins.get(base);
  if (!admin) {
    admin = new pg.Pool({ connectionString: base, max: 1, idleTimeoutMillis: 10_000, allowExitOnIdle: true });
    admin.on('error', () => {});
    admins.set(base, admin);
  }
  return admin;
}

/**
 * A database with every migration applied, for a test app whose data folder is `dataDir`: the SQLite file
 * dataDir/app.db, or a PostgreSQL database of its own when TEST_DATABASE_URL is set. Without the run's templates it
 * is empty instead, and the app migrates it.
 */
export async function migratedTestDatabase(dataDir: string): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    await copyMigratedSqlite(path.join(dataDir, 'app.db'));
    return { url: null, drop: async () => {} };
  }
  return (await cloneMigratedPostgres(base)) ?? freshTestDatabase();
}
