/**
 * `npm run bench:discover`: with a seeded Toronto of 100,000 members, how long the server's own scheduler takes to
 * release the week's batches, then requests/second and p50/p99 latency of GET /api/profiles/all and
 * PUT /api/picks/:profileId on loopback, 2,000 signed-in members spread over the connections.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { hashSessionId, SESSION_ABSOLUTE_MS } from '../server/features/auth/session-rules';
import { openDatabase } from '../server/db/open-database';
import { seedCity } from '../tests/helpers/seed-city';
import { startServerProcess, type ServerProcess } from '../tests/helpers/server-process';

const PORT = 4395;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const MEMBERS = 100_000;
const SESSIONS = 2_000;
const CONNECTIONS = 50;
const WEEK = '2026-11-19';
/** Thursday 12:00:05 in Toronto: the week's release is due the moment the server starts. */
const CLOCK_START = '2026-11-19T17:00:05Z';
const LOCATION = 'CA:ON:Toronto';
const RELEASE_TIMEOUT_MS = 15 * 60 * 1000;

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const log = (line: string) => console.log(`[${elapsed()}] ${line}`);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const fileSize = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-discover-'));
const dbFile = path.join(dataDir, 'app.db');
const dbSizes = () => `app.db ${megabytes(fileSize(dbFile))} + wal ${megabytes(fileSize(`${dbFile}-wal`))}`;

/** A city seeded straight into SQLite, and live sessions (as a finished sign-in leaves them) for some of its members. */
function prepareDataFolder(): { sessionIds: string[]; userIds: string[] } {
  const db = openDatabase(dbFile);
  try {
    log(`seeding ${MEMBERS} members into ${dataDir} …`);
    const ids = seedCity(db, { members: MEMBERS, seed: 1 });
    const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    log(`seeded: ${count('users')} users, ${count('interests')} interests, ${count('picks')} picks`);
    const userIds = Array.from({ length: SESSIONS }, (_, i) => ids[Math.floor((i * ids.length) / SESSIONS)]!);
    const sessionIds = userIds.map(() => crypto.randomBytes(32).toString('base64url'));
    const expires = new Date(Date.parse(CLOCK_START) + SESSION_ABSOLUTE_MS).toISOString();
    const insert = db.prepare('INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)');
    db.transaction(() =>
      userIds.forEach((userId, i) => insert.run(hashSessionId(sessionIds[i]!), userId, CLOCK_START, CLOCK_START, expires)),
    )();
    log(`${SESSIONS} sessions created; ${dbSizes()}`);
    return { sessionIds, userIds };
  } finally {
    db.close();
  }
}

interface ReleaseJob {
  status: string;
  startedAt: string | null;
  finishedAt: string | null;
  attempts: number;
  summary: string | null;
}

/** Waits for the server's scheduler to finish the week's release, printing progress; returns the job row. */
async function waitForRelease(reader: Database.Database, server: ServerProcess): Promise<ReleaseJob> {
  const job = reader.prepare(
    `SELECT status, started_at AS "startedAt", finished_at AS "finishedAt", attempts, summary FROM cycle_jobs
     WHERE city = 'toronto' AND week = ? AND step = 'release'`,
  );
  const built = reader.prepare('SELECT COUNT(*) AS n FROM batches WHERE week = ?');
  let lastReport = 0;
  for (;;) {
    const row = job.get(WEEK) as ReleaseJob | undefined;
    if (row?.status === 'done') return row;
    if (row?.status === 'skipped') throw new Error(`the release was skipped: ${row.summary}`);
    if (Date.now() - started > RELEASE_TIMEOUT_MS) throw new Error('the release did not finish in time');
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`the server exited (${server.child.exitCode ?? server.child.signalCode}) during the release`);
    }
    if (Date.now() - lastReport >= 5000) {
      lastReport = Date.now();
      log(`release ${row?.status ?? 'not scheduled yet'}: ${(built.get(WEEK) as { n: number }).n} batches committed`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** For each benchmarked member, the profile ids in their own batch of the week. */
function batchesOf(reader: Database.Database, userIds: string[]): string[][] {
  const rows = reader
    .prepare(
      `SELECT b.viewer_id AS "viewerId", p.id AS "profileId" FROM batch_entries b JOIN profiles p ON p.user_id = b.member_id
       WHERE b.week = ? AND b.viewer_id IN (SELECT value FROM json_each(?)) ORDER BY b.viewer_id, b.position`,
    )
    .all(WEEK, JSON.stringify(userIds)) as { viewerId: string; profileId: string }[];
  const byViewer = new Map<string, string[]>();
  for (const row of rows) byViewer.set(row.viewerId, [...(byViewer.get(row.viewerId) ?? []), row.profileId]);
  return userIds.map((userId) => byViewer.get(userId) ?? []);
}

type Request = autocannon.Request;

/** Runs autocannon with one dynamic request; keeps the first few error bodies. */
async function load(name: string, seconds: number, request: Request) {
  const errorBodies: string[] = [];
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      { ...request, onResponse: (status, body) => void (status >= 300 && errorBodies.length < 5 && errorBodies.push(`${status} ${body}`)) },
    ],
  });
  return { name, result, errorBodies };
}

