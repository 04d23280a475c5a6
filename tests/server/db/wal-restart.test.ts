import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteDatabase } from '../../../server/db/sqlite-database';
import { passiveCheckpoint, SYNCED_PASSES_BEFORE_TURN, startWalOver, syncFile } from '../../../server/db/wal-restart';

// The checkpointer thread makes the WAL start over in the write turn (server/db/wal-restart.ts): the pages its passes
// copied are synced before it takes the turn, so the checkpoint in the turn has little to write.

const PAGE = 4096;
const dirs: string[] = [];
const closing: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The server's connection and the checkpointer's own, on one file. */
async function database(): Promise<{ db: SqliteDatabase; checkpointer: BetterSqlite3.Database; file: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-restart-'));
  dirs.push(dir);
  const file = path.join(dir, 'app.db');
  const db = new SqliteDatabase(file);
  closing.push(() => db.close());
  await db.exec('CREATE TABLE t (n INTEGER PRIMARY KEY, blob BLOB NOT NULL)');
  const checkpointer = new BetterSqlite3(file);
  closing.push(() => checkpointer.close());
  return { db, checkpointer, file };
}

/** Commits one row of `pages` pages, durably, as the server's writes do. */
const commitRow = (db: SqliteDatabase, pages: number) =>
  db.transaction(() => db.run('INSERT INTO t (blob) VALUES (?)', [Buffer.alloc(pages * PAGE, 7)]), { durable: true });

/** Frames in the WAL: a PASSIVE checkpoint answers how many it held (and copies them, which changes nothing visible). */
const walFrames = (connection: BetterSqlite3.Database) => passiveCheckpoint(connection).log;

/** The connection, with each checkpoint it makes noted in `steps` ('pass'). */
function noting(connection: BetterSqlite3.Database, steps: string[]): BetterSqlite3.Database {
  return new Proxy(connection, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (key === 'pragma') {
        return (source: string, ...rest: unknown[]) => {
          if (source.startsWith('wal_checkpoint')) steps.push('pass');
          return (value as (...args: unknown[]) => unknown).call(target, source, ...rest);
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('making the WAL start over', () => {
  it('syncs what each pass copied before it takes the write turn, and copies the rest in the turn', async () => {
    const { db, checkpointer, file } = await database();
    // The server's writes, made while the disk syncs (synchronous, so they land between the steps).
    const writer = new BetterSqlite3(file);
    closing.push(() => writer.close());
    const insert = writer.prepare('INSERT INTO t (blob) VALUES (?)');
    for (let i = 0; i < 10; i++) await commitRow(db, 50);
    passiveCheckpoint(checkpointer);

    const steps: string[] = [];
    const sync = (synced: string) => {
      expect(synced).toBe(file);
      syncFile(synced);
      steps.push('sync');
      insert.run(Buffer.alloc(20 * PAGE, 3));
    };
    const turn = {
      async take() {
        steps.push('take');
      },
      give() {
        steps.push('give');
      },
    };
    const inTurn = await startWalOver(noting(checkpointer, steps), turn, sync);

    const beforeTurn = [
      'sync',
      ...Array<string[]>(SYNCED_PASSES_BEFORE_TURN - 1)
        .fill(['pass', 'sync'])
        .flat(),
    ];
    expect(steps).toEqual([...beforeTurn, 'take', 'pass', 'give']);
    // The pass in the turn copied every frame: the next commit starts the WAL over from its beginning.
    expect(inTurn.checkpointed).toBe(inTurn.log);
    await commitRow(db, 1);
    expect(walFrames(checkpointer)).toBeLessThan(10);
    expect((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM t'))!.n).toBe(10 + SYNCED_PASSES_BEFORE_TURN + 1);
  });

  it('gives the turn back when the checkpoint in it fails', async () => {
    const { db, checkpointer } = await database();
    await commitRow(db, 5);
    const steps: string[] = [];
    const turn = {
      async take() {
        steps.push('take');
        checkpointer.close();
      },
      give() {
        steps.push('give');
      },
    };
    await expect(startWalOver(checkpointer, turn, () => {})).rejects.toThrow(/not open/);
    expect(steps).toEqual(['take', 'give']);
  });

  it('syncs a file by its path, and says so when there is none', async () => {
    const { file } = await database();
    expect(() => syncFile(file)).not.toThrow();
    expect(() => syncFile(`${file}-none`)).toThrow(/ENOENT/);
  });
});
