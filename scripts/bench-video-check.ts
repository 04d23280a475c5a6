/**
 * `npm run bench:video-check`: what refusing a video that is far too long costs the server, and what it does to picks
 * meanwhile. A 470-second 1280x720 H.264 MP4 of about 45 MB is made at bench time (ffmpeg's lavfi testsrc, 10 s
 * encoded then repeated without re-encoding, in a temporary folder) and sent as the app sends a recording over one
 * chunk: by tus, with tus-js-client over the app's fetch stack in chunks of VIDEO_UPLOAD_CHUNK_BYTES, then
 * POST /api/videos/uploads/finish, which checks it and refuses it as too long. Each upload is sent by a process of its
 * own (bench-video-sender.ts), started and ready before it is timed. Prints, on a city of BENCH_MEMBERS members with
 * their week's batches released:
 * - the wall time (first byte to the refusal) and the server's CPU seconds, its own and its ffprobe/ffmpeg runs', of
 *   one refusal on an idle server (BENCH_ROUNDS times) and of four sent at once; and of the same upload received and
 *   hashed, then refused as not what was sent, before any check (what receiving 45 MB by tus costs whatever the
 *   check does);
 * - the same file as one multipart POST /api/videos/upload, which the app never sends (it takes at most 1 MiB):
 *   refused 413 from its Content-Length;
 * - the p50/p99 of PUT /api/picks/:profileId in an open loop at BENCH_PUT_RATE picks a second, in windows of
 *   BENCH_SECONDS: with no upload (the control, before and after), with one tus upload sent a second in, with four
 *   at once, with four received only (the floor a check cannot go below) and with four multipart ones; after each,
 *   how the server's main thread spent the window (thread-times.ts) and the senders' own CPU.
 * Targets: under 0.5 CPU-s per refused video, and picks' p99 within the controls' noise.
 */
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { promisify } from 'node:util';
import type { Database } from '../server/db/database';
import { hashSessionId, SESSION_ABSOLUTE_MS } from '../server/features/auth/session-rules';
import { FFMPEG } from '../server/features/videos/video-tools';
import { VIDEO_UPLOAD_CHUNK_BYTES } from '../shared/video-upload';
import { createMember, type TestMember } from '../tests/helpers/members';
import { seedCity } from '../tests/helpers/seed-city';
import { startServerProcess, type ServerProcess } from '../tests/helpers/server-process';
import { benchDatabase } from './bench-database';
import type { SenderJob, SenderResult } from './bench-video-sender';
import { describeMachine } from './machine-facts';
import { openLoop, type OpenLoopResult } from './open-loop-load';
import { cpuSeconds, cpuSecondsWithChildren, describeSchedule, mainThreadSchedule } from './thread-times';

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

const describePicks = (name: string, result: OpenLoopResult) =>
  `${name}: ${result.rate.toFixed(0)} picks/s answered  p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  ` +
  `max ${result.max.toFixed(1)} ms  failed ${result.failed}${result.errors.length ? ` (${result.errors[0]})` : ''}`;

const describeRefusals = (refusals: SenderResult[]) => {
  const answers = new Map<string, number>();
  for (const { status, code } of refusals) answers.set(`${status} ${code}`, (answers.get(`${status} ${code}`) ?? 0) + 1);
  const walls = refusals.map(
    (r) => `${r.wallSeconds.toFixed(2)}${r.uploadSeconds === null ? '' : ` (chunks ${r.uploadSeconds.toFixed(2)})`}`,
  );
  const senders = refusals.reduce((sum, r) => sum + r.cpuSeconds, 0);
  return `${[...answers].map(([answer, count]) => `${count} x ${answer}`).join(', ')}, each in ${walls.join(', ')} s; senders' own CPU ${senders.toFixed(2)} s`;
};

const SENDER = path.join(import.meta.dirname, 'bench-video-sender.ts');

