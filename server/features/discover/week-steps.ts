import type { JobRepo } from '../week/job-repo';
import type { ChangeFeed } from './change-feed';

/** At most this many (city, weeks) readings are kept: a few cities, each with this week and the next. */
const KEPT_READINGS = 64;

/**
 * The statuses of the cycle's steps as discover's GET reads them (cycle-week.ts asks for two weeks of a city), kept
 * in memory while the change feed has brought no row of the cycle since they were read: every step added, removed or
 * changing status writes one (migrations 0038-0039; PostgreSQL 0031-0032). So a GET that found its answer ready reads
 * no cycle_jobs rows, only the session and the feed (each statement costs tens of microseconds on 2 shared
 * cores).
 *
 * The caller must have read the feed up to now (`changes.catchUp()`) first: then anything committed before the
 * request is seen, as when the rows were read each time. The clock's part of the week (which week it is, whether the
 * picks have closed) is worked out afresh by cycle-week.ts on every call; a new week by the clock asks for other
 * weeks, and so reads them.
 */
export function weekStepsThroughFeed(jobs: Pick<JobRepo, 'statuses'>, changes: Pick<ChangeFeed, 'tick' | 'cycleUnchangedSince'>) {
  const kept = new Map<string, { readAt: number; rows: Awaited<ReturnType<JobRepo['statuses']>> }>();

  return {
    async statuses(city: string, weeks: readonly [string, string]): ReturnType<JobRepo['statuses']> {
      const key = `${city}|${weeks[0]}|${weeks[1]}`;
      const reading = kept.get(key);
      if (reading && changes.cycleUnchangedSince(reading.readAt)) return reading.rows;
      const readAt = changes.tick;
      const rows = await jobs.statuses(city, weeks);
      if (kept.size >= KEPT_READINGS) kept.clear();
      kept.set(key, { readAt, rows });
      return rows;
    },
  };
}
