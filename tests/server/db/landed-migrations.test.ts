import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BatchAnswer } from '../../../shared/discover';
import type { Database, Engine } from '../../../server/db/database';
import { checksumOf, migrate, migrationsOf, POSTGRES_MIGRATIONS_DIR, readMigrations } from '../../../server/db/migrate';
import { createMember, fakeClock } from '../../helpers/members';
import { emptyDatabases, enginesUnderTest, onPostgres } from '../../helpers/test-database';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

let dir: string;
let t: TestApp | undefined;
const databases = emptyDatabases();
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'landed-migrations-'));
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  await databases.closeAll();
  fs.rmSync(dir, { recursive: true, force: true });
});

const engines = enginesUnderTest();
const emptyDatabase = (engine: Engine) => databases.open(engine);

/**
 * A database as the code before checksums made it: migrations 1-4 applied, a ledger without a checksum column.
 * `editedWeeklyCycle` makes it from the edited 0004 that had lost batches.size (the other shape in the wild).
 */
function oldDatabase(file: string, editedWeeklyCycle: boolean): void {
  const db = new BetterSqlite3(file);
  db.pragma('foreign_keys = ON');
  db.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  for (const migration of readMigrations().filter((m) => m.version <= 4)) {
    let sql = migration.sql;
    if (migration.version === 4 && editedWeeklyCycle) {
      expect(sql).toContain('  size INTEGER NOT NULL,\n');
      sql = sql.replace('  size INTEGER NOT NULL,\n', '');
    }
    db.exec(sql);
    db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(migration.version, migration.name, '2026-11-01T00:00:00.000Z');
  }
  db.close();
}

const batchColumns = async (db: Database) =>
  (await db.all<{ name: string }>("SELECT name FROM pragma_table_info('batches')")).map((c) => c.name);

describe('landed migrations', () => {
  for (const edited of [false, true]) {
    // A SQLite file as an older version of the code left it; PostgreSQL support came after these migrations.
    it.skipIf(onPostgres())(
      `a database made ${edited ? 'from the edited 0004 (no batches.size)' : 'from 0004 as landed (with batches.size)'} opens, migrates and releases batches`,
      async () => {
        const clock = fakeClock('2026-11-19T17:00:00Z');
        t = await buildTestApp({ now: clock.now, prepareDataDir: (dataDir) => oldDatabase(path.join(dataDir, 'app.db'), edited) });
        expect(await batchColumns(t.app.db)).toEqual(['viewer_id', 'week', 'city', 'created_at', 'member_ids']);
        const viewer = await createMember(t.app.db, { firstName: 'M0' });
        for (let i = 1; i < 5; i++) await createMember(t.app.db, { firstName: `M${i}` });
        await t.app.cycle.tick();
        const batch = (
          await t.app.inject({ url: '/api/profiles/all?location=CA:ON:Toronto', cookies: { sid: viewer.sessionId } })
        ).json() as BatchAnswer;
        expect(batch.data).toHaveLength(4);
        const ledger = await t.app.db.all('SELECT version, checksum FROM schema_migrations ORDER BY version');
        expect(ledger).toEqual(migrationsOf('sqlite').map((m) => ({ version: m.version, checksum: checksumOf(m.sql) })));
      },
    );
  }

  for (const engine of engines) {
    it(`records each migration SHA-256 and refuses to start, naming the file, when a landed one has changed (${engine})`, async () => {
      const migrations = [
        { version: 1, name: 'one', sql: 'CREATE TABLE a (id INTEGER);' },
        { version: 2, name: 'two_things', sql: 'CREATE TABLE b (id INTEGER);' },
      ];
      const db = await emptyDatabase(engine);
      await migrate(db, migrations);
      expect(await db.get('SELECT checksum FROM schema_migrations WHERE version = 2')).toEqual({
        checksum: checksumOf(migrations[1]!.sql),
      });
      const edited = [migrations[0]!, { ...migrations[1]!, sql: 'CREATE TABLE b (id INTEGER, extra TEXT);' }];
      await expect(migrate(db, edited)).rejects.toThrow(/Migration 0002_two_things\.sql was changed after it was applied/);
      expect(await migrate(db, migrations)).toEqual([]);
    });

    it(`does not take a change of line endings for an edit (${engine})`, async () => {
      const db = await emptyDatabase(engine);
      await migrate(db, [{ version: 1, name: 'one', sql: 'CREATE TABLE a (id INTEGER);\nSELECT 1;\n' }]);
      expect(await migrate(db, [{ version: 1, name: 'one', sql: 'CREATE TABLE a (id INTEGER);\r\nSELECT 1;\r\n' }])).toEqual([]);
    });
  }

  it('keeps every landed migration byte for byte: their checksums are pinned here', () => {
    // A landed migration is never edited; a new one is added. This list grows, it never changes.
    const pinned: Record<string, string> = {
      '0001_accounts': '2ea51e73689782551620fcd6388e1c47594b57c329c1f8bcc6ed5a6282f94965',
      '0002_sign_in': 'baa5152a8d4e5ef7731d491e03fc508ace43447c69fc2286527bf2a1665d8594',
      '0003_profiles': '2b4e9a77b5dbb4533e42e7d28370505e492e1bbb162204684fd260554c32e442',
      '0004_weekly_cycle': 'd36bd7dd7d199d6cd1242b6434d22222eeef0c158baf8619f6b1d347f439c6ca',
      '0005_batch_reach': '1415c56e76df5e707b7295a35dfa6b1c948c824b19629420b420394cd766224c',
      '0006_sign_in_requesters': 'b585383d58c76c8116a8b215658a72e5c228495103219d2482c95a5bec94ddd7',
      '0007_batches_without_size': '5051dc6caae47b4c95c8d965066a6ea0b1c1c29bf02d33fef64ec3112d4befee',
      '0008_sign_in_failures_counted': 'e64db67e7bfc277c3c90af66e13da78cb37112d330e2c4b8b7787175d67139e8',
    };
    const byName = new Map(readMigrations().map((m) => [`${String(m.version).padStart(4, '0')}_${m.name}`, m]));
    for (const [name, checksum] of Object.entries(pinned)) expect(checksumOf(byName.get(name)!.sql), name).toBe(checksum);
  });

  it("keeps PostgreSQL's landed migrations byte for byte too", () => {
    const pinned: Record<string, string> = {
      '0001_schema': '1603df2ea3e6107b5d7f751d70a0cd5573f25bf480819b545bd1851199bffeea',
    };
    const byName = new Map(readMigrations(POSTGRES_MIGRATIONS_DIR).map((m) => [`${String(m.version).padStart(4, '0')}_${m.name}`, m]));
    for (const [name, checksum] of Object.entries(pinned)) expect(checksumOf(byName.get(name)!.sql), name).toBe(checksum);
  });
});
