import { cityOfLocation, type City } from '../../../shared/weekly-cycle';
import type { Repos } from '../../plugins/repos';
import { cycleWeekOf, type WeekClock } from '../week/cycle-week';
import type { BatchJobs } from './batch-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A member's profile was just made (call it after the profile's commit): when this week is released and picks
     * are open, they get their batch now rather than waiting for next Thursday. Idempotent, and never rejects: a
     * failure is logged, and the cycle runner's next tick builds the batch instead.
     */
    memberJoined(userId: string): Promise<void>;
  }
}

/** The week a member who joins now gets a batch for: the city's current week, once released, while picks are open. */
export async function openWeekOf(repos: Repos, city: City, { now, discoverOpensAt }: WeekClock): Promise<string | null> {
  const week = await cycleWeekOf(repos.jobs, city, now(), discoverOpensAt);
  return week.released && week.picksOpen ? week.week : null;
}

/**
 * What app.memberJoined does (app.ts decorates the app with it): when the new member's week is open and they have
 * no batch, the late joiners' job of their city (in a worker thread in the server; one run serves everyone who
 * joined meanwhile). Resolves when their batch is written (the profile route waits for it, its thread free).
 */
export function memberJoined(repos: Repos, batches: BatchJobs, clock: WeekClock): (userId: string) => Promise<void> {
  return async (userId) => {
    const city = cityOfLocation((await repos.discover.byUserId(userId))?.location);
    if (!city) return;
    const week = await openWeekOf(repos, city, clock);
    if (week && !(await repos.discover.hasBatch(userId, week))) await batches.lateJoiners(city, week);
  };
}
