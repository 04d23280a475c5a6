import type { Database } from '../../db/database';
import { inFlight } from '../../db/in-flight';
import { shiftWeek, type City } from '../../../shared/weekly-cycle';
import type { Repos } from '../../plugins/repos';
import { buildPool, type BatchPool } from './batch-pool';
import { rankBatch } from './batch-ranking';
import { PoolListReader } from './list-reader';
import { ShownBefore } from './shown-before';
import { WhoSaw } from './who-saw';

/**
 * Viewers ranked, then written in one statement, a chunk at a time. On SQLite a chunk is small: SQLite has one writer,
 * and the release runs beside the server's own writes (a pick waits for the chunk's commit, and better-sqlite3 waits
 * on the server's thread), so a chunk (one row per batch) holds the lock for a few milliseconds. PostgreSQL's writers
 * do not wait for each other's rows, and each chunk costs four round trips (three reads, the insert), so its chunks
 * are large. Figures: docs/decisions/0012-discover-release-at-100000-members.md.
 */
const CHUNK = { sqlite: 50, postgres: 1000 } as const;

export interface BatchServiceOptions {
  db: Database;
  repos: Pick<Repos, 'discover' | 'picks' | 'groups' | 'profiles'>;
  now: () => Date;
  /** Viewers ranked and written together; CHUNK's for the engine unless given (a test varies it). */
  chunkSize?: number;
}

/**
 * Building the weekly batches: all of a city's at the release, and afterwards the batch of each member who joined
 * since (app.memberJoined when their profile is made; the cycle runner's tick for anyone that missed).
 */
