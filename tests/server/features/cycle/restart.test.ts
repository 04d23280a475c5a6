import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { Database } from '../../../../server/db/database';
import { openDatabase } from '../../../../server/db/open-database';
import { groupsRepo } from '../../../../server/features/groups/repo';
import { jobRepo } from '../../../../server/features/week/job-repo';
import { seedCity } from '../../../helpers/seed-city';
import { freshTestDatabase, onPostgres, type TestDatabase } from '../../../helpers/test-database';

const WEEK = '2026-11-19';
/**
 * Large enough that the matching runs long enough to be killed in the middle. PostgreSQL gets fewer: seeding goes
 * row by row over the wire (about 4 ms a member here), and a few thousand members still make hundreds of groups.
 */
const MEMBERS = onPostgres() ? 3_000 : 20_000;
const folders: string[] = [];
const schemas: TestDatabase[] = [];
afterAll(async () => {
  folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true }));
  for (const schema of schemas) await schema.drop();
});

/** Where one copy of the installation keeps its data: a data folder, and on PostgreSQL its own schema. */
interface Installation {
  dataDir: string;
  databaseUrl: string | null;
}

const open = (place: Installation) => openDatabase({ databaseUrl: place.databaseUrl, file: path.join(place.dataDir, 'app.db') });

async function newInstallation(): Promise<Installation> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycle-restart-'));
  folders.push(dataDir);
  const schema = await freshTestDatabase();
  schemas.push(schema);
  return { dataDir, databaseUrl: schema.url };
}

/** An installation holding a seeded city whose week was released; matching is due. */
async function cityReadyToMatch(members: number): Promise<Installation> {
  const place = await newInstallation();
  const db = await open(place);
  await seedCity(db, { members, seed: 7 });
  // The week's release, done (its batches are not needed to match).
  const release = { city: 'toronto', week: WEEK, step: 'release' } as const;
  const releasedAt = new Date('2026-11-19T17:00:00.000Z');
  await jobRepo(db).ensure(release.city, release.week, release.step, releasedAt);
  expect(await jobRepo(db).claim(release, releasedAt, 60_000)).toBe('claimed');
  await jobRepo(db).finish(release, 'done', releasedAt, {});
  await db.close();
  return place;
}

/**
 * A second installation with the same rows: the SQLite file copied, or on PostgreSQL a new schema seeded the same way
 * (the seeded city is the same for the same seed, row for row).
 */
async function copyOf(source: Installation): Promise<Installation> {
  if (source.databaseUrl) return cityReadyToMatch(MEMBERS);
  const dataDir = path.join(path.dirname(source.dataDir), `${path.basename(source.dataDir)}-copy`);
  fs.cpSync(source.dataDir, dataDir, { recursive: true });
  folders.push(dataDir);
  return { dataDir, databaseUrl: null };
}

const env = (place: Installation) => ({
  ...process.env,
  DATA_DIR: place.dataDir,
  DATABASE_URL: place.databaseUrl ?? '',
  CLOCK_START: '2026-11-23T14:00:05Z',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'development',
  SMTP_URL: '',
  // The fast default: this test is about durability, not the anytime search's quality (a 20,000-member city
  // would otherwise get its 37 s budget on every run).
  MATCH_SECONDS: '0',
});
const cycleArgs = ['--import', 'tsx', 'scripts/cycle.ts', 'match', '--city', 'toronto'];

function runMatch(place: Installation): string {
  const result = spawnSync(process.execPath, cycleArgs, { env: env(place), encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

async function read<T>(place: Installation, use: (db: Database) => Promise<T>): Promise<T> {
  const db = await open(place);
  try {
    return await use(db);
  } finally {
    await db.close();
  }
}

/** The week's groups, each with its invited members' ids in order. */
const groupsOf = (place: Installation) =>
  read(place, async (db) => {
    const groups = new Map<string, string[]>();
    for (const group of await groupsRepo(db).groupsOfWeek('toronto', WEEK))
      groups.set(group.id, (await groupsRepo(db).invitesOf(group.id)).map((invite) => invite.userId).sort());
    return groups;
  });
const memberSets = (groups: Map<string, string[]>) => [...groups.values()].map((members) => members.join(',')).sort();
const matchJob = (db: Database) => jobRepo(db).find('toronto', WEEK, 'match');

it('a matching run killed halfway leaves nothing, and the next run forms every group exactly once', async () => {
  const whole = await cityReadyToMatch(MEMBERS);
  const interrupted = await copyOf(whole);

  runMatch(whole);
  const expected = memberSets(await groupsOf(whole));
  expect(expected.length).toBeGreaterThan(100);

  const child = spawn(process.execPath, cycleArgs, { env: env(interrupted), stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let seenRunning = false;
  await read(interrupted, async (db) => {
    while (!seenRunning && child.exitCode === null) {
      seenRunning = (await matchJob(db))?.status === 'running';
      if (!seenRunning) await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
  child.kill('SIGKILL');
  await exited;
  expect(seenRunning, 'the run was killed while it was matching').toBe(true);
  expect((await groupsOf(interrupted)).size).toBe(0);

  expect(runMatch(interrupted)).toContain('match toronto 2026-11-19: done');
  expect(memberSets(await groupsOf(interrupted))).toEqual(expected);
  expect(runMatch(interrupted)).toContain('already-finished');
  expect(memberSets(await groupsOf(interrupted))).toEqual(expected);
  const counts = await read(interrupted, async (db) => ({
    groups: (await groupsRepo(db).groupsOfWeek('toronto', WEEK)).length,
    attempts: (await matchJob(db))!.attempts,
  }));
  expect(counts).toMatchObject({ groups: expected.length, attempts: 2 });
}, 180_000);
