import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteDatabase } from '../../../server/db/sqlite-database';
import { type DataSync, WalSync } from '../../../server/db/wal-sync';
import { heldSync } from '../../helpers/held-sync';

/**
 * Durable commits on SQLite (durable.ts, wal-sync.ts): the WAL is synced in the thread pool, and nobody is answered
 * before the sync that covers their commit has ended. The disk sync is held or failed here where a test needs it to
 * be (it then calls the real fdatasync); everything else is the real database on a real file.
 */
const realSync: DataSync = promisify(fs.fdatasync);

let dir: string;
let db: SqliteDatabase;
/** A second connection to the same file: what it reads is committed. */
let other: SqliteDatabase;

async function open(dataSync?: DataSync) {
  db = new SqliteDatabase(path.join(dir, 'app.db'), { dataSync });
  other = new SqliteDatabase(path.join(dir, 'app.db'));
  await db.exec('CREATE TABLE notes (name TEXT PRIMARY KEY)');
}

const insert = (name: string) => db.transaction(() => db.run('INSERT INTO notes (name) VALUES (?)', [name]), { durable: true });
const committedNames = async () => (await other.all<{ name: string }>('SELECT name FROM notes ORDER BY name')).map((row) => row.name);
/** One turn of the event loop: what is queued now (a microtask chain, an immediate) has run. */
const aTurn = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-sync-test-'));
});

afterEach(async () => {
  await db?.close();
  await other?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('durable commits on SQLite', () => {
  it('answers a durable change only once a sync begun after its commit has ended; durableSoFar waits for it too', async () => {
    const sync = heldSync({ holding: true });
    await open(sync.fn);
    let answered = false;
    const change = insert('a').then(() => {
      answered = true;
    });
    await sync.whenStarted(1);
    // Committed (another connection reads it), not yet on disk: not answered.
    expect(await committedNames()).toEqual(['a']);
    let soFar = false;
    const waited = db.durableSoFar().then(() => {
      soFar = true;
    });
    // Nothing but the held sync is left to wait for: an answer that did not wait for it would have come by now.
    await aTurn();
    expect(answered).toBe(false);
    expect(soFar).toBe(false);
    expect(db.syncedThrough).toBe(0);
    sync.release();
    await change;
    await waited;
    expect(db.durableCommits).toBe(1);
    expect(db.syncedThrough).toBe(1);
    // Nothing more to put on disk: answers at once, with no further sync.
    await db.durableSoFar();
    expect(sync.started).toBe(1);
  });

  it('changes that commit while a sync runs share the next one, and the connection stays at synchronous=NORMAL', async () => {
    const sync = heldSync({ holding: true });
    await open(sync.fn);
    const first = insert('a');
    await sync.whenStarted(1);
    // The three join the next commit group as they are called, while the first group waits for its sync.
    const later = Promise.all([insert('b'), insert('c'), insert('d')]);
    sync.release();
    sync.hold();
    await first;
    await sync.whenStarted(2);
    sync.release();
    await later;
    expect(await committedNames()).toEqual(['a', 'b', 'c', 'd']);
    expect(sync.started).toBe(2);
    expect(db.syncedThrough).toBe(db.durableCommits);
    expect(db.connection.pragma('synchronous', { simple: true })).toBe(1);
  });

  it('a failed sync fails its changes and every later durable change, and is never tried again', async () => {
    let calls = 0;
    const diskError = Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });
    await open(async () => {
      calls += 1;
      throw diskError;
    });
    await expect(insert('a')).rejects.toBe(diskError);
    await expect(insert('b')).rejects.toBe(diskError);
    await expect(db.durableSoFar()).rejects.toBe(diskError);
    expect(calls).toBe(1);
    // Writes that need no sync go on.
    await db.run('INSERT INTO notes (name) VALUES (?)', ['c']);
    expect(await committedNames()).toContain('c');
  });

  it('syncs the real WAL file with fdatasync by default', async () => {
    await open();
    await insert('a');
    await insert('b');
    expect(db.durableCommits).toBe(2);
    expect(db.syncedThrough).toBe(2);
    expect(await committedNames()).toEqual(['a', 'b']);
  });
});

describe('the WAL sync', () => {
  it('syncs the file at its path, opened again when it was replaced (another inode)', async () => {
    const file = path.join(dir, 'app.db-wal');
    fs.writeFileSync(file, 'first');
    const synced: number[] = [];
    const wal = new WalSync(file, async (fd) => {
      synced.push(fs.fstatSync(fd).ino);
      await realSync(fd);
    });
    await wal.syncThrough(1, () => 1);
    fs.rmSync(file);
    fs.writeFileSync(file, 'second');
    await wal.syncThrough(2, () => 2);
    wal.close();
    expect(synced).toHaveLength(2);
    expect(synced[1]).toBe(fs.statSync(file).ino);
    expect(synced[1]).not.toBe(synced[0]);
  });

  it('a sync covers only the commits made before it began', async () => {
    const file = path.join(dir, 'app.db-wal');
    fs.writeFileSync(file, 'frames');
    let committed = 3;
    let syncs = 0;
    const wal = new WalSync(file, async (fd) => {
      syncs += 1;
      // A commit written while the disk works is not covered by this sync.
      committed += 1;
      await realSync(fd);
    });
    await wal.syncThrough(3, () => committed);
    expect(wal.syncedThrough).toBe(3);
    await wal.syncThrough(4, () => committed);
    expect(wal.syncedThrough).toBe(4);
    expect(syncs).toBe(2);
    wal.close();
  });
});