function report({ name, result, errorBodies }: Awaited<ReturnType<typeof load>>): void {
  console.log(
    `${name}: ${result.requests.average.toFixed(0)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
      `2xx ${result['2xx']}  non-2xx ${result.non2xx}  errors ${result.errors}  timeouts ${result.timeouts}  (${dbSizes()})`,
  );
  for (const body of errorBodies) console.log(`  error: ${body.slice(0, 300)}`);
}

/** startServerProcess does not stop its child when the server fails to come up; this does, by its pid. */
function stopOwnServerChildren(): void {
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === process.pid && fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('server/main.ts'))
        process.kill(Number(entry), 'SIGTERM');
    } catch {
      // the process ended while being looked at
    }
  }
}

console.log(
  `machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), ${megabytes(os.totalmem())} RAM, node ${process.version}, ${os.platform()} ${os.release()}`,
);
let server: ServerProcess | undefined;
let reader: Database.Database | undefined;
try {
  const { sessionIds, userIds } = prepareDataFolder();
  log(`starting the server with CLOCK_START=${CLOCK_START} …`);
  const spawnedAt = Date.now();
  // DATA_DIR given here wins over the helper's own empty temp folder (which it still creates and removes).
  server = await startServerProcess(PORT, { DATA_DIR: dataDir, CLOCK_START, NODE_ENV: 'development' }).catch((error: unknown) => {
    stopOwnServerChildren();
    throw error;
  });
  log(`server answers /api/health after ${((Date.now() - spawnedAt) / 1000).toFixed(1)} s`);
  reader = new Database(dbFile, { readonly: true });
  reader.pragma('busy_timeout = 5000');
  const job = await waitForRelease(reader, server);
  const releaseSeconds = (Date.parse(job.finishedAt!) - Date.parse(job.startedAt!)) / 1000;
  console.log(
    `release of week ${WEEK}: ${releaseSeconds.toFixed(1)} s by the job's own clock (started → done), ` +
      `${((Date.now() - spawnedAt) / 1000).toFixed(1)} s from spawning the server; attempts ${job.attempts}; summary ${job.summary}; ${dbSizes()}`,
  );

  const batches = batchesOf(reader, userIds);
  const pickers = batches.flatMap((batch, i) => (batch.length ? [i] : []));
  log(`batches of the ${SESSIONS} benchmarked members: ${pickers.length} non-empty, ${batches.reduce((n, b) => n + b.length, 0)} entries`);
  const sample = await fetch(`http://127.0.0.1:${PORT}/api/profiles/all?location=${encodeURIComponent(LOCATION)}`, {
    headers: { cookie: `sid=${sessionIds[0]}` },
  });
  const sampleBody = await sample.text();
  log(
    `one GET /api/profiles/all: ${sample.status}, ${(JSON.parse(sampleBody) as { data?: unknown[] }).data?.length} cards, ${sampleBody.length} bytes`,
  );

  let nextSession = 0;
  const discover: Request = {
    method: 'GET',
    path: `/api/profiles/all?location=${encodeURIComponent(LOCATION)}`,
    setupRequest: (req) => ({ ...req, headers: { cookie: `sid=${sessionIds[nextSession++ % SESSIONS]}` } }),
  };
  const pick: Request = {
    method: 'PUT',
    setupRequest: (req) => {
      const member = pickers[Math.floor(Math.random() * pickers.length)]!;
      const batch = batches[member]!;
      return {
        ...req,
        path: `/api/picks/${batch[Math.floor(Math.random() * batch.length)]}`,
        headers: { cookie: `sid=${sessionIds[member]}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ level: Math.floor(Math.random() * 6) }),
      };
    },
  };
  console.log(`${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s each, loopback, ${SESSIONS} sessions`);
  for (const [name, request] of [
    ['GET /api/profiles/all', discover],
    ['PUT /api/picks/:profileId', pick],
  ] as const) {
    log(`warming up ${name} …`);
    await load(name, WARMUP_SECONDS, request);
    log(`measuring ${name} …`);
    report(await load(name, SECONDS, request));
  }
} finally {
  reader?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  log('done');
}
