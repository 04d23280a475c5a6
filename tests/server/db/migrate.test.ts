import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../../../server/db/migrate';
import { openDatabase } from '../../../server/db/open-database';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-test-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('migrations', () => {
  it('applies every migration at start and records each in schema_migrations', () => {
    const db = openDatabase(path.join(dir, 'app.db'));
    const recorded = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
    expect(recorded).toEqual(readMigrations().map((m) => ({ version: m.version, name: m.name })));
    expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'users'").get()).toBeTruthy();
    db.close();
  });

  it('applies nothing the second time', () => {
    openDatabase(path.join(dir, 'app.db')).close();
    const db = new Database(path.join(dir, 'app.db'));
    expect(migrate(db)).toEqual([]);
    db.close();
  });

  it('opens the database in WAL mode with foreign keys and a busy timeout', () => {
    const db = openDatabase(path.join(dir, 'app.db'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    db.close();
  });

  it('rolls a failing migration back whole and records nothing for it', () => {
    const db = new Database(':memory:');
    const migrations = [
      { version: 1, name: 'one', sql: 'CREATE TABLE a (id INTEGER);' },
      { version: 2, name: 'broken', sql: 'CREATE TABLE b (id INTEGER); INSERT INTO nowhere VALUES (1);' },
    ];
    expect(() => migrate(db, migrations)).toThrow(/nowhere/);
    expect(db.prepare('SELECT version FROM schema_migrations').all()).toEqual([{ version: 1 }]);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined();
    db.close();
  });

  it('refuses a database that has migrations this code does not know', () => {
    const db = new Database(':memory:');
    migrate(db, [
      { version: 1, name: 'one', sql: 'SELECT 1;' },
      { version: 2, name: 'two', sql: 'SELECT 1;' },
    ]);
    expect(() => migrate(db, [{ version: 1, name: 'one', sql: 'SELECT 1;' }])).toThrow(/newer version/);
    db.close();
  });

  it('names migration files NNNN_name.sql with unique numbers', () => {
    fs.writeFileSync(path.join(dir, '0001_first.sql'), 'SELECT 1;');
    fs.writeFileSync(path.join(dir, 'second.sql'), 'SELECT 1;');
    expect(() => readMigrations(dir)).toThrow(/NNNN_name/);
    fs.rmSync(path.join(dir, 'second.sql'));
    fs.writeFileSync(path.join(dir, '0001_again.sql'), 'SELECT 1;');
    expect(() => readMigrations(dir)).toThrow(/share number 1/);
  });
});
