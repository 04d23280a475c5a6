import type { CycleWeek } from '../../../shared/discover';
import { shiftWeek, weekAt, weekTimes, type City } from '../../../shared/weekly-cycle';
import type { CycleStep, JobRepo, JobStatus } from './job-repo';

/** Where the steps' statuses come from: the jobs' table, or a reading of it kept while nothing changed (discover). */
type StepStatuses = Pick<JobRepo, 'statuses'>;

/** What reading the week needs besides the database: the clock, and the pre-launch date (DISCOVER_OPENS_AT). */
export interface WeekClock {
  now: () => Date;
  discoverOpensAt: Date | null;
}

/**
 * The week members are in: the week of the latest Thursday release by the clock, or the next one when a
 * self-hoster (or the demo) released it early by hand with `npm run cycle -- release --week next`.
 */
export async function currentWeek(jobs: StepStatuses, city: City, now: Date): Promise<string> {
  return (await weekAndSteps(jobs, city, now)).week;
}

/** The current week (as currentWeek) and its steps' statuses, read in one query. */
async function weekAndSteps(
  jobs: StepStatuses,
  city: City,
  now: Date,
): Promise<{ week: string; status: (step: CycleStep) => JobStatus | undefined }> {
  const byClock = weekAt(now, city.timeZone);
  const next = shiftWeek(byClock, 1);
  const rows = await jobs.statuses(city.id, [byClock, next]);
  const statusOf = (week: string, step: CycleStep) => rows.find((row) => row.week === week && row.step === step)?.status;
  const week = statusOf(next, 'release') === 'done' ? next : byClock;
  return { week, status: (step) => statusOf(week, step) };
}

/**
 * Where the city's cycle stands for members. Picks are open from the release until the close: by the clock, and
 * only while the matching has not started (it may be run early by hand).
 */
export async function cycleWeekOf(jobs: StepStatuses, city: City, now: Date, discoverOpensAt: Date | null): Promise<CycleWeek> {
  const { week, status } = await weekAndSteps(jobs, city, now);
  const times = weekTimes(week, city.timeZone);
  const released = status('release') === 'done';
  const match = status('match');
  const matchStarted = match !== undefined && match !== 'pending';
  const prelaunch = discoverOpensAt !== null && now < discoverOpensAt;
  return {
    week,
    city: city.id,
    timeZone: city.timeZone,
    releaseAt: times.releaseAt.toISOString(),
    pickCloseAt: times.pickCloseAt.toISOString(),
    inviteDeadlineAt: times.inviteDeadlineAt.toISOString(),
    nextReleaseAt: times.nextReleaseAt.toISOString(),
    released,
    picksOpen: released && !matchStarted && !prelaunch && now < times.pickCloseAt,
    discoverOpensAt: prelaunch ? discoverOpensAt.toISOString() : null,
  };
}
