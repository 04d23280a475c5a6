/** bench:discover's settings (BENCH_* environment variables), its targets and its log line. */

export const PORT = Number(process.env.BENCH_PORT ?? 4395);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const WARMUP_SECONDS = 2;
/** BENCH_MEMBERS makes a smaller city, to try the benchmark out quickly (the figures are for 100,000). */
export const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
export const SESSIONS = Math.min(2_000, MEMBERS);
export const CONNECTIONS = 100;
/** The performance targets, with 100,000 members (printed next to the figures; a smaller city is not held to them). */
export const TARGETS = { getP99Ms: 50, getRps: 3000, putP99Ms: 50, releaseSeconds: 30, getP99DuringReleaseMs: 100 };
/**
 * While the release runs, GET is measured in windows of this length, for the first BENCH_RELEASE_LOAD_SECONDS of
 * it (then the release finishes without the load: on 2 shared cores the load generator and the server's thread
 * would otherwise slow the worker down as much as its own work does).
 */
export const RELEASE_WINDOW_SECONDS = 5;
export const RELEASE_LOAD_SECONDS = Number(process.env.BENCH_RELEASE_LOAD_SECONDS ?? 30);
export const WEEK = '2026-11-19';
/** Thursday 12:00 in Toronto, when the week's release is due. */
export const RELEASE_DUE = '2026-11-19T17:00:00Z';
/**
 * The server starts this long before the release is due (BENCH_RELEASE_LEAD_SECONDS), and GET warms it up meanwhile,
 * as a server that has been up for days meets its Thursday noon; the windows then measure the release, not the
 * server's own first seconds (its JIT, its first answers). 0 starts the release with the server, as before.
 */
export const RELEASE_LEAD_SECONDS = Number(process.env.BENCH_RELEASE_LEAD_SECONDS ?? 20);
export const CLOCK_START = new Date(
  Date.parse(RELEASE_DUE) + (RELEASE_LEAD_SECONDS > 0 ? -RELEASE_LEAD_SECONDS * 1000 : 5000),
).toISOString();
export const LOCATION = 'CA:ON:Toronto';
/**
 * Weeks of batches released before the measured one (BENCH_PAST_WEEKS), in this process while the database is
 * prepared: a city's Thursday is seldom its first, and the release reads every earlier batch (nobody is shown twice;
 * who saw the viewer raises their chance), so each week of history adds to its work. 0 measures a city's first week,
 * as this benchmark did before (the earlier figures).
 */
export const PAST_WEEKS = Number(process.env.BENCH_PAST_WEEKS ?? 1);
export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
export const RELEASE_TIMEOUT_MS = 30 * 60 * 1000;
/**
 * PUT /api/picks is measured twice: as fast as 100 connections are answered (saturation: each connection sends its
 * next pick when the last is answered, so by Little's law the mean latency is 100 / throughput, and p99 < 50 ms
 * needs well over 2,000 picks a second on these 2 shared cores), and in an open loop at a steady BENCH_PUT_RATE
 * picks a second (1,000 unless set: every member of a 100,000-member city making 36 picks in the busiest hour; 0
 * leaves it out), sent whether or not earlier ones were answered (open-loop-load.ts): the latency a member feels on
 * a busy server that keeps up.
 */
export const PUT_RATE = Number(process.env.BENCH_PUT_RATE ?? 1_000);

export const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
export const log = (line: string) => console.log(`[${elapsed()}] ${line}`);

/** "(target < 50 ms: met)"; with a smaller city than the targets' the verdict is left out. */
export function against(value: number, target: number, unit: string, atLeast = false): string {
  const verdict = MEMBERS < 100_000 ? 'targets are for 100,000 members' : (atLeast ? value >= target : value < target) ? 'met' : 'NOT MET';
  return `(target ${atLeast ? '>=' : '<'} ${target.toLocaleString('en')} ${unit}: ${verdict})`;
}
