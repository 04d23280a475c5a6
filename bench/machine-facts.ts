import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

/** What a disk sync cost, measured here: fdatasync of a small write, as each durable SQLite commit makes one. */
export interface DiskSync {
  p50Ms: number;
  p99Ms: number;
}

/** Syncs timed: enough for a p99, about a tenth of a second on a disk that syncs in 0.4 ms. */
const SYNCS = 200;
/** A WAL commit of a few pages: 16 KB. */
const WRITE_BYTES = 16 * 1024;

const at = (sorted: readonly number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;

/** Times `count` fdatasyncs of a fresh 16 KB write each, in a file of its own in `dir` (removed afterwards). */
export function measureDiskSync(dir: string, count = SYNCS): DiskSync {
  const file = path.join(fs.mkdtempSync(path.join(dir, 'sync-')), 'probe');
  const fd = fs.openSync(file, 'w');
  const bytes = Buffer.alloc(WRITE_BYTES, 1);
  const times: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      fs.writeSync(fd, bytes, 0, bytes.length, i * WRITE_BYTES);
      const started = process.hrtime.bigint();
      fs.fdatasyncSync(fd);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  } finally {
    fs.closeSync(fd);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
  times.sort((a, b) => a - b);
  return { p50Ms: at(times, 0.5), p99Ms: at(times, 0.99) };
}

/** What the fixed CPU task took here: the best and the median of its runs, and what it computed (the same everywhere). */
export interface CpuTask {
  bestMs: number;
  medianMs: number;
  checksum: string;
}

/** Runs of the task: its best is the machine's speed, its median how steady the machine was meanwhile. */
const CPU_TASK_RUNS = 5;
/** Rows the task writes, then reads four times over at scattered places (about 80 ms a run on the 2-core machine). */
const CPU_TASK_ROWS = 5_000;

/**
 * The same work on every machine, of the kinds a request costs the server: SQLite point reads and writes through
 * better-sqlite3, JSON, sha256. Answers a checksum of what it read, so nothing of it can be left out.
 */
function cpuTaskOnce(rows: number): string {
  const db = new BetterSqlite3(':memory:');
  try {
    db.exec('CREATE TABLE members (id TEXT PRIMARY KEY, card TEXT NOT NULL)');
    const insert = db.prepare('INSERT INTO members (id, card) VALUES (?, ?)');
    const read = db.prepare('SELECT card FROM members WHERE id = ?');
    const ids = Array.from({ length: rows }, (_, i) => crypto.createHash('sha256').update(`member ${i}`).digest('hex'));
    db.transaction(() => {
      ids.forEach((id, i) => insert.run(id, JSON.stringify({ i, name: `Member ${i}`, interests: ['coffee', 'books', `topic ${i % 97}`] })));
    })();
    const digest = crypto.createHash('sha256');
    for (let i = 0; i < rows * 4; i++) {
      const { card } = read.get(ids[(i * 7919) % rows]) as { card: string };
      digest.update((JSON.parse(card) as { interests: string[] }).interests[2]!);
    }
    return digest.digest('hex').slice(0, 12);
  } finally {
    db.close();
  }
}

/**
 * Times the fixed task (cpuTaskOnce) `runs` times on this thread: how fast the machine ran that day, so figures of
 * different days can be compared (docs/decisions/0016-benchmarks-name-their-machine.md).
 */
export function measureCpuTask(runs = CPU_TASK_RUNS, rows = CPU_TASK_ROWS): CpuTask {
  const times: number[] = [];
  let checksum = '';
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    checksum = cpuTaskOnce(rows);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { bestMs: times[0]!, medianMs: at(times, 0.5), checksum };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** How long the CPUs are watched before a benchmark: long enough to see another process's steady work. */
const BUSY_WINDOW_MS = 1000;
/** Above this share of the CPUs busy before the run, its figures are said to come from a busy machine. */
export const BUSY_WARNING_SHARE = 0.25;

interface CpuTimes {
  idle: number;
  total: number;
}

function cpuTimes(): CpuTimes {
  let idle = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}

/**
 * The share (0-1) of the machine's CPUs busy between two readings, less `ownMs` of this process's CPU time: os.cpus()
 * counts milliseconds across every CPU, as process.cpuUsage() does across this process's threads.
 */
function busyShareBetween(before: CpuTimes, after: CpuTimes, ownMs = 0): number {
  const total = after.total - before.total;
  const busy = total - (after.idle - before.idle);
  return total > 0 ? Math.min(1, Math.max(0, (busy - ownMs) / total)) : 0;
}

/**
 * The share of the machine's CPUs (0-1) that were busy over `ms`, while this thread sleeps: the work of other
 * processes, which slows every figure measured next to it. Once a stray test run went on beside
 * the benchmarks unnoticed, and its figures were only seen to be wrong afterwards.
 */
export function cpuBusyShare(ms = BUSY_WINDOW_MS): number {
  const before = cpuTimes();
  // Sleeps without using a CPU (a busy wait would be counted).
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
  return busyShareBetween(before, cpuTimes());
}

/** Quiet enough to measure: at most this share of the CPUs busy over one watch of QUIET_WATCH_MS. */
export const QUIET_SHARE = 0.1;
const QUIET_WATCH_MS = 500;

/**
 * Watches the CPUs, half a second at a time, until they are quiet (at most `share` busy) or `maxMs` have passed. A
 * server answers its health check before its start has settled: bench:lighthouse, which ran its first Lighthouse
 * run a second after the answer, saw 85-86% of the CPUs busy in that second and 1-12% in the next ones.
 * Says whether it got quiet, after how long, and the last watch's share.
 */
export function waitUntilQuiet({ maxMs = 10_000, share = QUIET_SHARE } = {}): { quiet: boolean; waitedMs: number; share: number } {
  const started = Date.now();
  for (;;) {
    const busy = cpuBusyShare(QUIET_WATCH_MS);
    const waitedMs = Date.now() - started;
    if (busy <= share || waitedMs >= maxMs) return { quiet: busy <= share, waitedMs, share: busy };
  }
}

/** What a measured span shared the machine with: its own process's CPU time, and the share other work took. */
export interface SpanShare {
  wallMs: number;
  /** This process's CPU time over the span, all its threads. */
  ownCpuMs: number;
  /** The share (0-1) of the machine's CPUs busy over the span with other processes' work than this one's. */
  othersShare: number;
}

/**
 * Starts watching a measured span; the function returned ends it. The machine line (describeMachine) looks only at
 * the second before a run, which cannot tell whether another process slowed a long run partway
 * (docs/decisions/0016-benchmarks-name-their-machine.md).
 */
export function watchSpan(): () => SpanShare {
  const machineBefore = cpuTimes();
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  return () => {
    const wallMs = performance.now() - started;
    const own = process.cpuUsage(ownBefore);
    const ownCpuMs = (own.user + own.system) / 1000;
    return { wallMs, ownCpuMs, othersShare: busyShareBetween(machineBefore, cpuTimes(), ownCpuMs) };
  };
}

/**
 * A warning when other processes kept more than BUSY_WARNING_SHARE of the CPUs busy during a measured span (`what`,
 * e.g. "the budgeted run"): its time is then the machine's as much as the code's. Null when they did not.
 */
export function sharedSpanWarning(what: string, span: SpanShare): string | null {
  if (span.othersShare <= BUSY_WARNING_SHARE) return null;
  return (
    `warning: other work kept ${Math.round(span.othersShare * 100)}% of the CPUs busy during ${what} ` +
    `(${(span.wallMs / 1000).toFixed(2)} s, ${(span.ownCpuMs / 1000).toFixed(2)} s of its own CPU time): its time is slower than the code alone would give`
  );
}

/** A warning to print next to the figures when the machine was busy before the run; null when it was not. */
export function busyWarning(share: number): string | null {
  if (share <= BUSY_WARNING_SHARE) return null;
  return (
    `warning: ${Math.round(share * 100)}% of the CPUs were busy before this run, with other work than the benchmark's: ` +
    'its figures are slower than the code alone would give (look for another process, or run again on an idle machine)'
  );
}

/**
 * The machine a benchmark's figures come from, in one line printed next to them: machines of the same kind differ
 * (docs/decisions/0016-benchmarks-name-their-machine.md). The sync is timed in `dir`, the benchmark's
 * data folder: SQLite's file is there; a PostgreSQL cluster keeps its own folder, which may be on another disk. The
 * line also says how busy the CPUs were just before (cpuBusyShare), followed by a warning line when too busy, and how
 * long a fixed piece of CPU work took (measureCpuTask): how fast the machine ran, busy or not.
 */
export function describeMachine(dir: string): string {
  const cpus = os.cpus();
  // In whole percent, as printed: the warning follows from the figure shown.
  const busyPercent = Math.round(cpuBusyShare() * 100);
  const sync = measureDiskSync(dir);
  const task = measureCpuTask();
  const line =
    `machine: ${cpus.length} CPUs (${cpus[0]?.model.trim() || 'unknown'}), ${megabytes(os.totalmem())} RAM, node ${process.version}, ` +
    `${os.platform()} ${os.release()}; CPUs busy ${busyPercent}% over the second before the run; ` +
    `CPU task (fixed: SQLite reads and writes, JSON, sha256) best ${task.bestMs.toFixed(1)} ms, median ${task.medianMs.toFixed(1)} ms; ` +
    `disk sync (fdatasync of 16 KB) p50 ${sync.p50Ms.toFixed(2)} ms, p99 ${sync.p99Ms.toFixed(2)} ms`;
  const warning = busyWarning(busyPercent / 100);
  return warning ? `${line}\n${warning}` : line;
}
