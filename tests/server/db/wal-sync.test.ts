import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteDatabase } from '../../../server/db/sqlite-database';
import { WalSync } from '../../../server/db/wal-sync';

let dir: string;
const opened: { close(): Promise<void> }[] = [];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-sync-test-'));
});
afterEach(async () => {
  for (const closable of opened.splice(0)) await closable.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function walSyncOf(file: string): WalSync {
  const walSync = new WalSync(file);
  opened.push(walSync);
  return walSync;
}

describe('WalSync: a durable commit is answered once a sync begun after it has finished', () => {
  it('syncs nothing while no commit waits, and once for commits that wait', async () => {
    const wal = path.join(dir, 'app.db-wal');
    fs.writeFileSync(wal, 'frames');
    const walSync = walSyncOf(wal);
    await walSync.untilSynced();
    expect(walSync.syncs).toBe(0);

    walSync.noteCommit();
    walSync.noteCommit();
    await walSync.untilSynced();
    expect(walSync.syncs).toBe(1);
    await walSync.untilSynced();
    expect(walSync.syncs).toBe(1);
  });

  it('callers waiting together share one sync; a commit made while it runs gets a sync of its own after it', async () => {
    const wal = path.join(dir, 'app.db-wal');
    fs.writeFileSync(wal, 'frames');
    const walSync = walSyncOf(wal);
    walSync.noteCommit();
    const first = walSync.untilSynced();
    const alongside = walSync.untilSynced();
    // This commit's frames may come after the running sync has begun: it must not count as covered by it.
    walSync.noteCommit();
    const later = walSync.untilSynced();
    await Promise.all([first, alongside]);
    expect(walSync.syncs).toBeGreaterThanOrEqual(1);
    await later;
    expect(walSync.syncs).toBe(2);
  });

  it('a sync that fails is the waiting commits’ error, and the next wait tries again', async () => {
    const wal = path.join(dir, 'later', 'app.db-wal');
    const walSync = walSyncOf(wal);
    walSync.noteCommit();
    await expect(walSync.untilSynced()).rejects.toMatchObject({ code: 'ENOENT' });
    expect(walSync.syncs).toBe(0);

    fs.mkdirSync(path.dirname(wal));
    fs.writeFileSync(wal, 'frames');
    await walSync.untilSynced();
    expect(walSync.syncs).toBe(1);
  });

  it("a database file's connection syncs its own WAL; one in memory has none to sync", async () => {
    const db = new SqliteDatabase(path.join(dir, 'app.db'));
    opened.push(db);
    await db.exec('CREATE TABLE notes (text TEXT)');
    await db.transaction(() => db.run('INSERT INTO notes (text) VALUES (?)', ['kept']), { durable: true });
    expect(db.walSync?.syncs).toBe(1);
    // The WAL the connection writes is the file synced: SQLite names it after the database.
    expect(fs.existsSync(path.join(dir, 'app.db-wal'))).toBe(true);

    const memory = new SqliteDatabase(':memory:');
    opened.push(memory);
    expect(memory.walSync).toBeNull();
    await memory.exec('CREATE TABLE notes (text TEXT)');
    await memory.transaction(() => memory.run('INSERT INTO notes (text) VALUES (?)', ['kept']), { durable: true });
    expect(await memory.all('SELECT text FROM notes')).toEqual([{ text: 'kept' }]);
  });
});
