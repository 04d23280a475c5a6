/**
 * `npm run bench:discover`: with a seeded Toronto of 100,000 members, how long the server's own scheduler takes to
 * release the week's batches and how GET /api/profiles/all answers meanwhile, then requests/second and p50, p90,
 * p99 and slowest latency of GET /api/profiles/all and PUT /api/picks/:profileId on loopback, 2,000 signed-in members
 * spread over 100 connections; each figure is printed next to its target. p90 and the slowest answer show
 * how far the tail reaches beyond the median (docs/decisions/0016-benchmarks-name-their-machine.md).
 * On SQLite by default; with DATABASE_URL set, on a schema of its own in that PostgreSQL database (bench-database.ts).
 * BENCH_PORT moves the server.
 */
import crypto from 'node:crypto';
import type { Database } from '../server/db/database';
import { hashSessionId, SESSION_ABSOLUTE_MS } from '../server/features/auth/session-rules';
import { batchService } from '../server/features/discover/batch-service';
import { reposOf } from '../server/repos';
import { CITIES, shiftWeek } from '../shared/weekly-cycle';
import { seedCity } from '../tests/helpers/seed-city';
import { startServerProcess, type ServerProcess } from '../tests/helpers/server-process';
import { benchDatabase } from './bench-database';
import { firstVisits, load, type Request, report } from './discover/load';
import { batchesOf, loadDuringRelease, waitForRelease, weekDigest } from './discover/release';
import {
  against,
  CLOCK_START,
  CONNECTIONS,
  LOCATION,
  MEMBERS,
  PAST_WEEKS,
  PORT,
  PUT_RATE,
  RELEASE_DUE,
  RELEASE_LEAD_SECONDS,
  RELEASE_WINDOW_SECONDS,
  SECONDS,
  SESSIONS,
  TARGETS,
  WARMUP_SECONDS,
  WEEK,
  WEEK_MS,
  log,
} from './discover/settings';
import { describeMachine } from './machine-facts';
import { openLoop } from './open-loop-load';
import { cpuSeconds, describeSchedule, mainThreadSchedule } from './thread-times';

const database = await benchDatabase('bench-discover');
const dbSizes = () => database.size();

