import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../../../server/db/open-database';
import { seedCity } from '../../../helpers/seed-city';

const WEEK = '2026-11-19';
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

/** A data folder holding a seeded city whose week was released; matching is due. */
function cityReadyToMatch(members: number): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycle-restart-'));
  folders.push(dataDir);
  const db = openDatabase(path.join(dataDir, 'app.db'));
  seedCity(db, { members, seed: 7 });
  db.prepare(
    "INSERT INTO cycle_jobs (city, week, step, due_at, status) VALUES ('toronto', ?, 'release', '2026-11-19T17:00:00.000Z', 'done')",
  ).run(WEEK);
  db.close();
  return dataDir;
}

const env = (dataDir: string) => ({
  ...process.env,
  DATA_DIR: dataDir,
  CLOCK_START: '2026-11-23T14:00:05Z',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'development',
  SMTP_URL: '',
});
const cycleArgs = ['--import', 'tsx', 'scripts/cycle.ts', 'match', '--city', 'toronto'];

function runMatch(dataDir: string): string {
  const result = spawnSync(process.execPath, cycleArgs, { env: env(dataDir), encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

function read<T>(dataDir: string, use: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
  db.pragma('busy_timeout = 5000');
  try {
    return use(db);
  } finally {
    db.close();
  }
}

const groupsOf = (dataDir: string) =>
  read(dataDir, (db) =>
    (
      db.prepare('SELECT group_id AS id, user_id AS "userId" FROM group_invites ORDER BY user_id').all() as { id: string; userId: string }[]
    ).reduce((groups, row) => groups.set(row.id, [...(groups.get(row.id) ?? []), row.userId]), new Map<string, string[]>()),
  );
const memberSets = (groups: Map<string, string[]>) => [...groups.values()].map((members) => members.join(',')).sort();

it('a matching run killed halfway leaves nothing, and the next run forms every group exactly once', async () => {
  const whole = cityReadyToMatch(20_000);
  const interrupted = path.join(path.dirname(whole), `${path.basename(whole)}-copy`);
  fs.cpSync(whole, interrupted, { recursive: true });
  folders.push(interrupted);

  runMatch(whole);
  const expected = memberSets(groupsOf(whole));
  expect(expected.length).toBeGreaterThan(100);

  const child = spawn(process.execPath, cycleArgs, { env: env(interrupted), stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let seenRunning = false;
  while (!seenRunning && child.exitCode === null) {
    seenRunning =
      read(interrupted, (db) => db.prepare("SELECT status FROM cycle_jobs WHERE step = 'match'").get() as { status: string } | undefined)
        ?.status === 'running';
    if (!seenRunning) await new Promise((resolve) => setTimeout(resolve, 5));
  }
  child.kill('SIGKILL');
  await exited;
  expect(seenRunning, 'the run was killed while it was matching').toBe(true);
  expect(groupsOf(interrupted).size).toBe(0);
  expect(read(interrupted, (db) => db.prepare('SELECT COUNT(*) AS n FROM groups').get())).toEqual({ n: 0 });

  expect(runMatch(interrupted)).toContain('match toronto 2026-11-19: done');
  expect(memberSets(groupsOf(interrupted))).toEqual(expected);
  expect(runMatch(interrupted)).toContain('already-finished');
  expect(memberSets(groupsOf(interrupted))).toEqual(expected);
  const counts = read(interrupted, (db) => ({
    groups: (db.prepare('SELECT COUNT(*) AS n FROM groups').get() as { n: number }).n,
    outcomes: (db.prepare('SELECT COUNT(*) AS n FROM match_outcomes').get() as { n: number }).n,
    attempts: (db.prepare("SELECT attempts FROM cycle_jobs WHERE step = 'match'").get() as { attempts: number }).attempts,
  }));
  expect(counts).toMatchObject({ groups: expected.length, attempts: 2 });
}, 120_000);
