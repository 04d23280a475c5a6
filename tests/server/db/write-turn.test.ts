import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** Counts timer ticks from now until stopped: none while the thread is stopped. */
function tickCounter(): { readonly count: number; stop: () => void } {
  const counter = { count: 0, stop: () => clearInterval(timer) };
  const timer = setInterval(() => {
    counter.count += 1;
  }, 5);
  return counter;
}

/** The worker's connection writes a row in a transaction and holds it open until released; resolves once the row is in. */
async function chunkHeld(worker: SqliteDatabase): Promise<{ chunk: Promise<void>; release: () => void }> {
  const held = deferred();
  const inChunk = deferred();
  const chunk = worker.transaction(async () => {
    await worker.run('INSERT INTO t (n) VALUES (1)');
    inChunk.resolve();
    await held.promise;
  });
  await inChunk.promise;
  return { chunk, release: held.resolve };
}

/** One turn of the event loop: what is queued now (timers due, I/O, a microtask chain) has run. */
const aTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the write turn', () => {
  it("makes one connection's write wait for the other's commit without stopping the thread", async () => {
    const [server, worker] = twoConnections(true);
    await server.exec('CREATE TABLE t (n INTEGER)');
    const { chunk, release } = await chunkHeld(worker);
    const ticks = tickCounter();
    let settled = false;
    const write = server.run('INSERT INTO t (n) VALUES (2)').finally(() => {
      settled = true;
    });
    // The thread runs timers while the write waits for the worker's commit, however long that is.
    try {
      await vi.waitFor(() => expect(ticks.count).toBeGreaterThan(5), { timeout: 10_000, interval: 5 });
    } finally {
      ticks.stop();
    }
    expect(settled).toBe(false);
    release();
    await chunk;
    await write;
    // The server's write came after the worker's commit.
    expect(await server.all('SELECT n FROM t ORDER BY rowid')).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('without it, the same write stops the thread inside SQLite and fails once busy_timeout is spent', async () => {
    const [server, worker] = twoConnections(false);
    await server.exec('CREATE TABLE t (n INTEGER)');
    server.connection.pragma('busy_timeout = 100');
    const { chunk, release } = await chunkHeld(worker);
    const ticks = tickCounter();
    let failure: unknown;
    await server.run('INSERT INTO t (n) VALUES (2)').catch((error) => (failure = error));
    ticks.stop();
    expect(String(failure)).toMatch(/database is locked/);
    // SQLite's busy wait held the thread for 100 ms: not one 5 ms timer ran.
    expect(ticks.count).toBe(0);
    release();
    await chunk;
  });

  it('is shared with a worker thread, and given back when a worker stops while holding it', async () => {
    const turn = new WriteTurn();
    const worker = new Worker(
      `const { workerData, parentPort, threadId } = require('node:worker_threads');
       Atomics.store(new Int32Array(workerData), 0, threadId + 1);
       parentPort.once('message', () => process.exit(0));
       parentPort.postMessage('holding');`,
      { eval: true, workerData: turn.shared },
    );
    await new Promise((resolve) => worker.once('message', resolve));
    const taken = turn.take();
    let got = false;
    void taken.then(() => {
      got = true;
    });
    await aTurn();
    expect(got).toBe(false);
    // The worker stops while holding the turn: that alone gives nothing back.
    const { threadId } = worker;
    worker.postMessage('stop');
    await new Promise((resolve) => worker.once('exit', resolve));
    await aTurn();
    expect(got).toBe(false);
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
    const said = (message: string) =>
      new Promise<void>((resolve) =>
        worker.on('message', (m: string) => {
          if (m === message) resolve();
        }),
      );
    worker.on('message', (message: string) => messages.push(message));
    const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
    // Once it said it waits, nothing but the wait is pending in its thread (its port does not keep it alive): a thread
    // that ends there would be gone before the question below reaches it, and never answer.
    await said('waiting');
    worker.postMessage('still there?');
    await Promise.race([
      said('still waiting'),
      exited.then((code) => Promise.reject(new Error(`the worker ended (${code}) while it waited`))),
    ]);
    expect(messages).toEqual(['waiting', 'still waiting']);
    turn.give();
    expect(await exited).toBe(0);
    expect(messages).toEqual(['waiting', 'still waiting', 'got the turn']);
  }, 30_000);
});
