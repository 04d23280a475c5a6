import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Checkpointer, SQLITE_AUTOCHECKPOINT_FRAMES, startCheckpointer } from '../../../server/db/checkpointer';
import { SqliteDatabase } from '../../../server/db/sqlite-database';

let dir: string;
let db: SqliteDatabase | undefined;
let checkpointer: Checkpointer | undefined;
afterEach(async () => {
  await checkpointer?.stop();
  await db?.close();
  checkpointer = undefined;
  db = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});

function openDb(): SqliteDatabase {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkpointer-'));
  db = new SqliteDatabase(path.join(dir, 'app.db'));
  return db;
}

const autocheckpoint = (one: SqliteDatabase) => one.connection.pragma('wal_autocheckpoint', { simple: true });
const size = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);
/** About `pages` 4 KB pages of rows, in one commit of the server's connection. */
async function write(one: SqliteDatabase, pages: number, from: number) {
  await one.transaction(async () => {
    for (let i = 0; i < pages; i++) await one.run('INSERT INTO notes (id, text) VALUES (?, ?)', [from + i, 'x'.repeat(3500)]);
  });
}
async function until(done: () => boolean) {
  const deadline = Date.now() + 20_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('WAL checkpoints on a thread of their own', () => {
  it('the server connection no longer checkpoints; the thread copies the WAL into the file and the WAL starts over', async () => {
    const one = openDb();
    const file = path.join(dir, 'app.db');
    await one.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
    let last = { log: 0, checkpointed: 0 };
    checkpointer = startCheckpointer(one, file, { everyMs: 10, restartAtFrames: 100, onPass: (pass) => (last = pass) });
    expect(autocheckpoint(one)).toBe(0);

    await write(one, 1500, 0);
    const walAfterFirst = size(`${file}-wal`);
    // More frames than SQLite's own checkpoint would have let pile up: nothing was copied on this thread.
    expect(walAfterFirst).toBeGreaterThan(SQLITE_AUTOCHECKPOINT_FRAMES * 4096);
    // The thread copies every frame into the database file…
    await until(() => last.log >= 1500 && last.checkpointed === last.log);
    expect(size(file)).toBeGreaterThan(1500 * 3500);
    // …and, every frame copied, the next commit writes the WAL from its start again: it does not grow.
    await write(one, 1500, 10_000);
    expect(size(`${file}-wal`)).toBeLessThanOrEqual(walAfterFirst * 1.05);
    expect(await one.get('SELECT COUNT(*) AS n FROM notes')).toEqual({ n: 3000 });
  }, 60_000);

  it('under steady writes, the WAL still starts over (the last frames are copied in the write turn)', async () => {
    const one = openDb();
    const file = path.join(dir, 'app.db');
    await one.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
    const logs: number[] = [];
    checkpointer = startCheckpointer(one, file, { everyMs: 10, restartAtFrames: 100, onPass: (pass) => logs.push(pass.log) });
    // Each time a pass finds fewer frames than the one before, the WAL has started over in between.
    const startsOver = () => logs.filter((log, i) => i > 0 && log < logs[i - 1]!).length;
    let id = 0;
    // Left to chance (a pass that happens to end between two commits), it starts over about once in 30 s.
    const deadline = Date.now() + 15_000;
    // Commits one after another, with no pause for the thread to catch up in.
    while (startsOver() < 5) {
      if (Date.now() > deadline) throw new Error(`the WAL never started over: ${logs.join(' ')}`);
      await write(one, 20, id);
      id += 20;
    }
    expect(await one.get('SELECT COUNT(*) AS n FROM notes')).toEqual({ n: id });
  }, 60_000);

  it.skipIf(process.platform !== 'linux')(
    'its thread runs at a lower priority than the server’s (nice 10)',
    async () => {
      const one = openDb();
      const niced = () =>
        fs.readdirSync(`/proc/${process.pid}/task`).filter((task) => {
          const stat = fs.readFileSync(`/proc/${process.pid}/task/${task}/stat`, 'utf8');
          // Field 19 of /proc/…/stat is the nice value; the fields after the command name start at field 3.
          return stat.slice(stat.lastIndexOf(') ') + 2).split(' ')[16] === '10';
        }).length;
      const before = niced();
      checkpointer = startCheckpointer(one, path.join(dir, 'app.db'));
      await until(() => niced() === before + 1);
      await checkpointer.stop();
      checkpointer = undefined;
      expect(niced()).toBe(before);
    },
    30_000,
  );

  it('stopped, the connection checkpoints on its own again, and nobody is told of an error', async () => {
    const one = openDb();
    const stops: unknown[] = [];
    const started = startCheckpointer(one, path.join(dir, 'app.db'), { onStopped: (error) => stops.push(error) });
    expect(autocheckpoint(one)).toBe(0);
    await started.stop();
    expect(autocheckpoint(one)).toBe(SQLITE_AUTOCHECKPOINT_FRAMES);
    expect(stops).toEqual([]);
  }, 30_000);

  it('a thread that fails is reported, and the connection checkpoints on its own again', async () => {
    const one = openDb();
    const stops: unknown[] = [];
    // A file the thread cannot open.
    startCheckpointer(one, path.join(dir, 'no', 'such', 'folder', 'app.db'), { onStopped: (error) => stops.push(error) });
    await until(() => stops.length > 0);
    expect(stops[0]).toBeInstanceOf(Error);
    expect(autocheckpoint(one)).toBe(SQLITE_AUTOCHECKPOINT_FRAMES);
  }, 30_000);
});
