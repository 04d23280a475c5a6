import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BUSY_WARNING_SHARE,
  busyWarning,
  cpuBusyShare,
  describeMachine,
  measureCpuTask,
  measureDiskSync,
  sharedSpanWarning,
  waitUntilQuiet,
  watchSpan,
} from '../machine-facts';

let dir: string | null = null;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = null;
});

describe("the machine a benchmark's figures come from", () => {
  it('times real disk syncs in the given folder and leaves nothing behind', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-facts-'));
    const sync = measureDiskSync(dir, 20);
    expect(sync.p50Ms).toBeGreaterThan(0);
    expect(sync.p99Ms).toBeGreaterThanOrEqual(sync.p50Ms);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("names the CPUs, how busy they were and the disk sync's figures in one line, then a warning if they were busy", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-facts-'));
    // Other test files run beside this one, so the machine may be busy: then a warning line follows.
    const [line, ...rest] = describeMachine(dir).split('\n');
    expect(line).toContain(`machine: ${os.cpus().length} CPUs (${os.cpus()[0]!.model.trim()})`);
    expect(line).toMatch(
      /; CPUs busy \d+% over the second before the run; CPU task \(fixed: SQLite reads and writes, JSON, sha256\) best \d+\.\d ms, median \d+\.\d ms; disk sync \(fdatasync of 16 KB\) p50 \d+\.\d\d ms, p99 \d+\.\d\d ms$/,
    );
    const [best, median] = /best (\S+) ms, median (\S+) ms/.exec(line!)!.slice(1).map(Number);
    expect(best).toBeGreaterThan(0);
    expect(median).toBeGreaterThanOrEqual(best!);
    const busy = Number(/CPUs busy (\d+)%/.exec(line!)![1]) / 100;
    expect(rest).toEqual(busy > BUSY_WARNING_SHARE ? [busyWarning(busy)] : []);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('does the same CPU task on every machine and times each run: more rows take longer', () => {
    const small = measureCpuTask(3, 100);
    const large = measureCpuTask(3, 4_000);
    // What it computed is fixed by the rows alone, so no part of the work can have been skipped.
    expect(measureCpuTask(1, 100).checksum).toBe(small.checksum);
    expect(large.checksum).not.toBe(small.checksum);
    expect(small.bestMs).toBeGreaterThan(0);
    expect(small.medianMs).toBeGreaterThanOrEqual(small.bestMs);
    // Forty times the work: even on a busy machine its best run is not faster than the small task's.
    expect(large.bestMs).toBeGreaterThan(small.bestMs);
  });

  it('counts the CPU that another thread keeps busy while it watches', async () => {
    const spinning = new Worker('const end = Date.now() + 3000; while (Date.now() < end) {}', { eval: true });
    try {
      await new Promise((resolve) => spinning.once('online', resolve));
      const busy = cpuBusyShare(500);
      // At least most of one of the machine's CPUs.
      expect(busy).toBeGreaterThan(0.6 / os.cpus().length);
      expect(busy).toBeLessThanOrEqual(1);
    } finally {
      await spinning.terminate();
    }
  });

  it('warns only when more than a quarter of the CPUs were busy', () => {
    expect(busyWarning(0)).toBeNull();
    expect(busyWarning(BUSY_WARNING_SHARE)).toBeNull();
    expect(busyWarning(0.62)).toMatch(/^warning: 62% of the CPUs were busy before this run, with other work than the benchmark's: /);
  });

  it('waits for quiet CPUs no longer than it is given, and says it did not get them while a thread spins', async () => {
    const spinning = new Worker('const end = Date.now() + 5000; while (Date.now() < end) {}', { eval: true });
    try {
      await new Promise((resolve) => spinning.once('online', resolve));
      const started = Date.now();
      // Other test files may keep the CPUs busy too: that can only make them less quiet.
      const settled = waitUntilQuiet({ maxMs: 1200, share: 0.3 / os.cpus().length });
      expect(settled.quiet).toBe(false);
      expect(settled.share).toBeGreaterThan(0.3 / os.cpus().length);
      // Whole watches of half a second, until the time given has passed.
      expect(settled.waitedMs).toBeGreaterThanOrEqual(1200);
      expect(Date.now() - started).toBeLessThan(1200 + 1500);
    } finally {
      await spinning.terminate();
    }
  });

  it('stops at the first watch that is quiet enough', () => {
    // Any share is quiet enough here, so the first half-second watch ends it.
    const settled = waitUntilQuiet({ maxMs: 10_000, share: 1 });
    expect(settled.quiet).toBe(true);
    expect(settled.waitedMs).toBeLessThan(1500);
    expect(settled.waitedMs).toBeGreaterThanOrEqual(450);
  });

  it("counts a span's own threads as its own, and another process's work as the others'", async () => {
    const spinFor = (ms: number) => `const end = Date.now() + ${ms}; while (Date.now() < end) {}`;
    // A thread of this process spins for 500 ms of its own CPU time, however long a busy machine makes that take: the
    // span's own. (Spinning for a wall-clock time instead got it under 200 ms of CPU on a machine loaded 16 deep.)
    const end = watchSpan();
    const ours = new Worker(
      'const used = () => { const { user, system } = process.threadCpuUsage(); return (user + system) / 1000; }; while (used() < 500) {}',
      { eval: true },
    );
    await new Promise((resolve) => ours.once('exit', resolve));
    const own = end();
    expect(own.wallMs).toBeGreaterThanOrEqual(500);
    expect(own.ownCpuMs).toBeGreaterThanOrEqual(500);
    expect(own.othersShare).toBeGreaterThanOrEqual(0);
    expect(own.othersShare).toBeLessThanOrEqual(1);

    // Another process spins while this one sleeps: the others' share, not this process's time.
    const other = spawn(process.execPath, ['-e', `console.log('spinning'); ${spinFor(10_000)}`], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      await new Promise((resolve) => other.stdout.once('data', resolve));
      // The span: this process sleeps for 0.7 s (without a CPU) while the other spins.
      const endOther = watchSpan();
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 700);
      const theirs = endOther();
      expect(theirs.ownCpuMs).toBeLessThan(100);
      expect(theirs.othersShare).toBeGreaterThan(0.3 / os.cpus().length);
    } finally {
      other.kill();
    }
  });

  it('warns about a span only when other work took more than a quarter of the CPUs', () => {
    const span = { wallMs: 63_510, ownCpuMs: 64_620 };
    expect(sharedSpanWarning('the budgeted run', { ...span, othersShare: BUSY_WARNING_SHARE })).toBeNull();
    expect(sharedSpanWarning('the budgeted run', { ...span, othersShare: 0.48 })).toBe(
      'warning: other work kept 48% of the CPUs busy during the budgeted run (63.51 s, 64.62 s of its own CPU time): ' +
        'its time is slower than the code alone would give',
    );
  });
});
