import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The machine a benchmark's figures come from, in one line printed next to them: the same code on two machines of
 * the same kind gave bench:discover figures up to twice apart (issue 16, stops 44 and 45), the second with disk
 * syncs up to three times as slow (0.24-0.59 ms against 0.14-0.18 ms). The sync is timed in `dir`, the benchmark's
 * data folder: SQLite's file is there; a PostgreSQL cluster keeps its own folder, which may be on another disk.
 */
export function describeMachine(dir: string): string {
  const cpus = os.cpus();
  const sync = measureDiskSync(dir);
  return (
    `machine: ${cpus.length} CPUs (${cpus[0]?.model.trim() || 'unknown'}), ${megabytes(os.totalmem())} RAM, node ${process.version}, ` +
    `${os.platform()} ${os.release()}; disk sync (fdatasync of 16 KB) p50 ${sync.p50Ms.toFixed(2)} ms, p99 ${sync.p99Ms.toFixed(2)} ms`
  );
}
