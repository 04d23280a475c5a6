import type { Database } from '../../db/database';
import { NEVER_LEVEL } from '../../../shared/discover';
import { shiftWeek, type City } from '../../../shared/weekly-cycle';
import type { Repos } from '../../plugins/repos';
import { buildPool, type BatchPool } from './batch-pool';
import { rankBatch } from './batch-ranking';

/** Viewers whose batches are written in one transaction; the event loop breathes between chunks. */
const CHUNK = 500;

export interface BatchServiceOptions {
  db: Database;
  repos: Repos;
  now: () => Date;
}

/**
 * Building the weekly batches: all of a city's at the release, and afterwards the batch of each member who joined
 * since (app.memberJoined when their profile is made; the cycle runner's tick for anyone that missed).
 */
export function batchService({ db, repos, now }: BatchServiceOptions) {
  const { discover, picks, groups, profiles } = repos;

  async function poolOf(city: City): Promise<BatchPool> {
    await profiles.giveMissingIds();
    return buildPool(await discover.poolMembers(city.location));
  }

  /**
   * Who the viewer must not see this week, and who was shown the viewer before. Picks toward the viewer are not
   * read here at all: nothing the viewer can observe in a batch may depend on them (ARCHITECTURE, privacy by
   * difference). Someone else's "never" toward the viewer is kept out of the batch's inputs for the same reason;
   * the matching still never groups them.
   */
  async function contextFor(pool: BatchPool, viewerId: string, week: string) {
    const indexesOf = (userIds: Iterable<string>) => {
      const found = new Set<number>();
      for (const userId of userIds) {
        const index = pool.indexOf.get(userId);
        if (index !== undefined) found.add(index);
      }
      return found;
    };
    const excluded = indexesOf([
      ...(await discover.shownTo(viewerId)),
      ...(await picks.blockedEitherWay(viewerId)),
      ...(await groups.activeGroupMates(viewerId, shiftWeek(week, -1))),
      ...(await picks.givenBy(viewerId)).filter((pick) => pick.level === NEVER_LEVEL).map((pick) => pick.toId),
    ]);
    const sawViewer = indexesOf(await discover.viewersWhoSaw(viewerId));
    return { viewer: pool.indexOf.get(viewerId)!, excluded, sawViewer, seed: `${week}:${viewerId}` };
  }

  /** Writes one viewer's batch unless they have one for the week; runs inside the caller's transaction. */
  async function buildFor(pool: BatchPool, viewerId: string, city: City, week: string): Promise<boolean> {
    if (!pool.indexOf.has(viewerId) || (await discover.hasBatch(viewerId, week))) return false;
    const ranked = rankBatch(pool, await contextFor(pool, viewerId, week));
    await discover.insertBatch(
      viewerId,
      week,
      city.id,
      ranked.map((index) => pool.userIds[index]!),
      now().toISOString(),
    );
    return true;
  }

  /** Builds the batches of these viewers, in chunks of one transaction each; answers how many were written. */
  async function buildAll(pool: BatchPool, viewerIds: string[], city: City, week: string, keepAlive: () => void): Promise<number> {
    let built = 0;
    for (let start = 0; start < viewerIds.length; start += CHUNK) {
      const chunk = viewerIds.slice(start, start + CHUNK);
      // Counted inside, added after: on PostgreSQL the transaction may run again.
      built += await db.transaction(async () => {
        let inChunk = 0;
        for (const viewerId of chunk) if (await buildFor(pool, viewerId, city, week)) inChunk++;
        return inChunk;
      });
      keepAlive();
      await new Promise((resolve) => setImmediate(resolve));
    }
    return built;
  }

  return {
    /**
     * The release: every member of the city gets a batch for the week. Resumable: a viewer who already has one is
     * skipped, so a run cut short (crash, restart) is finished by the next run without doubling anything.
     */
    async releaseCity(city: City, week: string, keepAlive: () => void = () => {}): Promise<{ members: number; batches: number }> {
      const pool = await poolOf(city);
      return { members: pool.userIds.length, batches: await buildAll(pool, pool.userIds, city, week, keepAlive) };
    },
    /**
     * Every member of the city who has no batch for the week (they joined after the release) gets one. Reads one
     * query when there is nobody to serve, so the cycle runner may call it at every tick.
     */
    async lateJoiners(city: City, week: string, keepAlive: () => void = () => {}): Promise<number> {
      const missing = await discover.withoutBatch(city.location, week);
      if (!missing.length) return 0;
      return buildAll(await poolOf(city), missing, city, week, keepAlive);
    },
    /** One member's batch for the week, unless they have it. */
    async ensureBatch(viewerId: string, city: City, week: string): Promise<void> {
      if (await discover.hasBatch(viewerId, week)) return;
      const pool = await poolOf(city);
      await db.transaction(() => buildFor(pool, viewerId, city, week));
    },
  };
}

export type BatchService = ReturnType<typeof batchService>;
