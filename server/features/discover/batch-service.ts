import type { Database } from 'better-sqlite3';
import { NEVER_LEVEL } from '../../../shared/discover';
import { shiftWeek, type City } from '../../../shared/weekly-cycle';
import { groupsRepo } from '../groups/repo';
import { picksRepo } from '../picks/repo';
import { profilesRepo } from '../profiles/repo';
import { buildPool, type BatchPool } from './batch-pool';
import { rankBatch } from './batch-ranking';
import { discoverRepo } from './repo';

/** Viewers whose batches are written in one transaction; the event loop breathes between chunks. */
const CHUNK = 500;

/** Building the weekly batches: all of a city's at the release, or one late joiner's on first visit. */
export function batchService(db: Database, now: () => Date) {
  const discover = discoverRepo(db);
  const picks = picksRepo(db);
  const groups = groupsRepo(db);
  const profiles = profilesRepo(db);

  function poolOf(city: City): BatchPool {
    profiles.giveMissingIds();
    return buildPool(discover.poolMembers(city.location));
  }

  /**
   * Who the viewer must not see this week, and who was shown the viewer before. Picks toward the viewer are not
   * read here at all: nothing the viewer can observe in a batch may depend on them (ARCHITECTURE, privacy by
   * difference). Someone else's "never" toward the viewer is kept out of the batch's inputs for the same reason;
   * the matching still never groups them.
   */
  function contextFor(pool: BatchPool, viewerId: string, week: string) {
    const indexesOf = (userIds: Iterable<string>) => {
      const found = new Set<number>();
      for (const userId of userIds) {
        const index = pool.indexOf.get(userId);
        if (index !== undefined) found.add(index);
      }
      return found;
    };
    const excluded = indexesOf([
      ...discover.shownTo(viewerId),
      ...picks.blockedEitherWay(viewerId),
      ...groups.activeGroupMates(viewerId, shiftWeek(week, -1)),
      ...picks
        .givenBy(viewerId)
        .filter((pick) => pick.level === NEVER_LEVEL)
        .map((pick) => pick.toId),
    ]);
    const sawViewer = indexesOf(discover.viewersWhoSaw(viewerId));
    return { viewer: pool.indexOf.get(viewerId)!, excluded, sawViewer, seed: `${week}:${viewerId}` };
  }

  /** Writes one viewer's batch unless they have one for the week; runs inside the caller's transaction. */
  function buildFor(pool: BatchPool, viewerId: string, city: City, week: string): boolean {
    if (!pool.indexOf.has(viewerId) || discover.hasBatch(viewerId, week)) return false;
    const ranked = rankBatch(pool, contextFor(pool, viewerId, week));
    discover.insertBatch(
      viewerId,
      week,
      city.id,
      ranked.map((index) => pool.userIds[index]!),
      now().toISOString(),
    );
    return true;
  }

  return {
    /**
     * The release: every member of the city gets a batch for the week. Resumable: a viewer who already has one is
     * skipped, so a run cut short (crash, restart) is finished by the next run without doubling anything.
     */
    async releaseCity(city: City, week: string, keepAlive: () => void = () => {}): Promise<{ members: number; batches: number }> {
      const pool = poolOf(city);
      let built = 0;
      for (let start = 0; start < pool.userIds.length; start += CHUNK) {
        const chunk = pool.userIds.slice(start, start + CHUNK);
        db.transaction(() => {
          for (const viewerId of chunk) if (buildFor(pool, viewerId, city, week)) built++;
        }).immediate();
        keepAlive();
        await new Promise((resolve) => setImmediate(resolve));
      }
      return { members: pool.userIds.length, batches: built };
    },
    /** A member who joined after the release gets their batch on their first visit of the week. */
    ensureBatch(viewerId: string, city: City, week: string): void {
      if (discover.hasBatch(viewerId, week)) return;
      const pool = poolOf(city);
      db.transaction(() => buildFor(pool, viewerId, city, week)).immediate();
    },
  };
}

export type BatchService = ReturnType<typeof batchService>;