/** A city seeded straight into the database, and live sessions (as a finished sign-in leaves them) for some of its members. */
async function prepareDatabase(): Promise<{ sessionIds: string[]; userIds: string[] }> {
  const db = await database.open();
  try {
    log(`seeding ${MEMBERS} members into ${database.databaseUrl ? 'PostgreSQL' : database.dataDir} …`);
    const ids = await seedCity(db, { members: MEMBERS, seed: 1 });
    const repos = reposOf(db);
    log(`seeded: ${await repos.auth.countUsers()} users, ${await repos.interests.count()} interests, ${await repos.picks.count()} picks`);
    const city = CITIES.find((candidate) => candidate.location === LOCATION)!;
    for (let back = PAST_WEEKS; back >= 1; back--) {
      const week = shiftWeek(WEEK, -back);
      const releasedAt = new Date(Date.parse(RELEASE_DUE) - back * WEEK_MS);
      const started = Date.now();
      const { batches } = await batchService({ db, repos: reposOf(db), now: () => releasedAt }).releaseCity(city, week);
      log(
        `week ${week} released beforehand (history for the measured week): ${batches} batches in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    const userIds = Array.from({ length: SESSIONS }, (_, i) => ids[Math.floor((i * ids.length) / SESSIONS)]!);
    const sessionIds = userIds.map(() => crypto.randomBytes(32).toString('base64url'));
    const expires = new Date(Date.parse(CLOCK_START) + SESSION_ABSOLUTE_MS).toISOString();
    const sessions = userIds.map((userId, i) => ({ idHash: hashSessionId(sessionIds[i]!), userId }));
    await db.transaction(() => repos.auth.createSessions(sessions, CLOCK_START, expires));
    log(`${SESSIONS} sessions created; ${await dbSizes()}`);
    return { sessionIds, userIds };
  } finally {
    await db.close();
  }
}
// Figures differ between machines of the same kind (machine-facts.ts): each run says which it ran on.
console.log(describeMachine(database.dataDir));
let server: ServerProcess | undefined;
let nextSession = 0;
let reader: Database | undefined;
try {
  console.log(`database: ${database.databaseUrl ? 'PostgreSQL (DATABASE_URL, a schema of its own)' : 'SQLite'}`);
  const { sessionIds, userIds } = await prepareDatabase();
  log(`starting the server with CLOCK_START=${CLOCK_START} …`);
  const spawnedAt = Date.now();
  // The helper stops a server that does not come up; the data folder given here is ours to remove.
  server = await startServerProcess(PORT, { ...database.env, CLOCK_START, NODE_ENV: 'development' });
  log(`server answers /api/health after ${((Date.now() - spawnedAt) / 1000).toFixed(1)} s`);
  reader = database.connect();
  const discover: Request = {
    method: 'GET',
    path: `/api/profiles/all?location=${encodeURIComponent(LOCATION)}`,
    // As a browser asks: it takes gzip (the server keeps answers gzipped).
    setupRequest: (req) => ({
      ...req,
      headers: { cookie: `sid=${sessionIds[nextSession++ % SESSIONS]}`, 'accept-encoding': 'gzip, deflate, br, zstd' },
    }),
  };
  log(
    `GET /api/profiles/all until the release starts (due ${RELEASE_LEAD_SECONDS} s after the server's start), then in ${RELEASE_WINDOW_SECONDS} s windows while it runs …`,
  );
  const during = await loadDuringRelease(reader, server, discover, dbSizes);
  const job = await waitForRelease(reader, server);
  const releaseSeconds = (Date.parse(job.finishedAt!) - Date.parse(job.startedAt!)) / 1000;
  const worstDuring = Math.max(...during.map((window) => window.result.latency.p99));
  console.log(
    during.length
      ? `GET /api/profiles/all during the release: worst p99 of ${during.length} windows ${worstDuring} ms ${against(worstDuring, TARGETS.getP99DuringReleaseMs, 'ms')}`
      : 'GET /api/profiles/all during the release: the release ended before a whole window (no figure)',
  );
  console.log(
    `release of week ${WEEK} (after ${PAST_WEEKS} week(s) of history): ${releaseSeconds.toFixed(1)} s by the job's own clock (started → done) ${against(releaseSeconds, TARGETS.releaseSeconds, 's')}, ` +
      `${((Date.now() - spawnedAt) / 1000).toFixed(1)} s from spawning the server; attempts ${job.attempts}; summary ${job.summary}; ${await dbSizes()}`,
  );

  log(`batches of week ${WEEK}: digest ${await weekDigest(reader)} (the same code on the same city gives the same one)`);
  const batches = await batchesOf(reader, userIds);
  const pickers = batches.flatMap((batch, i) => (batch.length ? [i] : []));
  log(`batches of the ${SESSIONS} benchmarked members: ${pickers.length} non-empty, ${batches.reduce((n, b) => n + b.length, 0)} entries`);
  log(`measuring GET /api/profiles/all, each of the ${SESSIONS} members' first visit …`);
  await firstVisits(sessionIds);
  const sample = await fetch(`http://127.0.0.1:${PORT}/api/profiles/all?location=${encodeURIComponent(LOCATION)}`, {
    headers: { cookie: `sid=${sessionIds[0]}` },
  });
  const sampleBody = await sample.text();
  log(
    `one GET /api/profiles/all: ${sample.status}, ${(JSON.parse(sampleBody) as { data?: unknown[] }).data?.length} cards, ${sampleBody.length} bytes`,
  );

  /** A pick by one of the benchmarked members, of someone in their batch, at a random level. */
  const nextPick = () => {
    const member = pickers[Math.floor(Math.random() * pickers.length)]!;
    const batch = batches[member]!;
    return {
      method: 'PUT' as const,
      path: `/api/picks/${batch[Math.floor(Math.random() * batch.length)]}`,
      headers: { cookie: `sid=${sessionIds[member]}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ level: Math.floor(Math.random() * 6) }),
    };
  };
  const pick: Request = { method: 'PUT', setupRequest: (req) => ({ ...req, ...nextPick() }) };
  console.log(`${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s each, loopback, ${SESSIONS} sessions`);
  for (const [name, request] of [
    ['GET /api/profiles/all', discover],
    ['PUT /api/picks/:profileId', pick],
  ] as const) {
    log(`warming up ${name} …`);
    await load(name, WARMUP_SECONDS, request);
    log(`measuring ${name} …`);
    const cpuBefore = cpuSeconds(server.child.pid);
    const mainBefore = cpuSeconds(server.child.pid, true);
    const scheduleBefore = mainThreadSchedule(server.child.pid);
    const windowStart = performance.now();
    const measured = await load(name, SECONDS, request);
    const windowSeconds = (performance.now() - windowStart) / 1000;
    const scheduleAfter = mainThreadSchedule(server.child.pid);
    const cpuAfter = cpuSeconds(server.child.pid);
    const mainAfter = cpuSeconds(server.child.pid, true);
    const p99 = measured.result.latency.p99;
    await report(
      measured,
      dbSizes,
      name.startsWith('GET')
        ? `${against(p99, TARGETS.getP99Ms, 'ms')} ${against(measured.result.requests.average, TARGETS.getRps, 'req/s', true)}`
        : against(p99, TARGETS.putP99Ms, 'ms'),
    );
    const served = measured.result['2xx'] + measured.result.non2xx;
    if (cpuBefore !== null && cpuAfter !== null && served > 0) {
      console.log(
        `  server CPU: ${(((cpuAfter - cpuBefore) * 1000) / served).toFixed(3)} ms per request (${(cpuAfter - cpuBefore).toFixed(2)} s for ${served})` +
          (mainBefore !== null && mainAfter !== null
            ? `, of which its main thread ${(((mainAfter - mainBefore) * 1000) / served).toFixed(3)} ms`
            : ''),
      );
    }
    const schedule = describeSchedule(scheduleBefore, scheduleAfter, windowSeconds);
    if (schedule) console.log(`  ${schedule}`);
  }
  if (PUT_RATE > 0) {
    const name = `PUT /api/picks/:profileId, open loop at a steady ${PUT_RATE.toLocaleString('en')} req/s`;
    log(`measuring ${name} …`);
    const scheduleBefore = mainThreadSchedule(server.child.pid);
    const windowStart = performance.now();
    const measured = await openLoop({ port: PORT, rate: PUT_RATE, seconds: SECONDS, connections: CONNECTIONS, next: nextPick });
    const schedule = describeSchedule(scheduleBefore, mainThreadSchedule(server.child.pid), (performance.now() - windowStart) / 1000);
    console.log(
      `${name}: ${measured.rate.toFixed(0)} req/s answered  p50 ${measured.p50.toFixed(0)} ms  p99 ${measured.p99.toFixed(0)} ms  max ${measured.max.toFixed(0)} ms ` +
        `${against(measured.p99, TARGETS.putP99Ms, 'ms')} sent ${measured.sent}  failed ${measured.failed}  (${await dbSizes()})`,
    );
    if (schedule) console.log(`  ${schedule}`);
    for (const error of measured.errors) console.log(`  error: ${error}`);
  }
} finally {
  await reader?.close();
  await server?.stop();
  await database.remove();
  log('done');
}
