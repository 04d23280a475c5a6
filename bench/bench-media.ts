/**
 * `npm run bench:media`: what serving media from an S3 bucket costs next to the local folder, both measured in one
 * run. Two real servers on the same machine: one keeps media in DATA_DIR/media (the control), one in a local S3
 * bucket (s3rver, MEDIA_STORE=s3). Each gets a member with a 200 KB profile photo and a 5 MB WebM video, written
 * through the media store and the profiles and videos repos. autocannon then sends GET /media/photos/:file with the
 * member's session (50 connections, BENCH_WARMUP_SECONDS (2) of warm-up, then BENCH_SECONDS (10) measured), and
 * GET /media/videos/:file for its first 256 KiB (a Range request, as players send), to each server in turn.
 * Prints requests/s, p50 and p99 latency, throughput, the CPU each process spent per request and the ratio S3 / local;
 * exits non-zero on any error or non-2xx answer.
 *
 * Not a measure of a real S3: s3rver answers from its own disk on loopback, in a process of its own
 * (s3-bucket-process.ts), so the S3 runs share the machine's cores among the server, the bucket and autocannon,
 * where the local runs share them between the server and autocannon. The ratio is what the store's extra hop costs
 * on this machine, not a network's latency.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { parseMedia } from '../server/config-media';
import { localMediaStore, type MediaStore } from '../server/features/media/media-store';
import { photoUrl } from '../server/features/media/photo-store';
import { s3MediaStore } from '../server/features/media/s3-media-store';
import { profilesRepo } from '../server/features/profiles/repo';
import { videosRepo } from '../server/features/videos/repo';
import { videoUrl } from '../server/features/videos/video-store';
import { findPrompt } from '../shared/video-prompts';
import { createMember } from '../tests/helpers/members';
import { type ServerProcess, startServerProcess, stopProcess } from '../tests/helpers/server-process';
import { type BenchDatabase, benchDatabase } from './bench-database';
import { BUSY_WARNING_SHARE, describeMachine, waitUntilQuiet, watchSpan } from './machine-facts';
import type { BucketSettings } from './s3-bucket-process';
import { cpuSeconds } from './thread-times';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 4750);
const PHOTO_BYTES = 200 * 1024;
const VIDEO_BYTES = 5 * 1024 * 1024;
const RANGE = 'bytes=0-262143';
const RANGE_BYTES = 262_144;
const PROMPT_ID = 'hidden_talent';
const BUCKET_PROCESS = fileURLToPath(new URL('./s3-bucket-process.ts', import.meta.url));
/** How long the bucket's process may take to listen (tsx compiles it first; a busy machine took seconds). */
const BUCKET_START_MS = 60_000;

/** Random bytes behind a file's magic number: the routes send bytes and never decode them. */
function payload(magic: number[], size: number): Buffer {
  const bytes = crypto.randomBytes(size);
  Buffer.from(magic).copy(bytes);
  return bytes;
}
const PHOTO = payload([0xff, 0xd8, 0xff, 0xe0], PHOTO_BYTES);
const VIDEO = payload([0x1a, 0x45, 0xdf, 0xa3], VIDEO_BYTES);

interface Bucket {
  settings: BucketSettings;
  pid: number | undefined;
  stop(): Promise<void>;
}

