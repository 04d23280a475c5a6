import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { openDatabase } from '../../../server/db/open-database';
import { openPresence, type Presence } from '../../../server/db/presence';
import { freshTestDatabase, onPostgres, type TestDatabase } from '../../helpers/test-database';

// Which app process holds a claim, and whether it still runs: alive while it runs, gone the moment it is killed.
const HOLDER = path.resolve('tests/helpers/presence-holder.ts');
const DEADLINE_MS = 20_000;

let dir: string;
let database: TestDatabase;
let location: { databaseUrl?: string; file: string };
let db: Database;
const opened: Presence[] = [];
const children: ChildProcess[] = [];

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'presence-'));
  database = await freshTestDatabase();
  location = { ...(database.url ? { databaseUrl: database.url } : {}), file: path.join(dir, 'app.db') };
  db = await openDatabase(location);
});
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const presence of opened.splice(0)) await presence.close();
  await db.close();
  await database.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

function presence(): Presence {
  const made = openPresence(location, db);
  opened.push(made);
  return made;
}

/** Another process holding a presence of its own on the same database: its id, and the process. */
async function holder(): Promise<{ id: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, JSON.stringify(location)], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  let output = '';
  for await (const chunk of child.stdout!) {
    output += String(chunk);
    const id = /^presence (\S+)$/m.exec(output)?.[1];
    if (id) return { id, child };
  }
  throw new Error(`the presence holder ended without its id: ${output}`);
}

/** Waits (no sleeping a set time) until `id` is seen gone; PostgreSQL ends the session once it reads the closed socket. */
async function untilGone(watcher: Presence, id: string): Promise<void> {
  const deadline = Date.now() + DEADLINE_MS;
  while (await watcher.alive(id)) {
    if (Date.now() > deadline) throw new Error(`${id} still looks alive after ${DEADLINE_MS} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe(`an app process's presence (${onPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('another process is alive while it runs and gone the moment it is killed -9', async () => {
    const watcher = presence();
    const { id, child } = await holder();
    expect(watcher.isOwn(id)).toBe(false);
    expect(await watcher.alive(id)).toBe(true);
    // Asked again: looking does not take its lock away.
    expect(await watcher.alive(id)).toBe(true);
    child.kill('SIGKILL');
    await once(child, 'exit');
    await untilGone(watcher, id);
    if (!location.databaseUrl) expect(fs.readdirSync(`${location.file}-presence`)).toEqual([]);
  });

  it('its own ids are its own and alive; a presence closed is gone; an id never held is not alive', async () => {
    const mine = presence();
    const other = presence();
    const id = await mine.id();
    expect(await mine.id()).toBe(id);
    expect([mine.isOwn(id), await mine.alive(id)]).toEqual([true, true]);
    const otherId = await other.id();
    expect(otherId).not.toBe(id);
    expect([mine.isOwn(otherId), await mine.alive(otherId)]).toEqual([false, true]);
    await other.close();
    expect(await mine.alive(otherId)).toBe(false);
    for (const never of [location.databaseUrl ? '4242' : '00000000-0000-4000-8000-000000000000', '../app.db', '', 'x'])
      expect(await mine.alive(never)).toBe(false);
  });
});
