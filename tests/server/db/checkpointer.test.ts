import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkpointer, RESTART_ABOVE_PAGES, WAL_KEPT_BYTES } from '../../../server/db/checkpointer';
import { SqliteDatabase } from '../../../server/db/sqlite-database';
import { WriteTurn } from '../../../server/db/write-turn';
import { onPostgres } from '../../helpers/test-database';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

// SQLite copies the WAL back into the database file (a checkpoint) on the committing connection's thread by default:
// for the server, the thread that answers requests. The server's connection leaves that to a thread of its own
// (server/db/checkpointer.ts). These are SQLite's; PostgreSQL has no WAL file of ours to look after.

const dirs: string[] = [];
const open: SqliteDatabase[] = [];
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const db of open.splice(0)) await db.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkpointer-'));
  dirs.push(dir);
  return path.join(dir, 'app.db');
}

const bytes = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);
const ROW = 'x'.repeat(3000);

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(onPostgres())('the WAL checkpointer thread', () => {
  it('copies the WAL into the database file while the server connection itself never checkpoints', async () => {
    const file = tempFile();
    const stopped: Error[] = [];
    const db = new SqliteDatabase(file, { checkpointer: { everyMs: 50, onStopped: (error) => stopped.push(error) } });
    open.push(db);
    expect(db.connection.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    await db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
    // 2,000 pages: twice SQLite's own checkpoint mark, so without the thread nothing would reach the file yet.
    await db.transaction(async () => {
      for (let i = 0; i < 2000; i += 1) await db.run('INSERT INTO t (v) VALUES (?)', [ROW]);
    });
    const before = bytes(file);
    await until(() => bytes(file) > before + 2000 * 3000);
    expect(stopped).toEqual([]);
  });

  it('keeps the WAL short under steady writes: it takes the write turn to finish, and the next write starts it over', async () => {
    const file = tempFile();
    const db = new SqliteDatabase(file, { checkpointer: { everyMs: 20, onStopped: () => {} } });
    open.push(db);
    await db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
    // Eight times the length at which the thread takes the turn (128 MB), one small write after another, never a
    // pause: without the turn the checkpoints would rarely catch up with the last page, and the WAL would hold it all.
    const rows = RESTART_ABOVE_PAGES * 8;
    let longest = 0;
    for (let i = 0; i < rows; i += 1) {
      await db.run('INSERT INTO t (v) VALUES (?)', [ROW]);
      if (i % 100 === 0) longest = Math.max(longest, bytes(`${file}-wal`));
    }
    expect(longest).toBeLessThan(4 * WAL_KEPT_BYTES);
    expect((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM t'))!.n).toBe(rows);
  });

  it('closes with the connection: the WAL is copied back and removed, and every row is in the file', async () => {
    const file = tempFile();
    const db = new SqliteDatabase(file, { checkpointer: { everyMs: 10_000, onStopped: () => {} } });
    await db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
    for (let i = 0; i < 50; i += 1) await db.run('INSERT INTO t (v) VALUES (?)', [ROW]);
    await db.close();
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    const again = new SqliteDatabase(file);
    open.push(again);
    expect((await again.get<{ n: number }>('SELECT COUNT(*) AS n FROM t'))!.n).toBe(50);
  });

  it('tells its owner when its thread fails (here: a file it cannot open), and a stop after that returns', async () => {
    const folder = path.dirname(tempFile());
    let checkpointer!: Checkpointer;
    const stopped = await new Promise<Error>((resolve) => {
      checkpointer = new Checkpointer({ file: folder, writeTurn: new WriteTurn(), everyMs: 10, onStopped: resolve });
    });
    expect(stopped.message).toMatch(/could not open .*unable to open/);
    await checkpointer.stop();
  });

  it('is the server connection’s: the app’s database does not checkpoint on the thread that answers requests', async () => {
    t = await buildTestApp();
    const db = t.app.db;
    if (!(db instanceof SqliteDatabase)) throw new Error('this test runs on SQLite');
    expect(db.connection.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    expect(db.connection.pragma('journal_size_limit', { simple: true })).toBe(WAL_KEPT_BYTES);
  });
});
