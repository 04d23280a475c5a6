/**
 * How a process, or its main thread, spent a measured window, read from Linux's /proc: CPU time, and, for
 * one thread, the time it was ready to run but waited for a core (run-queue wait, /proc/<pid>/task/<tid>/schedstat).
 * On these 2 shared cores the load generator, the server's helper threads (checkpoints, batch workers, the thread
 * pool, V8's collectors) and its main thread take turns: a main thread that waits for a core answers nobody
 * meanwhile, whatever the server's code does. The benchmarks print both, so a tail can be told from contention.
 * Null where /proc is not there (another system) or the process has ended.
 */
import fs from 'node:fs';

/** Linux's clock ticks per second for /proc/<pid>/stat's times (USER_HZ; 100 on every Linux Node runs on). */
const USER_HZ = 100;

/**
 * CPU seconds (user + system) of a whole process so far, from /proc/<pid>/stat. `mainThread`: those of the thread
 * that answers requests alone (Linux numbers it as the process), without the worker threads' (the batch jobs, the
 * checkpoints, V8's and libuv's helpers): it is what a request waits for.
 */
export function cpuSeconds(pid: number | undefined, mainThread = false): number | null {
  if (pid === undefined) return null;
  try {
    const text = fs.readFileSync(mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8');
    return cpuSecondsOfStat(text);
  } catch {
    return null;
  }
}

/**
 * CPU seconds of a process and of the children it has waited for (cutime, cstime): a server's ffmpeg runs counted
 * with the server once each has exited. Null where /proc is not there or the process has ended.
 */
export function cpuSecondsWithChildren(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    return cpuSecondsOfStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'), true);
  } catch {
    return null;
  }
}

/**
 * utime + stime of a /proc stat line (with `children`, + cutime + cstime); the name in parentheses may hold spaces,
 * so fields count from its end.
 */
export function cpuSecondsOfStat(text: string, children = false): number | null {
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3 of the line, utime 14, stime 15, cutime 16 and cstime 17 (proc(5)).
  const times = fields.slice(11, children ? 15 : 13).map(Number);
  return times.length === (children ? 4 : 2) && times.every(Number.isFinite) ? times.reduce((a, b) => a + b, 0) / USER_HZ : null;
}

/** A thread's scheduling so far: seconds on a CPU, seconds ready to run but waiting for one, and its time slices. */
export interface Schedule {
  onCpu: number;
  waited: number;
  slices: number;
}

/** The main thread's schedule (/proc/<pid>/task/<pid>/schedstat, in nanoseconds), or null. */
export function mainThreadSchedule(pid: number | undefined): Schedule | null {
  if (pid === undefined) return null;
  try {
    return scheduleOfSchedstat(fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8'));
  } catch {
    return null;
  }
}

export function scheduleOfSchedstat(text: string): Schedule | null {
  const [onCpu, waited, slices] = text.trim().split(/\s+/).map(Number);
  if (![onCpu, waited, slices].every((value) => Number.isFinite(value))) return null;
  return { onCpu: onCpu! / 1e9, waited: waited! / 1e9, slices: slices! };
}

/** What a thread did between two readings, over a window of `seconds`. */
export function scheduleBetween(before: Schedule, after: Schedule, seconds: number) {
  const onCpu = after.onCpu - before.onCpu;
  const waited = after.waited - before.waited;
  const slices = after.slices - before.slices;
  return {
    onCpu,
    waited,
    /** Shares of the window: busy on a core, and ready but waiting for one. */
    busyShare: onCpu / seconds,
    waitShare: waited / seconds,
    /** The mean wait each time it was given a core back: the hold-up one answer may take on top of its own work. */
    meanWaitMs: slices > 0 ? (waited * 1000) / slices : 0,
  };
}

/** One line for the benchmarks' output. */
export function describeSchedule(before: Schedule | null, after: Schedule | null, seconds: number): string | null {
  if (!before || !after || seconds <= 0) return null;
  const { busyShare, waitShare, waited, meanWaitMs } = scheduleBetween(before, after, seconds);
  const percent = (share: number) => `${(share * 100).toFixed(0)}%`;
  return (
    `server main thread: on a CPU ${percent(busyShare)} of the window, ready but waiting for a CPU ${percent(waitShare)} ` +
    `(${waited.toFixed(2)} s, ${meanWaitMs.toFixed(2)} ms a wait)`
  );
}