/** s3-bucket-process.ts started and listening, or an error once it exits or BUCKET_START_MS pass. */
async function startBucketProcess(port: number): Promise<Bucket> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', BUCKET_PROCESS, String(port)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = () => stopProcess(child, exited);
  let timer: NodeJS.Timeout | undefined;
  try {
    const settings = await Promise.race([
      new Promise<BucketSettings>((resolve) => child.once('message', (message) => resolve(message as BucketSettings))),
      exited.then(() => Promise.reject(new Error('the S3 bucket process ended before it listened'))),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the S3 bucket did not listen within ${BUCKET_START_MS / 1000} s`)), BUCKET_START_MS);
      }),
    ]);
    child.channel?.unref();
    return { settings, pid: child.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

interface Seeded {
  cookie: string;
  photoPath: string;
  videoPath: string;
}

/** A member with PHOTO as their profile photo and VIDEO as their (pending) video, in `store`, through the repos. */
async function seed(server: ServerProcess, store: MediaStore): Promise<Seeded> {
  const at = new Date().toISOString();
  const member = await server.withDatabase((db) => createMember(db));
  const photo = `${crypto.randomUUID()}.jpg`;
  const video = { id: crypto.randomUUID(), file: `${crypto.randomUUID()}.webm`, posterFile: `${crypto.randomUUID()}.jpg` };
  await store.put('photos', photo, PHOTO);
  await store.put('videos', video.file, VIDEO);
  await server.withDatabase(async (db) => {
    await profilesRepo(db).replacePhoto(member.email, photo, at);
    await videosRepo(db).insert({
      ...video,
      userId: member.email,
      promptId: PROMPT_ID,
      promptType: findPrompt(PROMPT_ID)!.type as 'fun' | 'useful',
      container: 'webm',
      durationMs: 15_000,
      width: 640,
      height: 480,
      sizeBytes: VIDEO_BYTES,
      receivedSha256: crypto.createHash('sha256').update(VIDEO).digest('hex'),
      createdAt: at,
    });
  });
  return { cookie: `sid=${member.sessionId}`, photoPath: photoUrl(photo), videoPath: videoUrl(video.file) };
}

/** One request answered with exactly the bytes stored: what the load then asks for over and over. */
async function checkAnswer(url: string, headers: Record<string, string>, status: number, expected: Buffer): Promise<void> {
  const answer = await fetch(url, { headers });
  const body = Buffer.from(await answer.arrayBuffer());
  if (answer.status !== status || !body.equals(expected))
    throw new Error(`${url}: answered ${answer.status} with ${body.length} bytes, expected ${status} with ${expected.length}`);
}

interface Reading {
  rps: number;
  p50: number;
  p99: number;
  mbPerSecond: number;
  requests: number;
  /** CPU milliseconds per request of the server, and of the bucket's process (S3 runs only). */
  serverCpuMs: number | null;
  bucketCpuMs: number | null;
  /** The share of the CPUs that processes other than the bench, the server and the bucket kept busy meanwhile. */
  othersShare: number;
}

/** Warm-up, then the measured load; throws on any error, timeout or non-2xx answer in either. */
async function load(url: string, headers: Record<string, string>, pids: { server?: number; bucket?: number }): Promise<Reading> {
  const run = async (duration: number) => {
    const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
    if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0)
      throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
    return result;
  };
  await run(WARMUP_SECONDS);
  const before = { server: cpuSeconds(pids.server), bucket: cpuSeconds(pids.bucket) };
  const endSpan = watchSpan();
  const result = await run(SECONDS);
  const span = endSpan();
  const after = { server: cpuSeconds(pids.server), bucket: cpuSeconds(pids.bucket) };
  const spent = (from: number | null, to: number | null) => (from === null || to === null ? null : to - from);
  const serverSeconds = spent(before.server, after.server);
  const bucketSeconds = spent(before.bucket, after.bucket);
  const perRequest = (seconds: number | null) =>
    seconds === null || result.requests.total === 0 ? null : (seconds * 1000) / result.requests.total;
  // watchSpan counts the server and the bucket as other work: they are this run's, so they are taken out.
  const ours = (((serverSeconds ?? 0) + (bucketSeconds ?? 0)) * 1000) / (span.wallMs * os.cpus().length);
  return {
    // Totals over the run's duration: autocannon's one-second samples come from a timer that runs late while its
    // own event loop is busy, so their mean overstated the rate (275 req/s against 2,479 requests in 10 s).
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mbPerSecond: result.throughput.total / result.duration / 1e6,
    requests: result.requests.total,
    serverCpuMs: perRequest(serverSeconds),
    bucketCpuMs: perRequest(bucketSeconds),
    othersShare: Math.max(0, span.othersShare - ours),
  };
}

const cpu = (ms: number | null) => (ms === null ? '-' : `${ms.toFixed(2)} ms`);
function printRow(name: string, r: Reading, control?: Reading) {
  const ratio = control
    ? `  S3/local: req/s ${(r.rps / control.rps).toFixed(2)}, p50 ${(r.p50 / control.p50).toFixed(2)}, p99 ${(r.p99 / control.p99).toFixed(2)}`
    : '';
  console.log(
    `${name.padEnd(27)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  ` +
      `${r.mbPerSecond.toFixed(1).padStart(6)} MB/s  (${r.requests} requests; CPU per request: server ${cpu(r.serverCpuMs)}, ` +
      `bucket ${cpu(r.bucketCpuMs)}; other work ${Math.round(r.othersShare * 100)}% of the CPUs)${ratio}`,
  );
  if (r.othersShare > BUSY_WARNING_SHARE)
    console.log(`  warning: other processes took ${Math.round(r.othersShare * 100)}% of the CPUs during this run`);
}

const databases: BenchDatabase[] = [];
const servers: ServerProcess[] = [];
let bucket: Bucket | null = null;
let failed = false;
try {
  bucket = await startBucketProcess(PORT + 2);
  const bucketMedia = parseMedia(bucket.settings.env);
  if (bucketMedia.store !== 's3') throw new Error("the bucket's settings do not name MEDIA_STORE=s3");
  const local = await benchDatabase('bench-media-local');
  const s3 = await benchDatabase('bench-media-s3');
  databases.push(local, s3);
  const localServer = await startServerProcess(PORT, { ...local.env, MEDIA_STORE: 'local' });
  servers.push(localServer);
  const s3Server = await startServerProcess(PORT + 1, { ...s3.env, ...bucket.settings.env });
  servers.push(s3Server);
  const stores = [
    { name: 'local', server: localServer, seeded: await seed(localServer, localMediaStore(localServer.dataDir)), bucketPid: undefined },
    { name: 'S3', server: s3Server, seeded: await seed(s3Server, s3MediaStore(bucketMedia)), bucketPid: bucket.pid },
  ];
  for (const { server, seeded } of stores) {
    await checkAnswer(`${server.url}${seeded.photoPath}`, { cookie: seeded.cookie }, 200, PHOTO);
    await checkAnswer(`${server.url}${seeded.videoPath}`, { cookie: seeded.cookie, range: RANGE }, 206, VIDEO.subarray(0, RANGE_BYTES));
  }

  const settled = waitUntilQuiet();
  if (!settled.quiet)
    console.log(`the CPUs were still ${Math.round(settled.share * 100)}% busy after the servers' start; measuring anyway`);
  console.log(describeMachine(local.dataDir));
  console.log(
    `${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s each, loopback, ${local.databaseUrl ? 'PostgreSQL' : 'SQLite'}; ` +
      'the member reads their own media; MB = 10^6 bytes of answers (headers included)',
  );
  console.log(
    'the S3 bucket is s3rver in a process of its own on this machine: in the S3 runs the server, the bucket and autocannon share the cores',
  );
  const rows: [string, (s: Seeded) => [string, Record<string, string>]][] = [
    [`photo ${PHOTO_BYTES / 1024} KB`, (s) => [s.photoPath, { cookie: s.cookie }]],
    [`video ${RANGE_BYTES / 1024} KiB range`, (s) => [s.videoPath, { cookie: s.cookie, range: RANGE }]],
  ];
  for (const [what, request] of rows) {
    let control: Reading | undefined;
    for (const { name, server, seeded, bucketPid } of stores) {
      const [path, headers] = request(seeded);
      const reading = await load(`${server.url}${path}`, headers, { server: server.child.pid, bucket: bucketPid });
      printRow(`${what}, ${name}`, reading, control);
      control ??= reading;
    }
  }
} catch (error) {
  console.error(`bench-media failed: ${error instanceof Error ? error.message : String(error)}`);
  failed = true;
} finally {
  for (const server of servers) await server.stop();
  await bucket?.stop();
  for (const database of databases) await database.remove();
}
if (failed) process.exitCode = 1;
