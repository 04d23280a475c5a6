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
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../server/db/database';
import { VIDEO_UPLOAD_CHUNK_BYTES } from '../shared/video-upload';
import { startServerProcess, type ServerProcess } from '../tests/helpers/server-process';
import { benchDatabase } from './bench-database';
import { describeMachine } from './machine-facts';
import { openLoop, type OpenLoopResult } from './open-loop-load';
import { cpuSeconds, cpuSecondsWithChildren, describeSchedule, mainThreadSchedule } from './thread-times';
import { describePicks, describeRefusals, readySender } from './video-check/senders';
import {
  CLOCK_START,
  CONNECTIONS,
  LOCATION,
  log,
  MEMBERS,
  PORT,
  PUT_RATE,
  ROUNDS,
  SECONDS,
  SESSIONS,
  TARGET_CPU_SECONDS,
  VIDEO_SECONDS,
  WEEK,
} from './video-check/settings';
import { batchesOf, makeLongVideo, prepareDatabase, waitForRelease } from './video-check/setup';

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
