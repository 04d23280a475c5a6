import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/db/database';
import { openDatabase } from '../../../../server/db/open-database';
import { discoverRepo } from '../../../../server/features/discover/repo';
import { groupsRepo } from '../../../../server/features/groups/repo';
import { noticesRepo } from '../../../../server/features/notices/repo';
import { jobRepo, type CycleStep } from '../../../../server/features/week/job-repo';
import { seedCity } from '../../../helpers/seed-city';
import { startServerProcess, type ServerProcess } from '../../../helpers/server-process';
import { freshTestDatabase, onPostgres, type TestDatabase } from '../../../helpers/test-database';

/**
 * Two real servers (server/main.ts) on ONE database, each with the weekly scheduler running, started together at
 * the moment a step falls due: between them every step runs exactly once. On PostgreSQL the two have their own
 * data folders, as two machines would; on SQLite they share DATA_DIR and so the one app.db file (WAL lets the
 * second process wait its turn for the write lock, up to busy_timeout). Restarted at each step's time, since the
 * clock a server starts at (CLOCK_START) then runs at normal speed.
 */
const WEEK = '2026-11-19';
const MEMBERS = 240;
/**
 * Below Linux's ephemeral range (32768-60999): a port inside it may be held for a moment by any client socket on the
 * machine (another test file's PostgreSQL connection), and the server's listen then fails with EADDRINUSE, as 45462
 * did in a clean-clone CI run.
 */
const PORTS = [4461, 4462] as const;
const PHASES: { step: CycleStep; clock: string }[] = [
  { step: 'release', clock: '2026-11-19T17:00:05Z' }, // Thursday 12:00 in Toronto
  { step: 'match', clock: '2026-11-23T14:00:05Z' }, // Monday 09:00: picks close, groups are formed
  { step: 'deadline', clock: '2026-11-25T14:00:05Z' }, // 48 hours later: groups confirmed or dissolved
];
const WAIT_MS = 60_000;

let database: TestDatabase;
const folders: string[] = [];
let db: Database;

beforeAll(async () => {
  database = await freshTestDatabase();
  const dataDir = newFolder();
  // Migrated and seeded before the servers start, so neither has an empty database to migrate.
  db = await openDatabase({ databaseUrl: database.url, file: path.join(dataDir, 'app.db') });
  await seedCity(db, { members: MEMBERS, seed: 3 });
}, 60_000);

afterAll(async () => {
  await db?.close();
  await database?.drop();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

function newFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'two-processes-'));
  folders.push(folder);
  return folder;
}

/** Both servers, started at the same time with the clock at `clock`; if one cannot start, the other is stopped too. */
async function startBoth(clock: string): Promise<ServerProcess[]> {
  const env = (dataDir: string) => ({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url ?? '',
    CLOCK_START: clock,
    NODE_ENV: 'development',
    SMTP_URL: '',
    // The fast default: this test is about running each step once, not the anytime search's quality.
    MATCH_SECONDS: '0',
    LOG_LEVEL: 'error',
  });
  const shared = folders[0]!;
  const started = await Promise.allSettled(PORTS.map((port) => startServerProcess(port, env(database.url ? newFolder() : shared))));
  const servers = started.flatMap((one) => (one.status === 'fulfilled' ? [one.value] : []));
  const failed = started.find((one) => one.status === 'rejected');
  if (!failed) return servers;
  // Left running, a server would hold its port (and work on) long after this test, failing the next run's.
  await Promise.all(servers.map((server) => server.stop()));
  throw failed.reason;
}

const jobOf = (step: CycleStep) => jobRepo(db).find('toronto', WEEK, step);
/** Steps due by `clock` still pending or running. */
const openAt = async (clock: string) => (await jobRepo(db).due(new Date(clock))).length;

/**
 * Waits until `step`'s job exists and no step due at `clock` is left pending or running. A server answers its
 * health check before its scheduler has written the week's jobs: on a loaded machine the first look could find no
 * job at all (nothing pending) and stop both servers before either began.
 */
async function untilSettled(step: CycleStep, clock: string, servers: ServerProcess[]): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if ((await openAt(clock)) === 0 && (await jobOf(step)) !== undefined) return;
    for (const server of servers) if (server.child.exitCode !== null) throw new Error('a server exited during the step');
    if (Date.now() > deadline) throw new Error(`the steps due at ${clock} did not finish within ${WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe(`two server processes on one database (${onPostgres() ? 'PostgreSQL' : 'SQLite, one app.db through a shared DATA_DIR'})`, () => {
  it('run each weekly step exactly once between them', async () => {
    for (const { step, clock } of PHASES) {
      const servers = await startBoth(clock);
      try {
        await untilSettled(step, clock, servers);
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
      }
      const job = await jobOf(step);
      expect(job, step).toMatchObject({ status: 'done', attempts: 1 });
    }

    // Every job either server touched was claimed once: a second claim would have counted a second attempt.
    const jobs = (await jobRepo(db).allJobs()).filter((job) => job.status === 'done' || job.status === 'skipped');
    expect(jobs.length).toBeGreaterThanOrEqual(6);
    for (const job of jobs) expect(job, `${job.week} ${job.step}`).toMatchObject({ attempts: 1 });
    expect(await openAt('2026-11-25T14:00:05.000Z')).toBe(0);

    // The release: one batch per member, all built by the one run that finished the job.
    const release = JSON.parse((await jobOf('release'))!.summary!) as { members: number; batches: number };
    expect(release).toEqual({ members: MEMBERS, batches: MEMBERS });
    expect((await discoverRepo(db).withBatch('CA:ON:Toronto', WEEK)).size).toBe(MEMBERS);

    // The matching: the groups of one run only, each member invited once, one outcome each.
    const match = JSON.parse((await jobOf('match'))!.summary!) as { members: number; groups: number; unplaced: number };
    expect(match.groups).toBeGreaterThan(10);
    const groups = groupsRepo(db);
    const ofWeek = await groups.groupsOfWeek('toronto', WEEK);
    expect(ofWeek).toHaveLength(match.groups);
    expect((await groups.outcomesSince('toronto', WEEK)).filter((outcome) => outcome.week === WEEK)).toHaveLength(match.members);
    const invites = await Promise.all(ofWeek.map((group) => groups.invitesOf(group.id)));
    expect(invites.filter((some) => some.length > 0)).toHaveLength(match.groups);
    expect(invites.flat()).toHaveLength(match.members - match.unplaced);

    // The deadline: every group decided once, and no member told the same thing twice.
    expect(ofWeek.filter((group) => group.status === 'inviting')).toHaveLength(0);
    const told = (await noticesRepo(db).ofWeek(WEEK)).map((notice) => `${notice.userId} ${notice.kind} ${notice.groupId}`);
    expect(told.length).toBeGreaterThan(0);
    expect(told.filter((notice, index) => told.indexOf(notice) !== index)).toEqual([]);
  }, 240_000);
});
