/**
 * `npm run bench:video-check`: what refusing a video that is far too long costs the server, and what it does to picks
 * meanwhile. A 470-second 1280x720 H.264 MP4 of about 45 MB is made at bench time (ffmpeg's lavfi testsrc, 10 s
 * encoded then repeated without re-encoding, in a temporary folder) and sent as POST /api/videos/upload, which
 * refuses it as too long; each upload is sent by a node process of its own. Prints, on a city of BENCH_MEMBERS
 * members with their week's batches released:
 * - the wall time and the server's CPU seconds, its own and its ffprobe/ffmpeg runs', of one refusal on an idle
 *   server (BENCH_ROUNDS times) and of four sent at once; and of receiving the same upload refused for its prompt,
 *   before any check (what receiving 45 MB costs whatever the check does);
 * - the p50/p99 of PUT /api/picks/:profileId in an open loop at BENCH_PUT_RATE picks a second, in windows of
 *   BENCH_SECONDS: with no upload (the control, before and after), with one upload sent a second in, with four at
 *   once, and with four refused for their prompt (receiving alone: the floor a check cannot go below).
 * Targets: under 0.5 CPU-s per refused video, and picks' p99 within the controls' noise.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Database } from '../server/db/database';
import { hashSessionId, SESSION_ABSOLUTE_MS } from '../server/features/auth/session-rules';
import { FFMPEG } from '../server/features/videos/video-tools';
import { createMember, type TestMember } from '../tests/helpers/members';
import { seedCity } from '../tests/helpers/seed-city';
import { startServerProcess, type ServerProcess } from '../tests/helpers/server-process';
import { benchDatabase } from './bench-database';
import { describeMachine } from './machine-facts';
import { openLoop, type OpenLoopResult } from './open-loop-load';
import { cpuSeconds, cpuSecondsWithChildren } from './thread-times';

const PORT = Number(process.env.BENCH_PORT ?? 4397);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PUT_RATE = Number(process.env.BENCH_PUT_RATE ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 600);
const SESSIONS = Math.min(200, MEMBERS);
const CONNECTIONS = 20;
/** Each upload is counted against its member's daily uploads (30): enough members that none runs out. */
const UPLOADERS = 60;
const VIDEO_SECONDS = 470;
const TARGET_CPU_SECONDS = 0.5;
const WEEK = '2026-11-19';
/** Thursday 12:00 in Toronto: the server's scheduler releases the week's batches as it starts, and picks are open. */
const RELEASE_DUE = '2026-11-19T17:00:00Z';
const CLOCK_START = new Date(Date.parse(RELEASE_DUE) + 5_000).toISOString();
const LOCATION = 'CA:ON:Toronto';
const run = promisify(execFile);

const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);

