import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BatchAnswer } from '../../../shared/discover';
import { checksumOf, migrate, readMigrations } from '../../../server/db/migrate';
import { createMember, fakeClock } from '../../helpers/members';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

let dir: string;
let t: TestApp | undefined;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'landed-migrations-'));
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A database as the code before checksums made it: migrations 1-4 applied, a ledger without a checksum column.
 * `editedWeeklyCycle` makes it from the edited 0004 that had lost batches.size (the other shape in the wild).
 */
function oldDatabase(file: string, editedWeeklyCycle: boolean): void {
  const db = new Database(file);
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

const batchColumns = (db: Database.Database) =>
  (db.prepare("SELECT name FROM pragma_table_info('batches')").all() as { name: string }[]).map((c) => c.name);

describe('landed migrations', () => {
  for (const edited of [false, true]) {
    it(`a database made ${edited ? 'from the edited 0004 (no batches.size)' : 'from 0004 as landed (with batches.size)'} opens, migrates and releases batches`, async () => {
      const clock = fakeClock('2026-11-19T17:00:00Z');
      t = await buildTestApp({ now: clock.now, prepareDataDir: (dataDir) => oldDatabase(path.join(dataDir, 'app.db'), edited) });
      expect(batchColumns(t.app.db)).toEqual(['viewer_id', 'week', 'city', 'created_at']);
      const [viewer] = Array.from({ length: 5 }, (_, i) => createMember(t!.app.db, { firstName: `M${i}` }));
      await t.app.cycle.tick();
      const batch = (
        await t.app.inject({ url: '/api/profiles/all?location=CA:ON:Toronto', cookies: { sid: viewer!.sessionId } })
      ).json() as BatchAnswer;
      expect(batch.data).toHaveLength(4);
      const ledger = t.app.db.prepare('SELECT version, checksum FROM schema_migrations ORDER BY version').all();
      expect(ledger).toEqual(readMigrations().map((m) => ({ version: m.version, checksum: checksumOf(m.sql) })));
    });
  }

  it('records each migration SHA-256 and refuses to start, naming the file, when a landed one has changed', () => {
    const migrations = [
      { version: 1, name: 'one', sql: 'CREATE TABLE a (id INTEGER);' },
      { version: 2, name: 'two_things', sql: 'CREATE TABLE b (id INTEGER);' },
    ];
    const db = new Database(':memory:');
    migrate(db, migrations);
    expect(db.prepare('SELECT checksum FROM schema_migrations WHERE version = 2').get()).toEqual({
      checksum: checksumOf(migrations[1]!.sql),
    });
    const edited = [migrations[0]!, { ...migrations[1]!, sql: 'CREATE TABLE b (id INTEGER, extra TEXT);' }];
    expect(() => migrate(db, edited)).toThrow(/Migration 0002_two_things\.sql was changed after it was applied/);
    expect(migrate(db, migrations)).toEqual([]);
    db.close();
  });

  it('does not take a change of line endings for an edit', () => {
    const db = new Database(':memory:');
    migrate(db, [{ version: 1, name: 'one', sql: 'CREATE TABLE a (id INTEGER);\nSELECT 1;\n' }]);
    expect(migrate(db, [{ version: 1, name: 'one', sql: 'CREATE TABLE a (id INTEGER);\r\nSELECT 1;\r\n' }])).toEqual([]);
    db.close();
  });

  it('keeps every landed migration byte for byte: their checksums are pinned here', () => {
    // A landed migration is never edited; a new one is added. This list grows, it never changes.
    const pinned: Record<string, string> = {
      '0001_accounts': '2ea51e73689782551620fcd6388e1c47594b57c329c1f8bcc6ed5a6282f94965',
      '0002_sign_in': 'baa5152a8d4e5ef7731d491e03fc508ace43447c69fc2286527bf2a1665d8594',
      '0003_profiles': '2b4e9a77b5dbb4533e42e7d28370505e492e1bbb162204684fd260554c32e442',
      '0004_weekly_cycle': 'd36bd7dd7d199d6cd1242b6434d22222eeef0c158baf8619f6b1d347f439c6ca',
    };
    const byName = new Map(readMigrations().map((m) => [`${String(m.version).padStart(4, '0')}_${m.name}`, m]));
    for (const [name, checksum] of Object.entries(pinned)) expect(checksumOf(byName.get(name)!.sql), name).toBe(checksum);
  });
});
