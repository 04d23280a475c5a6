import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../server/db/database';
import { PostgresDatabase } from '../../../server/db/postgres-database';
import { SqliteDatabase } from '../../../server/db/sqlite-database';
import { deferred } from '../../helpers/deferred';
import { freshTestDatabase, onPostgres, type TestDatabase } from '../../helpers/test-database';

/** The data layer's promises, on the engine this run uses (SQLite file, or PostgreSQL with TEST_DATABASE_URL). */
let db: Database;
let dir: string;
let pgDatabase: TestDatabase | null = null;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'database-test-'));
  if (onPostgres()) {
    pgDatabase = await freshTestDatabase();
    db = new PostgresDatabase(pgDatabase.url!);
  } else db = new SqliteDatabase(path.join(dir, 'app.db'));
  await db.exec('CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL)');
  await db.run('INSERT INTO counters (name, value) VALUES (?, ?)', ['a', 0]);
});

afterEach(async () => {
  await db.close();
  await pgDatabase?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const counterValue = async (name = 'a') => (await db.get<{ value: number }>('SELECT value FROM counters WHERE name = ?', [name]))?.value;
/** One turn of the event loop: what is queued now (a microtask chain, an immediate) has run. */
const aTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Until a statement beginning `sqlStart` waits for a row lock another connection holds (PostgreSQL, which shows it in
 * pg_stat_activity); on SQLite, where a statement waits in this thread, for one turn of the event loop: a statement
 * that did not wait would have run by then.
 */
async function untilWaiting(sqlStart: string): Promise<void> {
  if (!onPostgres()) return void (await aTurn());
  const waiting = `SELECT COUNT(*) AS n FROM pg_stat_activity
    WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE ?`;
  await vi.waitFor(async () => expect((await db.get<{ n: number }>(waiting, [`${sqlStart}%`]))!.n).toBe(1), {
    timeout: 10_000,
    interval: 10,
  });
}

describe('the database interface', () => {
  it('answers rows with their aliases as written, numbers as numbers, and counts changes', async () => {
    await db.run('INSERT INTO counters (name, value) VALUES (?, ?), (?, ?)', ['b', 2, 'c', 3]);
    const rows = await db.all<{ counterName: string; value: number }>('SELECT name AS "counterName", value FROM counters ORDER BY name');
    expect(rows).toEqual([
      { counterName: 'a', value: 0 },
      { counterName: 'b', value: 2 },
      { counterName: 'c', value: 3 },
    ]);
    expect(await db.get<{ n: number; total: number }>('SELECT COUNT(*) AS n, SUM(value) AS total FROM counters')).toEqual({
      n: 3,
      total: 5,
    });
    expect(await db.run('UPDATE counters SET value = value + 1 WHERE value > ?', [0])).toEqual({ changes: 2 });
    expect(await db.get('SELECT value FROM counters WHERE name = ?', ['nobody'])).toBeUndefined();
  });

  it('leaves a question mark inside a string literal alone', async () => {
    await db.run("INSERT INTO counters (name, value) VALUES ('what?', ?)", [7]);
    expect(await counterValue('what?')).toBe(7);
  });

  it('commits a transaction whole, or on an error rolls it back whole', async () => {
    await db.transaction(async () => {
      await db.run('UPDATE counters SET value = 1 WHERE name = ?', ['a']);
      await db.run('INSERT INTO counters (name, value) VALUES (?, ?)', ['b', 1]);
    });
    expect(await db.all('SELECT name FROM counters ORDER BY name')).toEqual([{ name: 'a' }, { name: 'b' }]);
    await expect(
      db.transaction(async () => {
        await db.run('UPDATE counters SET value = 99 WHERE name = ?', ['a']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await counterValue()).toBe(1);
  });

  it('never lets other work see or join an open transaction', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const halfDone = deferred();
    const writer = db.transaction(async () => {
      await db.run('UPDATE counters SET value = 5 WHERE name = ?', ['a']);
      halfDone.resolve();
      await held;
      await db.run('UPDATE counters SET value = 6 WHERE name = ?', ['a']);
    });
    await halfDone.promise;
    // Another request reads meanwhile: it sees the last committed value (PostgreSQL, at once) or waits for the commit
    // (SQLite: it has not answered in this turn), never the transaction's half-done 5.
    let answered = false;
    const read = counterValue().finally(() => {
      answered = true;
    });
    try {
      if (onPostgres()) expect(await read).toBe(0);
      else {
        await aTurn();
        expect(answered).toBe(false);
      }
    } finally {
      release();
    }
    await writer;
    expect(await read).toBe(onPostgres() ? 0 : 6);
    expect(await counterValue()).toBe(6);
  });

  it('runs concurrent read-then-write transactions as if one after the other (no lost update)', async () => {
    const increment = () =>
      db.transaction(async () => {
        const value = (await counterValue())!;
        // Open for a while between its read and its write (the behaviour under test: the others' reads could come in
        // between, on PostgreSQL from connections of their own).
        await new Promise((resolve) => setTimeout(resolve, 5));
        await db.run('UPDATE counters SET value = ? WHERE name = ?', [value + 1, 'a']);
      });
    await Promise.all(Array.from({ length: 8 }, increment));
    expect(await counterValue()).toBe(8);
  });

  it('never lets work left behind by a finished transaction join the next one', async () => {
    let letGo!: () => void;
    const gate = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    let straggler!: Promise<unknown>;
    await db.transaction(async () => {
      // Started inside the first transaction, never awaited by it: it runs on after that one committed.
      straggler = (async () => {
        await gate;
        await db.run('UPDATE counters SET value = 100 WHERE name = ?', ['a']);
      })();
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const failing = db.transaction(async () => {
      await db.run('UPDATE counters SET value = 1 WHERE name = ?', ['a']);
      letGo();
      await held;
      throw new Error('rolled back');
    });
    try {
      // The straggler's write waits: for the write turn (SQLite), for the row the failing transaction changed (PostgreSQL).
      await untilWaiting('UPDATE counters SET value = 100');
    } finally {
      release();
    }
    await expect(failing).rejects.toThrow('rolled back');
    await straggler;
    // Its write is its own: not rolled back with the second transaction.
    expect(await counterValue()).toBe(100);
  });

  it('joins a transaction started inside another instead of deadlocking', async () => {
    await db.transaction(async () => {
      await db.run('UPDATE counters SET value = 1 WHERE name = ?', ['a']);
      await db.transaction(async () => db.run('UPDATE counters SET value = value + 1 WHERE name = ?', ['a']));
    });
    expect(await counterValue()).toBe(2);
  });
});