export function batchService({ db, repos, now, chunkSize = CHUNK[db.engine] }: BatchServiceOptions) {
  const { discover, picks, groups, profiles } = repos;

  async function poolOf(city: City): Promise<BatchPool> {
    await profiles.giveMissingIds();
    return buildPool(await discover.poolMembers(city.location));
  }

  /**
   * Who each of these viewers must not see this week, read for all of them at once (three statements for a chunk instead
   * of three per viewer, a large share of the release: docs/decisions/0012-discover-release-at-100000-members.md): whom
   * they blocked or were blocked by, their current group mates, whom they said "never" to. Picks toward a viewer are not
   * read here at all: nothing the viewer can observe in a batch may depend on them (ARCHITECTURE, privacy by
   * difference). Someone else's "never" toward the viewer is kept out of the batch's inputs for the same reason; the
   * matching still never groups them.
   */
  async function excludedOf(viewerIds: readonly string[], week: string): Promise<Map<string, string[][]>> {
    const blocked = await picks.blockedEitherWayOfMany(viewerIds);
    const mates = await groups.activeGroupMatesOfMany(viewerIds, shiftWeek(week, -1));
    const never = await picks.neverGivenByMany(viewerIds);
    return new Map(viewerIds.map((viewerId) => [viewerId, [blocked.get(viewerId)!, mates.get(viewerId)!, never.get(viewerId)!]]));
  }

  /** The ranking's inputs for one viewer: those excluded (as read by excludedOf, plus everyone shown before), who saw them. */
  function contextFor(
    pool: BatchPool,
    viewerId: string,
    week: string,
    excludedIds: readonly string[][],
    seen: { shown: Iterable<number>; saw: Iterable<number>; sawThisWeek: Iterable<number> },
  ) {
    // Plain lists, repeats and all: the ranking marks each index in a typed array (no Set per viewer).
    const excluded: number[] = [];
    for (const userIds of excludedIds) {
      for (const userId of userIds) {
        const index = pool.indexOf.get(userId);
        if (index !== undefined) excluded.push(index);
      }
    }
    for (const member of seen.shown) excluded.push(member);
    const sawViewer: number[] = [];
    for (const viewer of seen.saw) sawViewer.push(viewer);
    for (const viewer of seen.sawThisWeek) sawViewer.push(viewer);
    return { viewer: pool.indexOf.get(viewerId)!, excluded, sawViewer, seed: `${week}:${viewerId}` };
  }

  /**
   * The batches of these viewers, one after the other: each is ranked outside any transaction (reads only), a chunk
   * of them is then written in one statement. Who saw whom is read once for the whole city (`shownBefore`), then kept
   * up to date here (`whoSaw`): the chunk's batches count as seen as soon as they are ranked, so every batch is exactly
   * what building them one at a time, each committed, would give. The database works while the ranking does: the next
   * chunk's exclusions are read, and the last chunk written, while a chunk is ranked. A viewer whose batch appeared
   * meanwhile (another process) is skipped at the write, and what it would have shown is taken back once that write
   * answers (the chunk ranked meanwhile counted it as seen). Answers how many were written.
   */
  async function buildAll(pool: BatchPool, viewerIds: string[], city: City, week: string, keepAlive: () => void): Promise<number> {
    // Who was shown to whom, by pool index, in every batch of the city's members so far (shownBefore), then in the
    // batches this run ranks (whoSaw: the viewers who had each member in theirs).
    const shownBefore = new ShownBefore(pool.userIds.length);
    const whoSaw = new WhoSaw(pool.userIds.length);
    // Each id as JSON once: a batch's list is then these joined (the same text as JSON.stringify of the ids, which took
    // about a second of a 100,000-member release).
    const idJson = pool.userIds.map((userId) => JSON.stringify(userId));
    const lists = new PoolListReader(pool.userIds, pool.indexOf);
    for await (const { viewerId, memberIdsJson } of discover.batchListsOfCity(city.location)) {
      const viewer = pool.indexOf.get(viewerId);
      if (viewer === undefined) continue;
      lists.forEachIndex(memberIdsJson, (member) => shownBefore.add(viewer, member));
    }
    shownBefore.seal();
    // Read once: those who had their batch when the job began are passed over without a query each.
    const hadBatch = await discover.withBatch(city.location, week);
    const chunks: string[][] = [];
    for (let start = 0; start < viewerIds.length; start += chunkSize) {
      chunks.push(viewerIds.slice(start, start + chunkSize).filter((viewerId) => pool.indexOf.has(viewerId) && !hadBatch.has(viewerId)));
    }
    let built = 0;
    type Ranked = { viewer: number; viewerId: string; members: number[]; membersJson: string };
    // One statement, so no transaction is needed: it writes every batch of the chunk or none. On PostgreSQL a
    // transaction would add two round trips (BEGIN, COMMIT) and serialisable checks to a write that reads nothing it
    // depends on (the ranking read everything before, outside any transaction).
    const write = async (ranked: Ranked[]) => {
      const written = await discover.insertBatchesUnlessThere(week, city.id, ranked, now().toISOString());
      for (const { viewerId, viewer, members } of ranked) {
        if (written.has(viewerId)) built++;
        else for (const member of members) whoSaw.remove(member, viewer);
      }
    };
    let exclusions = chunks.length ? inFlight(excludedOf(chunks[0]!, week)) : null;
    let writing: Promise<void> | null = null;
    for (let at = 0; at < chunks.length; at++) {
      const excluded = await exclusions!;
      exclusions = at + 1 < chunks.length ? inFlight(excludedOf(chunks[at + 1]!, week)) : null;
      const ranked: Ranked[] = [];
      for (const viewerId of chunks[at]!) {
        const viewer = pool.indexOf.get(viewerId)!;
        const context = contextFor(pool, viewerId, week, excluded.get(viewerId)!, {
          shown: shownBefore.shownTo(viewer),
          saw: shownBefore.viewersOf(viewer),
          sawThisWeek: whoSaw.viewersOf(viewer),
        });
        const members = rankBatch(pool, context);
        ranked.push({ viewer, viewerId, members, membersJson: `[${members.map((member) => idJson[member]).join(',')}]` });
        for (const member of members) whoSaw.add(member, viewer);
      }
      // One write at a time: the last chunk's has answered before this one's starts.
      await writing;
      writing = ranked.length ? inFlight(write(ranked)) : null;
      keepAlive();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await writing;
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
  };
}

export type BatchService = ReturnType<typeof batchService>;
