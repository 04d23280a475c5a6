import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteDatabase } from '../../../server/db/sqlite-database';
import { WriteTurn } from '../../../server/db/write-turn';
import { deferred } from '../../helpers/deferred';

// SQLite lets one connection write at a time. The server's connection and a batch worker's share a write turn
// (server/db/write-turn.ts), so a write waits for the other's commit without stopping its thread; before, SQLite's
// busy wait stopped the server's thread until the worker's chunk was committed.

const dirs: string[] = [];
const open: SqliteDatabase[] = [];
afterEach(async () => {
  for (const db of open.splice(0)) await db.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function twoConnections(shared: boolean): [SqliteDatabase, SqliteDatabase] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-turn-'));
  dirs.push(dir);
  const file = path.join(dir, 'app.db');
  const first = new SqliteDatabase(file);
  const second = new SqliteDatabase(file, shared ? { writeTurn: first.writeTurn } : {});
  open.push(first, second);
  return [first, second];
}

/** Counts timer ticks while `during` runs: none when the thread was stopped the whole time. */
async function ticksWhile(during: () => Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => {
    ticks += 1;
  }, 5);
  try {
    await during();
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

/** The worker's connection writes a row in a transaction and holds it open for `ms`; resolves once the row is in. */
async function chunkHeldFor(worker: SqliteDatabase, ms: number): Promise<{ chunk: Promise<void> }> {
  const held = deferred();
  const inChunk = deferred();
  const chunk = worker.transaction(async () => {
    await worker.run('INSERT INTO t (n) VALUES (1)');
    inChunk.resolve();
    await held.promise;
  });
  await inChunk.promise;
  setTimeout(held.resolve, ms);
  return { chunk };
}

describe('the write turn', () => {
  it("makes one connection's write wait for the other's commit without stopping the thread", async () => {
    const [server, worker] = twoConnections(true);
    await server.exec('CREATE TABLE t (n INTEGER)');
    const { chunk } = await chunkHeldFor(worker, 200);
    const ticks = await ticksWhile(() => server.run('INSERT INTO t (n) VALUES (2)'));
    await chunk;
    // The server's write came after the worker's commit, and the thread ran timers meanwhile.
    expect(await server.all('SELECT n FROM t ORDER BY rowid')).toEqual([{ n: 1 }, { n: 2 }]);
    expect(ticks).toBeGreaterThan(5);
  });

  it('without it, the same write stops the thread inside SQLite and fails once busy_timeout is spent', async () => {
    const [server, worker] = twoConnections(false);
    await server.exec('CREATE TABLE t (n INTEGER)');
    server.connection.pragma('busy_timeout = 300');
    const { chunk } = await chunkHeldFor(worker, 100);
    let failure: unknown;
    const ticks = await ticksWhile(() => server.run('INSERT INTO t (n) VALUES (2)').catch((error) => (failure = error)));
    expect(String(failure)).toMatch(/database is locked/);
    expect(ticks).toBe(0);
    await chunk;
  });

  it('is shared with a worker thread, and given back when a worker stops while holding it', async () => {
    const turn = new WriteTurn();
    const worker = new Worker(
      `const { workerData, parentPort } = require('node:worker_threads');
       const word = new Int32Array(workerData);
       Atomics.store(word, 0, require('node:worker_threads').threadId + 1);
       parentPort.postMessage('holding');
       setTimeout(() => process.exit(0), 150);`,
      { eval: true, workerData: turn.shared },
    );
    await new Promise((resolve) => worker.once('message', resolve));
    const taken = turn.take();
    let got = false;
    void taken.then(() => {
      got = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(got).toBe(false);
    const { threadId } = worker;
    await new Promise((resolve) => worker.once('exit', resolve));
    turn.giveBackFor(threadId);
    await taken;
    expect(got).toBe(true);
    turn.give();
  });

  it('a worker thread with nothing else to do waits for the turn alive, and gets it once it is given back', async () => {
    const turn = new WriteTurn();
    await turn.take();
    const workerUrl = new URL('../../helpers/turn-taker.ts', import.meta.url).href;
    const worker = new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl)}); })`, {
      eval: true,
      workerData: turn.shared,
    });
    const messages: string[] = [];
    worker.on('message', (message: string) => messages.push(message));
    const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
    // It is waiting once it said so; then nothing but the wait is pending in its thread.
    while (!messages.includes('waiting')) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(messages).toEqual(['waiting']);
    turn.give();
    expect(await exited).toBe(0);
    expect(messages).toEqual(['waiting', 'got the turn']);
  }, 30_000);
});
