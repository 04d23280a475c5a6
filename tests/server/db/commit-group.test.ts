import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CommitGroup, type Outcome } from '../../../server/db/commit-group';
import type { Database } from '../../../server/db/database';
import { PostgresDatabase } from '../../../server/db/postgres-database';
import { SqliteDatabase } from '../../../server/db/sqlite-database';
import { deferred } from '../../helpers/deferred';
import { freshTestDatabase, onPostgres, type TestDatabase } from '../../helpers/test-database';

/** Durable transactions arriving together (commit-group.ts), on the engine this run uses. */
let db: Database;
/** A second connection to the same database: what it reads is committed. */
let other: Database;
let dir: string;
let pgDatabase: TestDatabase | null = null;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'commit-group-test-'));
  if (onPostgres()) {
    pgDatabase = await freshTestDatabase();
    db = new PostgresDatabase(pgDatabase.url!);
    other = new PostgresDatabase(pgDatabase.url!);
  } else {
    db = new SqliteDatabase(path.join(dir, 'app.db'));
    other = new SqliteDatabase(path.join(dir, 'app.db'));
  }
  await db.exec('CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL)');
});

afterEach(async () => {
  await db.close();
  await other.close();
  await pgDatabase?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const insert = (name: string) => db.run('INSERT INTO counters (name, value) VALUES (?, ?)', [name, 1]);
const committedNames = async () => (await other.all<{ name: string }>('SELECT name FROM counters ORDER BY name')).map((row) => row.name);

describe('durable transactions that arrive together', () => {
  it('each answers after its own change is committed, and one failing undoes only its own changes', async () => {
    const seenAtAnswer = new Map<string, string[]>();
    const change = (name: string, fail = false) =>
      db
        .transaction(
          async () => {
            await insert(name);
            await db.run('UPDATE counters SET value = value + 1 WHERE name = ?', [name]);
            if (fail) throw new Error(`${name} refused`);
            return name;
          },
          { durable: true },
        )
        .then(async (value) => {
          seenAtAnswer.set(name, await committedNames());
          return value;
        });
    const results = await Promise.allSettled([change('a'), change('b'), change('c', true), change('d'), change('e')]);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error).message))).toEqual([
      'a',
      'b',
      'c refused',
      'd',
      'e',
    ]);
    for (const name of ['a', 'b', 'd', 'e']) expect(seenAtAnswer.get(name)).toContain(name);
    expect(await committedNames()).toEqual(['a', 'b', 'd', 'e']);
    expect(await other.all('SELECT value FROM counters')).toEqual(Array(4).fill({ value: 2 }));
    // On SQLite the five shared one commit, one WAL sync; PostgreSQL commits each on its own.
    if (db instanceof SqliteDatabase) expect(db.durableCommits).toBe(1);
  });

  it('a failing statement (a constraint) in one change leaves the others of its group whole', async () => {
    await insert('taken');
    const results = await Promise.allSettled(['x', 'taken', 'y'].map((name) => db.transaction(() => insert(name), { durable: true })));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await committedNames()).toEqual(['taken', 'x', 'y']);
  });

  it('no other work sees a group before its commit, and changes that come later form the next group', async () => {
    let workFinished = false;
    const inWork = deferred();
    const release = deferred();
    const first = db.transaction(
      async () => {
        await insert('first');
        inWork.resolve();
        await release.promise;
        workFinished = true;
        return 'first';
      },
      { durable: true },
    );
    // The group has been taken and its work is under way.
    await inWork.promise;
    // A read from outside: on SQLite it waits for the group's end; on PostgreSQL it sees only what is committed.
    let answered = false;
    const outside = db
      .all<{ name: string }>('SELECT name FROM counters ORDER BY name')
      .then((rows) => ({ names: rows.map((row) => row.name), workFinished }))
      .finally(() => {
        answered = true;
      });
    const second = db.transaction(() => insert('second'), { durable: true });
    try {
      if (onPostgres()) {
        // PostgreSQL answers the read from another connection while the work goes on, with nothing of it. It may see
        // 'second': PostgreSQL commits each transaction on its own, and that one does not wait for the first.
        const read = await outside;
        expect(read.workFinished).toBe(false);
        expect(read.names).not.toContain('first');
      } else {
        // SQLite's read would run on the same connection in this turn of the event loop: it has not.
        await new Promise((resolve) => setImmediate(resolve));
        expect(answered).toBe(false);
      }
    } finally {
      release.resolve();
    }
    await Promise.all([first, second]);
    // On SQLite the read answered once the group was committed.
    if (!onPostgres()) expect((await outside).workFinished).toBe(true);
    expect(await committedNames()).toEqual(['first', 'second']);
    if (db instanceof SqliteDatabase) expect(db.durableCommits).toBe(2);
  });
});

describe('the commit group', () => {
  it('hands the engine everyone who joined before it was taken, and gives each its own outcome', async () => {
    const groups: number[] = [];
    const group = new CommitGroup(async (take) => {
      const works = take();
      groups.push(works.length);
      const outcomes: Outcome[] = [];
      for (const work of works) {
        try {
          outcomes.push({ ok: true, value: await work() });
        } catch (error) {
          outcomes.push({ ok: false, error });
        }
      }
      return outcomes;
    });
    const together = await Promise.allSettled([
      group.join(async () => 1),
      group.join(async () => {
        throw new Error('two');
      }),
      group.join(async () => 3),
    ]);
    expect(together.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([1, 'two', 3]);
    await group.join(async () => 4);
    expect(groups).toEqual([3, 1]);
    await group.idle();
  });

  it('fails every member when the engine fails the whole group', async () => {
    const group = new CommitGroup(async () => {
      throw new Error('disk gone');
    });
    const results = await Promise.allSettled([group.join(async () => 1), group.join(async () => 2)]);
    expect(results.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : 'fulfilled'))).toEqual(['disk gone', 'disk gone']);
  });
});
