/**
 * The time budget of the anytime search, as counted work: `seconds` becomes a fixed number of work units (group
 * evaluations and growth steps, GroupJudge.work) at a rate that depends only on the week's size, never a reading of
 * the clock. So the same input, seed and budget give the same groups byte for byte on any machine; a slower or
 * busier machine just takes longer.
 */

/**
 * Work units a second on the 2-core build machine for a small week; a larger week does fewer (its indexes no longer sit
 * in the CPU's caches, and the fast default's indexing, which is not counted as work, grows with it). The curve stays a
 * little below the rates measured there (docs/decisions/0013-matching-search-settings.md); npm run bench:match prints
 * each budgeted run's wall time next to its budget to check it.
 */
export const SMALL_WEEK_WORK_PER_SECOND = 1_400_000;
/** At this many members the rate is half the small week's. */
const HALF_RATE_MEMBERS = 100_000;

/** The longest budget accepted (a week has room, but a runaway setting should not hold a worker for hours). */
export const MAX_SECONDS = 3_600;

/** Work units one second of budget buys for a week of `members` (a function of the input only, so reproducible). */
export function workPerSecond(members: number): number {
  return Math.round(SMALL_WEEK_WORK_PER_SECOND / (1 + Math.max(members, 0) / HALF_RATE_MEMBERS));
}

/** The work `seconds` of budget buys for a week of `members`. */
export function workForSeconds(seconds: number, members: number): number {
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new RangeError(`the matching budget must be 0-${MAX_SECONDS} seconds, not ${seconds}`);
  return Math.round(Math.min(seconds, MAX_SECONDS) * workPerSecond(members));
}

/**
 * The budget the weekly job gives a city of `members` unless the city sets its own (server/features/cycle):
 * 60 s at 100,000 members, 30 s at 10,000, 15 s at 1,000 (60 s x (members / 100,000)^0.3: the search needs
 * less time per member on a small week, but a small week still gains from a few seconds), between 5 s and 60 s.
 */
export function defaultCitySeconds(members: number): number {
  return Math.max(5, Math.min(60, Math.round(60 * (Math.max(members, 0) / 100_000) ** 0.3)));
}