/** A sender process, started and ready (file read, hash made); go() sends and resolves with its result. */
async function readySender(job: SenderJob): Promise<{ go(): Promise<SenderResult> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SENDER, JSON.stringify(job)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const exited = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code) => reject(new Error(`a ${job.how} sender exited with ${code} before it answered`))),
  );
  exited.catch(() => undefined);
  const nextLine = async () => {
    const line = await Promise.race([lines.next(), exited]);
    if (line.done) throw new Error(`a ${job.how} sender closed its output`);
    return line.value;
  };
  if ((await nextLine()) !== 'ready') throw new Error(`a ${job.how} sender did not get ready`);
  return {
    async go() {
      child.stdin.end('go\n');
      return JSON.parse(await nextLine()) as SenderResult;
    },
  };
}

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
  const chunks = Math.ceil(videoBytes / VIDEO_UPLOAD_CHUNK_BYTES);
  log(`video: ${(videoBytes / 1e6).toFixed(1)} MB, ${VIDEO_SECONDS} s: by tus ${chunks} chunks of ${VIDEO_UPLOAD_CHUNK_BYTES / 1024} KiB`);

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
  /** Picks for `seconds`, and how the server's main thread spent them. */
  const picks = async (seconds: number) => {
    const before = mainThreadSchedule(pid);
    const at = performance.now();
    const result = await openLoop({ port: PORT, rate: PUT_RATE, seconds, connections: CONNECTIONS, next: nextPick });
    return { result, schedule: describeSchedule(before, mainThreadSchedule(pid), (performance.now() - at) / 1000) };
  };

  /**
   * How an upload goes: `tus` as the app sends it (refused as too long by the check), `received` the same upload
   * finished with a wrong SHA-256 (received and hashed, refused before any check), `multipart` the whole file as one
   * POST /api/videos/upload (refused 413 from its length).
   */
  type Way = 'tus' | 'received' | 'multipart';
  let nextUploader = 0;
  const readySenders = (way: Way, count: number) =>
    Promise.all(
      Array.from({ length: count }, () =>
        readySender({
          how: way === 'multipart' ? 'multipart' : 'tus',
          wrongHash: way === 'received',
          port: PORT,
          file: videoFile,
          sessionId: uploaders[nextUploader++ % uploaders.length]!.sessionId,
          location: LOCATION,
          promptId: 'hidden_talent',
          promptType: 'fun',
        }),
      ),
    );
  /** The server's CPU seconds over `count` uploads sent at once: its own threads', and its ffprobe/ffmpeg runs'. */
  const measured = async (way: Way, count: number) => {
    const senders = await readySenders(way, count);
    const [totalBefore, ownBefore] = [cpuSecondsWithChildren(pid)!, cpuSeconds(pid)!];
    const result = await Promise.all(senders.map((sender) => sender.go()));
    const total = cpuSecondsWithChildren(pid)! - totalBefore;
    const own = cpuSeconds(pid)! - ownBefore;
    return { result, total, own, tools: total - own };
  };
  const describeCpu = (cpu: { total: number; own: number; tools: number }, count: number) =>
    `server CPU ${(cpu.total / count).toFixed(2)} s a video (its own threads ${(cpu.own / count).toFixed(2)} s, ` +
    `ffprobe/ffmpeg ${(cpu.tools / count).toFixed(2)} s)`;
  /**
   * Picks for SECONDS, `count` uploads sent at once one second in (the window is the same length whatever the code
   * under test does; uploads still running at its end are waited for before the next phase).
   */
  const picksWhileSending = async (way: Way, count: number) => {
    const senders = await readySenders(way, count);
    const results = new Promise((resolve) => setTimeout(resolve, 1000)).then(() => Promise.all(senders.map((sender) => sender.go())));
    const window = await picks(SECONDS);
    return { ...window, refusals: await results };
  };

  log('warming up: picks, and one upload each way …');
  await picks(3);
  for (const way of ['tus', 'received', 'multipart'] as const) await measured(way, 1);

  log(`picks at ${PUT_RATE}/s for ${SECONDS} s with no upload (control) …`);
  const controlBefore = await picks(SECONDS);
  console.log(describePicks('control, before', controlBefore.result));
  if (controlBefore.schedule) console.log(`  ${controlBefore.schedule}`);

  const lines: Record<Way, string> = {
    tus: `tus, as the app sends it (${chunks} chunks, then the finish; refused by the check)`,
    received: 'tus, received and hashed only (finished with a wrong SHA-256: refused before any check)',
    multipart: 'multipart, one POST /api/videos/upload of the whole file (the app never sends one over 1 MiB: refused 413 from its length)',
  };
  const perVideo: Record<Way, number[]> = { tus: [], received: [], multipart: [] };
  for (const way of ['multipart', 'received', 'tus'] as const) {
    for (let round = 0; round < (way === 'tus' ? ROUNDS : 1); round++) {
      const { result, ...cpu } = await measured(way, 1);
      perVideo[way].push(cpu.total);
      console.log(
        `${lines[way]}, alone${way === 'tus' ? `, round ${round + 1}` : ''}: ${describeRefusals(result)}; ${describeCpu(cpu, 1)}`,
      );
    }
    const four = await measured(way, 4);
    perVideo[way].push(four.total / 4);
    console.log(`${lines[way]}, four at once: ${describeRefusals(four.result)}; ${describeCpu(four, 4)}`);
  }

  const phases = [
    ['while one is refused (tus)', 'tus', 1],
    ['while four are refused at once (tus)', 'tus', 4],
    ['while four are received at once and refused before any check (tus: the floor)', 'received', 4],
    ['while four are refused 413 at once (multipart)', 'multipart', 4],
  ] as const;
  const during: Record<string, OpenLoopResult> = {};
  for (const [name, way, count] of phases) {
    log(`picks at ${PUT_RATE}/s for ${SECONDS} s ${name} …`);
    const { result, schedule, refusals } = await picksWhileSending(way, count);
    during[name] = result;
    console.log(describePicks(name, result));
    if (schedule) console.log(`  ${schedule}`);
    console.log(`  meanwhile: ${describeRefusals(refusals)}`);
  }

  log(`picks at ${PUT_RATE}/s for ${SECONDS} s with no upload (control, again) …`);
  const controlAfter = await picks(SECONDS);
  console.log(describePicks('control, after', controlAfter.result));
  if (controlAfter.schedule) console.log(`  ${controlAfter.schedule}`);

  const most = Math.max(...perVideo.tus);
  const verdict = most < TARGET_CPU_SECONDS ? 'met' : 'NOT MET';
  console.log(
    `server CPU per refused video by tus (all its chunks, the finish and the check), the most of any round: ${most.toFixed(2)} s ` +
      `(target < ${TARGET_CPU_SECONDS} s: ${verdict}); received and hashed only: ${Math.max(...perVideo.received).toFixed(2)} s; ` +
      `multipart refused 413: ${Math.max(...perVideo.multipart).toFixed(3)} s`,
  );
  console.log(
    `picks p99: control ${controlBefore.result.p99.toFixed(1)} / ${controlAfter.result.p99.toFixed(1)} ms; ` +
      phases
        .map(([name]) => `${name.replace('while ', '').split(' (t')[0]!.split(' (m')[0]} ${during[name]!.p99.toFixed(1)} ms`)
        .join('; '),
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
