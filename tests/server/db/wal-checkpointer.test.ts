import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SqliteDatabase } from '../../../server/db/sqlite-database';
import { BACKSTOP_FRAMES, type CheckpointerMessage, RESTART_AT_FRAMES, walCheckpointer } from '../../../server/db/wal-checkpointer';

// The server's connection leaves copying the WAL into the database file to a thread of its own
// (server/db/wal-checkpointer.ts): SQLite did it inside the commit that found the WAL long, on the server's thread.

const PAGE = 4096;
const dirs: string[] = [];
const open: SqliteDatabase[] = [];
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  for (const db of open.splice(0)) await db.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function database(): Promise<{ db: SqliteDatabase; wal: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-checkpointer-'));
  dirs.push(dir);
  const file = path.join(dir, 'app.db');
  const db = new SqliteDatabase(file);
  open.push(db);
  await db.exec('CREATE TABLE t (n INTEGER PRIMARY KEY, blob BLOB NOT NULL)');
  return { db, wal: `${file}-wal` };
}

/** The checkpointer on `db`: the frames of each checkpoint it made in the write turn, and each thing it told. */
function started(db: SqliteDatabase): { copies: number[]; told: CheckpointerMessage['kind'][]; stop: () => Promise<void> } {
  const copies: number[] = [];
  const told: CheckpointerMessage['kind'][] = [];
  const { stop } = walCheckpointer(db, {
    onMessage: (message) => {
      told.push(message.kind);
      if (message.kind === 'copied') copies.push(message.frames);
    },
  });
  stops.push(stop);
  return { copies, told, stop };
}

/** Until the checkpointer has told `kind`. */
const untilTold = (told: string[], kind: CheckpointerMessage['kind']) =>
  vi.waitFor(() => expect(told).toContain(kind), { timeout: 10_000, interval: 5 });

/** Commits `count` rows of `pagesEach` pages each, durably, one by one. */
async function commitRows(db: SqliteDatabase, count: number, pagesEach: number, pauseMs = 0): Promise<void> {
  for (let i = 0; i < count; i++) {
    await db.transaction(() => db.run('INSERT INTO t (blob) VALUES (?)', [Buffer.alloc(pagesEach * PAGE, i % 251)]), { durable: true });
    if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

const walBytes = (wal: string) => (fs.existsSync(wal) ? fs.statSync(wal).size : 0);

describe('the WAL checkpointer thread', () => {
  it("keeps the WAL short under a steady flow of commits, though the server's connection no longer checkpoints below 64 MB", async () => {
    const { db, wal } = await database();
    const { copies } = started(db);
    expect(db.connection.pragma('wal_autocheckpoint', { simple: true })).toBe(BACKSTOP_FRAMES);
    // 48 MB over about 3 s, in commits of 128 KB: SQLite's connection alone would let the WAL grow to all of it.
    let longest = 0;
    const watching = setInterval(() => {
      longest = Math.max(longest, walBytes(wal));
    }, 10);
    try {
      await commitRows(db, 384, 32, 8);
    } finally {
      clearInterval(watching);
    }
    longest = Math.max(longest, walBytes(wal));
    expect(copies.length).toBeGreaterThan(0);
    expect(copies.every((frames) => frames >= RESTART_AT_FRAMES)).toBe(true);
    expect(longest).toBeLessThan(16 * 1024 * 1024);
    expect((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM t'))!.n).toBe(384);
  });

  it('makes the WAL start over only in the write turn, so no commit of the server waits inside SQLite for it', async () => {
    const { db } = await database();
    const { copies, told, stop } = started(db);
    await commitRows(db, 2, (RESTART_AT_FRAMES / 2) * 1.2);
    await db.writeTurn.take();
    let stopped: Promise<void>;
    try {
      // The thread has copied what it could outside the turn and now wants it. Asked to stop, it says so only once
      // what it does at once after wanting the turn is done: a checkpoint made without the turn would be told first.
      await untilTold(told, 'turn-wanted');
      stopped = stop();
      await untilTold(told, 'stopping');
      expect(copies).toEqual([]);
    } finally {
      db.writeTurn.give();
    }
    // The checkpoint under way ends in the turn, then the thread stops.
    await stopped;
    expect(copies).toHaveLength(1);
    expect(copies[0]).toBeGreaterThanOrEqual(RESTART_AT_FRAMES);
  });

  it('hands checkpoints back to SQLite once it stops, even when asked to while it waits for the write turn', async () => {
    const { db } = await database();
    const { copies, told, stop } = started(db);
    await commitRows(db, 2, (RESTART_AT_FRAMES / 2) * 1.2);
    await db.writeTurn.take();
    // Once the thread waits for the turn, ask it to stop; the turn comes back once it has been told.
    await untilTold(told, 'turn-wanted');
    const stopped = stop();
    await untilTold(told, 'stopping');
    db.writeTurn.give();
    await stopped;
    expect(copies.length).toBeLessThanOrEqual(1);
    expect(db.connection.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    // The turn is free: the server's writes go on.
    await commitRows(db, 1, 1);
  });

  it('never keeps the process alive by itself', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/fixtures/checkpointer-alone.ts'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    try {
      expect(await exited).toBe(0);
      expect(output).toBe('started\n');
    } finally {
      clearTimeout(timer);
    }
  }, 20_000);
});
