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

type StepRow = Awaited<ReturnType<JobRepo['statuses']>>[number];

function statusIn(rows: readonly StepRow[], week: string, step: CycleStep): JobStatus | undefined {
  for (const row of rows) if (row.week === week && row.step === step) return row.status;
  return undefined;
}

/** The current week (as currentWeek) and the rows of its steps' statuses, read in one query. */
async function weekAndSteps(jobs: StepStatuses, city: City, now: Date): Promise<{ week: string; rows: readonly StepRow[] }> {
  const byClock = weekAt(now, city.timeZone);
  const next = factsOf(byClock, city.timeZone).next;
  const rows = await jobs.statuses(city.id, [byClock, next]);
  return { week: statusIn(rows, next, 'release') === 'done' ? next : byClock, rows };
}

/** What cycleWeekOf needs of a week besides its steps: the week after it, and its times as CycleWeek states them. */
interface WeekFacts {
  next: string;
  pickCloseAt: Date;
  iso: Pick<CycleWeek, 'releaseAt' | 'pickCloseAt' | 'inviteDeadlineAt' | 'nextReleaseAt'>;
}

const weekFactsKept = new Map<string, WeekFacts>();

/** A week's facts: pure, so worked out once per week and time zone (every member request asks). */
function factsOf(week: string, timeZone: string): WeekFacts {
  const key = `${timeZone}|${week}`;
  let facts = weekFactsKept.get(key);
  if (!facts) {
    const times = weekTimes(week, timeZone);
    facts = {
      next: shiftWeek(week, 1),
      pickCloseAt: times.pickCloseAt,
      iso: {
        releaseAt: times.releaseAt.toISOString(),
        pickCloseAt: times.pickCloseAt.toISOString(),
        inviteDeadlineAt: times.inviteDeadlineAt.toISOString(),
        nextReleaseAt: times.nextReleaseAt.toISOString(),
      },
    };
    if (weekFactsKept.size > 1000) weekFactsKept.clear();
    weekFactsKept.set(key, facts);
  }
  return facts;
}

/**
 * Where the city's cycle stands for members. Picks are open from the release until the close: by the clock, and
 * only while the matching has not started (it may be run early by hand).
 */
export async function cycleWeekOf(jobs: StepStatuses, city: City, now: Date, discoverOpensAt: Date | null): Promise<CycleWeek> {
  const { week, rows } = await weekAndSteps(jobs, city, now);
  const times = factsOf(week, city.timeZone);
  const released = statusIn(rows, week, 'release') === 'done';
  const match = statusIn(rows, week, 'match');
  const matchStarted = match !== undefined && match !== 'pending';
  const prelaunch = discoverOpensAt !== null && now < discoverOpensAt;
  return {
    week,
    city: city.id,
    timeZone: city.timeZone,
    ...times.iso,
    released,
    picksOpen: released && !matchStarted && !prelaunch && now < times.pickCloseAt,
    discoverOpensAt: prelaunch ? discoverOpensAt.toISOString() : null,
  };
}
