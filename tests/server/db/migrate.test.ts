import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Engine } from '../../../server/db/database';
import {
  checksumOf,
  dialectOf,
  FIRST_SHARED_VERSION,
  FROZEN_TREES,
  migrate,
  migrationsDirOf,
  migrationsOf,
  POSTGRES_MIGRATIONS_DIR,
  readMigrations,
  SHARED_MIGRATIONS_DIR,
} from '../../../server/db/migrate';
import { openDatabase } from '../../../server/db/open-database';
import { PostgresDatabase } from '../../../server/db/postgres-database';
import { SqliteDatabase } from '../../../server/db/sqlite-database';
import { emptyDatabases, enginesUnderTest, freshTestDatabase, onPostgres } from '../../helpers/test-database';

let dir: string;
const databases = emptyDatabases();
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-test-'));
});
afterEach(async () => {
  await databases.closeAll();
  fs.rmSync(dir, { recursive: true, force: true });
});

const engines = enginesUnderTest();
const emptyDatabase = (engine: Engine) => databases.open(engine);

async function tableExists(db: Database, name: string): Promise<boolean> {
  const sql =
    db.engine === 'postgres'
      ? 'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ?'
      : "SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?";
  return (await db.get(sql, [name])) !== undefined;
}

describe('migrations', () => {
  it('applies every migration at start and records each in schema_migrations', async () => {
    const db = await openDatabase(path.join(dir, 'app.db'));
    databases.keep(db);
    const recorded = await db.all('SELECT version, name FROM schema_migrations ORDER BY version');
    expect(recorded).toEqual(migrationsOf('sqlite').map((m) => ({ version: m.version, name: m.name })));
    expect(await tableExists(db, 'users')).toBe(true);
  });

  it('applies nothing the second time', async () => {
    await (await openDatabase(path.join(dir, 'app.db'))).close();
    const db = new SqliteDatabase(path.join(dir, 'app.db'));
    databases.keep(db);
    expect(await migrate(db)).toEqual([]);
  });

  it('opens the database in WAL mode with foreign keys and a busy timeout', async () => {
    const db = await openDatabase(path.join(dir, 'app.db'));
    databases.keep(db);
    if (!(db instanceof SqliteDatabase)) throw new Error('a file location opens SQLite');
    expect(db.connection.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.connection.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.connection.pragma('busy_timeout', { simple: true })).toBe(5000);
  });

  for (const engine of engines) {
    it(`rolls a failing migration back whole and records nothing for it (${engine})`, async () => {
      const db = await emptyDatabase(engine);
      const migrations = [
        { version: 1, name: 'one', sql: 'CREATE TABLE a (id INTEGER);' },
        { version: 2, name: 'broken', sql: 'CREATE TABLE b (id INTEGER); INSERT INTO nowhere VALUES (1);' },
      ];
      await expect(migrate(db, migrations)).rejects.toThrow(/nowhere/);
      expect(await tableExists(db, 'b')).toBe(false);
      if (engine === 'sqlite') {
        expect(await db.all('SELECT version FROM schema_migrations')).toEqual([{ version: 1 }]);
      } else {
        // On PostgreSQL one run of migrate() is one transaction (under the lock two starting servers share): the
        // earlier migrations of the run are rolled back with the failing one, and the next start applies them again.
        expect(await tableExists(db, 'schema_migrations')).toBe(false);
        expect(await tableExists(db, 'a')).toBe(false);
      }
    });

    it(`refuses a database that has migrations this code does not know (${engine})`, async () => {
      const db = await emptyDatabase(engine);
      await migrate(db, [
        { version: 1, name: 'one', sql: 'SELECT 1;' },
        { version: 2, name: 'two', sql: 'SELECT 1;' },
      ]);
      await expect(migrate(db, [{ version: 1, name: 'one', sql: 'SELECT 1;' }])).rejects.toThrow(/newer version/);
    });
  }

  it('names migration files NNNN_name.sql with unique numbers', () => {
    fs.writeFileSync(path.join(dir, '0001_first.sql'), 'SELECT 1;');
    fs.writeFileSync(path.join(dir, 'second.sql'), 'SELECT 1;');
    expect(() => readMigrations(dir)).toThrow(/NNNN_name/);
    fs.rmSync(path.join(dir, 'second.sql'));
    fs.writeFileSync(path.join(dir, '0001_again.sql'), 'SELECT 1;');
    expect(() => readMigrations(dir)).toThrow(/share number 1/);
  });
});