/** The 470-second video: 10 s of testsrc encoded (CBR, as a phone's encoder does), repeated by stream copy. */
async function makeLongVideo(dir: string): Promise<string> {
  const ten = path.join(dir, 'ten.mp4');
  const long = path.join(dir, 'long.mp4');
  const x264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-b:v', '780k', '-minrate', '780k'];
  const cbr = ['-maxrate', '780k', '-bufsize', '780k', '-x264-params', 'nal-hrd=cbr:force-cfr=1'];
  const tool = { timeout: 300_000 };
  await run(FFMPEG, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=30', '-t', '10', ...x264, ...cbr, ten], tool);
  await run(FFMPEG, ['-v', 'error', '-y', '-stream_loop', '-1', '-i', ten, '-c', 'copy', '-t', String(VIDEO_SECONDS), long], tool);
  return long;
}

/** Live sessions (as a finished sign-in leaves them) for the first SESSIONS seeded members. */
async function prepareDatabase(db: Database): Promise<{ sessionIds: string[]; userIds: string[]; uploaders: TestMember[] }> {
  const ids = await seedCity(db, { members: MEMBERS, seed: 1 });
  const userIds = ids.slice(0, SESSIONS);
  const sessionIds = userIds.map(() => crypto.randomBytes(32).toString('base64url'));
  const expires = new Date(Date.parse(CLOCK_START) + SESSION_ABSOLUTE_MS).toISOString();
  for (const [i, userId] of userIds.entries()) {
    await db.run('INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)', [
      hashSessionId(sessionIds[i]!),
      userId,
      CLOCK_START,
      CLOCK_START,
      expires,
    ]);
  }
  const uploaders: TestMember[] = [];
  for (let i = 0; i < UPLOADERS; i++) uploaders.push(await createMember(db, { now: new Date(CLOCK_START) }));
  return { sessionIds, userIds, uploaders };
}

async function waitForRelease(reader: Database, server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    const row = await reader.get<{ status: string }>(
      "SELECT status FROM cycle_jobs WHERE city = 'toronto' AND week = ? AND step = 'release'",
      [WEEK],
    );
    if (row?.status === 'done') return;
    if (row?.status === 'skipped') throw new Error('the release was skipped');
    if (Date.now() > deadline) throw new Error('the release did not finish in time');
    if (server.child.exitCode !== null) throw new Error('the server exited during the release');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** For each member with a session, the profile ids in their batch of the week. */
async function batchesOf(reader: Database, userIds: string[]): Promise<string[][]> {
  const lists = await reader.all<{ viewerId: string; memberIds: string }>(
    `SELECT viewer_id AS "viewerId", member_ids AS "memberIds" FROM batches WHERE week = ? AND viewer_id IN (${userIds.map(() => '?').join(', ')})`,
    [WEEK, ...userIds],
  );
  const profileIds = new Map(
    (await reader.all<{ userId: string; id: string }>('SELECT user_id AS "userId", id FROM profiles')).map((row) => [row.userId, row.id]),
  );
  const byViewer = new Map(lists.map((row) => [row.viewerId, (JSON.parse(row.memberIds) as string[]).map((id) => profileIds.get(id)!)]));
  return userIds.map((userId) => byViewer.get(userId) ?? []);
}

/**
 * One upload, run as `node -e SENDER '{"port", "file", "sessionId", "location", "promptType"}'`: POST /api/videos/upload
 * with the file streamed from disk; prints {wallSeconds, status, code}.
 */
const SENDER = `
const crypto = require('node:crypto'), fs = require('node:fs'), http = require('node:http');
const { port, file, sessionId, location, promptType } = JSON.parse(process.argv[1]);
const boundary = '----bench' + crypto.randomUUID();
const field = (name, value) => '--' + boundary + '\\r\\nContent-Disposition: form-data; name="' + name + '"\\r\\n\\r\\n' + value + '\\r\\n';
const head = Buffer.from(field('location', location) + field('promptId', 'hidden_talent') + field('promptType', promptType) +
  '--' + boundary + '\\r\\nContent-Disposition: form-data; name="video"; filename="long.mp4"\\r\\nContent-Type: video/mp4\\r\\n\\r\\n');
const tail = Buffer.from('\\r\\n--' + boundary + '--\\r\\n');
const at = performance.now();
const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/videos/upload', headers: {
  cookie: 'sid=' + sessionId, 'idempotency-key': crypto.randomUUID(), 'content-type': 'multipart/form-data; boundary=' + boundary,
  'content-length': head.length + fs.statSync(file).size + tail.length } }, (response) => {
  const chunks = [];
  response.on('data', (chunk) => chunks.push(chunk));
  response.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString() || '{}');
    console.log(JSON.stringify({ wallSeconds: (performance.now() - at) / 1000, status: response.statusCode, code: body.code || '(no code)' }));
  });
});
request.write(head);
const stream = fs.createReadStream(file);
stream.on('end', () => request.end(tail));
stream.pipe(request, { end: false });
`;

interface Refusal {
  wallSeconds: number;
  status: number;
  code: string;
}

const describePicks = (name: string, result: OpenLoopResult) =>
  `${name}: ${result.rate.toFixed(0)} picks/s answered  p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  ` +
  `max ${result.max.toFixed(1)} ms  failed ${result.failed}${result.errors.length ? ` (${result.errors[0]})` : ''}`;

const describeRefusals = (refusals: Refusal[]) => {
  const answers = new Map<string, number>();
  for (const { status, code } of refusals) answers.set(`${status} ${code}`, (answers.get(`${status} ${code}`) ?? 0) + 1);
  return [...answers].map(([answer, count]) => `${count} x ${answer}`).join(', ');
};

console.log(describeMachine(os.tmpdir()));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-video-check-'));
const database = await benchDatabase('bench-video-check');
let server: ServerProcess | undefined;
let reader: Database | undefined;
let failed = false;
try {
  log(`making a ${VIDEO_SECONDS} s 1280x720 H.264 video with lavfi testsrc …`);
  const videoFile = await makeLongVideo(dir);
  const videoBytes = fs.statSync(videoFile).size;
  log(`video: ${(videoBytes / 1e6).toFixed(1)} MB, ${VIDEO_SECONDS} s`);

  const db = await database.open();
  const { sessionIds, userIds, uploaders } = await prepareDatabase(db).finally(() => db.close());
  log(`${MEMBERS} members seeded (${database.databaseUrl ? 'PostgreSQL' : 'SQLite'}); starting the server at ${CLOCK_START} …`);
  server = await startServerProcess(PORT, { ...database.env, CLOCK_START, NODE_ENV: 'development' });
  const pid = server.child.pid;
  reader = database.connect();
  await waitForRelease(reader, server);
  const batches = await batchesOf(reader, userIds);
  const pickers = batches.flatMap((batch, i) => (batch.length ? [i] : []));
  if (pickers.length === 0) throw new Error('nobody with a session has a batch');
  log(`week ${WEEK} released; ${pickers.length} of ${SESSIONS} members with a session have a batch`);

  const nextPick = () => {
    const member = pickers[Math.floor(Math.random() * pickers.length)]!;
    const batch = batches[member]!;
    return {
      method: 'PUT',
      path: `/api/picks/${batch[Math.floor(Math.random() * batch.length)]}`,
      headers: { cookie: `sid=${sessionIds[member]}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ level: Math.floor(Math.random() * 6) }),
    };
  };
  const picks = (seconds: number) => openLoop({ port: PORT, rate: PUT_RATE, seconds, connections: CONNECTIONS, next: nextPick });

  let nextUploader = 0;
  // Sent by a process of its own (the sender below, streaming the file from disk as a browser's multipart form), so
  // the picks' open loop in this one is not held up by it.
  const refuse = async (promptType = 'fun'): Promise<Refusal> => {
    const member = uploaders[nextUploader++ % uploaders.length]!;
    const { stdout } = await run(process.execPath, [
      '-e',
      SENDER,
      JSON.stringify({ port: PORT, file: videoFile, sessionId: member.sessionId, location: LOCATION, promptType }),
    ]);
    return JSON.parse(stdout) as Refusal;
  };
  /** The server's CPU seconds over `work`: its own thread's and worker threads', and its ffprobe/ffmpeg runs'. */
  const measured = async <T>(work: () => Promise<T>) => {
    const [totalBefore, ownBefore] = [cpuSecondsWithChildren(pid)!, cpuSeconds(pid)!];
    const result = await work();
    const total = cpuSecondsWithChildren(pid)! - totalBefore;
    const own = cpuSeconds(pid)! - ownBefore;
    return { result, total, own, tools: total - own };
  };
  const describeCpu = (cpu: { total: number; own: number; tools: number }, count = 1) =>
    `server CPU ${(cpu.total / count).toFixed(2)} s a video (receiving and the rest ${(cpu.own / count).toFixed(2)} s, ` +
    `ffprobe/ffmpeg ${(cpu.tools / count).toFixed(2)} s)`;
  /**
   * Picks for SECONDS, `count` uploads sent at once one second in (the window is the same length whatever the code
   * under test does; uploads still running at its end are waited for before the next phase).
   */
  const picksWhileRefusing = async (count: number, promptType = 'fun') => {
    const refusals = new Promise((resolve) => setTimeout(resolve, 1000)).then(() =>
      Promise.all(Array.from({ length: count }, () => refuse(promptType))),
    );
    const result = await picks(SECONDS);
    return { result, refusals: await refusals };
  };

  log('warming up: picks, and one upload …');
  await picks(3);
  await refuse();

  log(`picks at ${PUT_RATE}/s for ${SECONDS} s with no upload (control) …`);
  const controlBefore = await picks(SECONDS);
  console.log(describePicks('control, before', controlBefore));

  const received = await measured(() => refuse('daily'));
  console.log(
    `receiving alone (the same upload refused for its prompt, before any check): ${received.result.status} ${received.result.code} ` +
      `in ${received.result.wallSeconds.toFixed(2)} s, ${describeCpu(received)}`,
  );
  const alone: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const { result, ...cpu } = await measured(() => refuse());
    alone.push(cpu.total);
    console.log(`alone, round ${round + 1}: ${describeRefusals([result])} in ${result.wallSeconds.toFixed(2)} s, ${describeCpu(cpu)}`);
  }
  const four = await measured(() => Promise.all(Array.from({ length: 4 }, () => refuse())));
  console.log(
    `four at once: ${describeRefusals(four.result)}, each in ${four.result.map((r) => r.wallSeconds.toFixed(2)).join(', ')} s, ${describeCpu(four, 4)}`,
  );

  const phases = [
    ['while one is refused', 1, 'fun'],
    ['while four are refused at once', 4, 'fun'],
    ['while four are received at once and refused for their prompt (no check: the floor)', 4, 'daily'],
  ] as const;
  const during: Record<string, OpenLoopResult> = {};
  for (const [name, count, promptType] of phases) {
    log(`picks at ${PUT_RATE}/s for ${SECONDS} s ${name} …`);
    const { result, refusals } = await picksWhileRefusing(count, promptType);
    during[name] = result;
    console.log(describePicks(name, result));
    console.log(`  meanwhile: ${describeRefusals(refusals)}, each in ${refusals.map((r) => r.wallSeconds.toFixed(2)).join(', ')} s`);
  }

  log(`picks at ${PUT_RATE}/s for ${SECONDS} s with no upload (control, again) …`);
  const controlAfter = await picks(SECONDS);
  console.log(describePicks('control, after', controlAfter));

  const perVideo = Math.max(...alone, four.total / 4);
  const verdict = perVideo < TARGET_CPU_SECONDS ? 'met' : 'NOT MET';
  console.log(
    `server CPU per refused video, the most of any round: ${perVideo.toFixed(2)} s (target < ${TARGET_CPU_SECONDS} s: ${verdict}); ` +
      `receiving the same bytes alone: ${received.total.toFixed(2)} s`,
  );
  console.log(
    `picks p99: control ${controlBefore.p99.toFixed(1)} / ${controlAfter.p99.toFixed(1)} ms; ` +
      phases.map(([name]) => `${name.split(' (')[0]} ${during[name]!.p99.toFixed(1)} ms`).join('; '),
  );
} catch (error) {
  console.error(`bench-video-check failed: ${error instanceof Error ? error.message : String(error)}`);
  failed = true;
} finally {
  await reader?.close();
  await server?.stop();
  await database.remove();
  fs.rmSync(dir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
