/**
 * The time budget of the anytime search, as counted work: `seconds` becomes a fixed number of work units (group
 * evaluations and growth steps, GroupJudge.work) at a fixed rate, never a reading of the clock. So the same input,
 * seed and budget give the same groups byte for byte on any machine; a slower or busier machine just takes longer.
 * WORK_PER_SECOND is an estimate for the 2-core build machine at 100,000 members when quiet (the fast default does
 * about 7 million units in 6.9 s there; repair work costs a little more per unit). npm run bench:match prints
 * the wall time of each budgeted run next to its budget: if a quiet machine overruns, lower this constant.
 */
export const WORK_PER_SECOND = 500_000;

/** The longest budget accepted (a week has room, but a runaway setting should not hold a worker for hours). */
export const MAX_SECONDS = 3_600;

export function workForSeconds(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new RangeError(`the matching budget must be 0-${MAX_SECONDS} seconds, not ${seconds}`);
  return Math.round(Math.min(seconds, MAX_SECONDS) * WORK_PER_SECOND);
}

/**
 * The budget the weekly job gives a city of `members` unless the city sets its own (server/features/cycle):
 * 60 s at 100,000 members, 30 s at 10,000, 15 s at 1,000 (60 s x (members / 100,000)^0.3: the search needs
 * less time per member on a small week, but a small week still gains from a few seconds), between 5 s and 60 s.
 */
export function defaultCitySeconds(members: number): number {
  return Math.max(5, Math.min(60, Math.round(60 * (Math.max(members, 0) / 100_000) ** 0.3)));
}