describe('migrations written once for both engines', () => {
  it('come after both frozen trees, which never grow again', () => {
    for (const engine of ['sqlite', 'postgres'] as const) {
      const own = readMigrations(migrationsDirOf(engine)).map((m) => m.version);
      expect(own.at(-1), `${engine}: a change is a new file in server/db/migrations-both`).toBe(FROZEN_TREES[engine]);
      const shared = readMigrations(SHARED_MIGRATIONS_DIR).map((m) => m.version);
      expect(shared.length).toBeGreaterThan(0);
      expect(migrationsOf(engine).map((m) => m.version)).toEqual([...own, ...shared]);
      expect(Math.min(...shared)).toBeGreaterThanOrEqual(FIRST_SHARED_VERSION);
    }
  });

  it('give each engine the lines for both and its own, and refuse a number under the shared range', () => {
    const sql = ['CREATE TABLE t (id TEXT);', '-- @sqlite', 'SELECT 1;', '-- @postgres', 'SELECT 2;', '-- @both', 'SELECT 3;'].join('\n');
    expect(dialectOf(sql, 'sqlite')).toBe('CREATE TABLE t (id TEXT);\nSELECT 1;\nSELECT 3;');
    expect(dialectOf(sql, 'postgres')).toBe('CREATE TABLE t (id TEXT);\nSELECT 2;\nSELECT 3;');
  });
});

describe('migrations on PostgreSQL', () => {
  it('has its own folder of migrations, numbered like the SQLite ones', () => {
    expect(migrationsDirOf('postgres')).toBe(POSTGRES_MIGRATIONS_DIR);
    expect(readMigrations(POSTGRES_MIGRATIONS_DIR).map((m) => m.version)[0]).toBe(1);
  });

  // Needs a PostgreSQL server (TEST_DATABASE_URL, as scripts/with-postgres.sh sets it).
  it.skipIf(!onPostgres())(
    'applies the PostgreSQL migrations, records each with its checksum, and applies nothing the second time',
    async () => {
      const schema = await freshTestDatabase();
      databases.keepSchema(schema);
      const db = await openDatabase({ databaseUrl: schema.url, file: path.join(dir, 'unused.db') });
      databases.keep(db);
      expect(db.engine).toBe('postgres');
      expect(fs.existsSync(path.join(dir, 'unused.db'))).toBe(false);
      const expected = migrationsOf('postgres');
      expect(await db.all('SELECT version, name, checksum FROM schema_migrations ORDER BY version')).toEqual(
        expected.map((m) => ({ version: m.version, name: m.name, checksum: checksumOf(m.sql) })),
      );
      for (const table of ['users', 'profiles', 'cycle_jobs', 'idempotency_keys', 'batches', 'groups', 'notices']) {
        expect(await tableExists(db, table), table).toBe(true);
      }
      expect(await migrate(db)).toEqual([]);
    },
  );

  it.skipIf(!onPostgres())('two servers starting on one empty database migrate it once between them', async () => {
    const schema = await freshTestDatabase();
    databases.keepSchema(schema);
    const [first, second] = [new PostgresDatabase(schema.url!, { max: 2 }), new PostgresDatabase(schema.url!, { max: 2 })];
    databases.keep(first);
    databases.keep(second);
    const applied = await Promise.all([migrate(first), migrate(second)]);
    const all = migrationsOf('postgres').map((m) => m.version);
    expect(applied.map((versions) => versions.length).sort()).toEqual([0, all.length]);
    expect((await first.all<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')).map((r) => r.version)).toEqual(
      all,
    );
  });
});
