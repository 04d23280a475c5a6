import type { CycleWeek } from '../../../shared/discover';
import { shiftWeek, weekAt, weekTimes, type City } from '../../../shared/weekly-cycle';
import type { JobRepo } from './job-repo';

/** What reading the week needs besides the database: the clock, and the pre-launch date (DISCOVER_OPENS_AT). */
export interface WeekClock {
  now: () => Date;
  discoverOpensAt: Date | null;
}

/**
 * The week members are in: the week of the latest Thursday release by the clock, or the next one when a
 * self-hoster (or the demo) released it early by hand with `npm run cycle -- release --week next`.
 */
export async function currentWeek(jobs: JobRepo, city: City, now: Date): Promise<string> {
  const week = weekAt(now, city.timeZone);
  const next = shiftWeek(week, 1);
  return (await jobs.find(city.id, next, 'release'))?.status === 'done' ? next : week;
}

/**
 * Where the city's cycle stands for members. Picks are open from the release until the close: by the clock, and
 * only while the matching has not started (it may be run early by hand).
 */
export async function cycleWeekOf(jobs: JobRepo, city: City, now: Date, discoverOpensAt: Date | null): Promise<CycleWeek> {
  const week = await currentWeek(jobs, city, now);
  const times = weekTimes(week, city.timeZone);
  const released = (await jobs.find(city.id, week, 'release'))?.status === 'done';
  const match = await jobs.find(city.id, week, 'match');
  const matchStarted = match !== undefined && match.status !== 'pending';
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
