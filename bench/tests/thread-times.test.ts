import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cpuSeconds, cpuSecondsOfStat, describeSchedule, mainThreadSchedule, scheduleBetween, scheduleOfSchedstat } from '../thread-times';

/** Says it is spinning, then spins until killed (or for a minute, should nothing kill it). */
const SPIN = "console.log('spinning'); const end = Date.now() + 60_000; while (Date.now() < end) {}";
let spinners: ChildProcess[] = [];
afterEach(() => {
  for (const child of spinners) child.kill();
  spinners = [];
});

/** A process spinning on a CPU, once it has started to. */
function spin(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', SPIN], { stdio: ['ignore', 'pipe', 'ignore'] });
  spinners.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`the spinning process exited (${code}) before it spun`)));
  });
}

describe('how a process and its main thread spent a window (/proc)', () => {
  it('reads CPU time from a stat line whose name holds spaces and parentheses', () => {
    // pid (name) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime ...
    const line = '4242 (node (main) x) R 1 4242 4242 0 -1 4194304 900 0 0 0 250 50 0 0 20 0 11 0 100 1000 10';
    expect(cpuSecondsOfStat(line)).toBe(3);
    expect(cpuSecondsOfStat('4242 (node) R')).toBeNull();
    // With the children it waited for: utime 250 + stime 50 + cutime 120 + cstime 30 ticks.
    const parent = '4242 (node) S 1 4242 4242 0 -1 4194304 900 0 0 0 250 50 120 30 20 0 11 0 100 1000 10';
    expect(cpuSecondsOfStat(parent, true)).toBe(4.5);
    expect(cpuSecondsOfStat(parent)).toBe(3);
  });

  it('reads nanoseconds on a CPU, waiting for one, and time slices from a schedstat line', () => {
    expect(scheduleOfSchedstat('2500000000 500000000 40\n')).toEqual({ onCpu: 2.5, waited: 0.5, slices: 40 });
    expect(scheduleOfSchedstat('')).toBeNull();
    const between = scheduleBetween({ onCpu: 1, waited: 0.1, slices: 10 }, { onCpu: 1.8, waited: 0.3, slices: 50 }, 2);
    expect(between.busyShare).toBeCloseTo(0.4);
    expect(between.waitShare).toBeCloseTo(0.1);
    expect(between.meanWaitMs).toBeCloseTo(5);
    expect(describeSchedule(null, { onCpu: 1, waited: 0, slices: 1 }, 1)).toBeNull();
    expect(describeSchedule({ onCpu: 1, waited: 0.1, slices: 10 }, { onCpu: 1.8, waited: 0.3, slices: 50 }, 2)).toBe(
      'server main thread: on a CPU 40% of the window, ready but waiting for a CPU 10% (0.20 s, 5.00 ms a wait)',
    );
  });

  it("counts a running process's CPU time, its own and its main thread's", async () => {
    const child = await spin();
    const before = cpuSeconds(child.pid, true);
    const wholeBefore = cpuSeconds(child.pid);
    expect(before).not.toBeNull();
    // Until its main thread has spun a tenth of a second more: a reading that missed CPU time never gets there.
    await vi.waitFor(() => expect(cpuSeconds(child.pid, true)! - before!).toBeGreaterThan(0.1), { timeout: 10_000, interval: 20 });
    const after = cpuSeconds(child.pid, true)!;
    const wholeAfter = cpuSeconds(child.pid)!;
    expect(wholeAfter).toBeGreaterThanOrEqual(after);
    expect(wholeAfter - wholeBefore!).toBeGreaterThan(0.1);
  });

  it('sees a main thread wait for a CPU when more threads want to run than there are cores', async () => {
    // More spinning processes than cores: the measured one cannot be on a core all the time.
    const [measured] = await Promise.all([spin(), ...Array.from({ length: os.availableParallelism() + 1 }, () => spin())]);
    const before = mainThreadSchedule(measured.pid);
    expect(before).not.toBeNull();
    // Until it has both run and waited for a core a twentieth of a second each since.
    await vi.waitFor(
      () => {
        const { onCpu, waited } = scheduleBetween(before!, mainThreadSchedule(measured.pid)!, 1);
        expect(onCpu).toBeGreaterThan(0.05);
        expect(waited).toBeGreaterThan(0.05);
      },
      { timeout: 10_000, interval: 20 },
    );
  });

  it('answers null for a process that is not there', async () => {
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await new Promise((resolve) => child.once('exit', resolve));
    expect(cpuSeconds(child.pid)).toBeNull();
    expect(mainThreadSchedule(child.pid)).toBeNull();
    expect(mainThreadSchedule(undefined)).toBeNull();
  });
});
