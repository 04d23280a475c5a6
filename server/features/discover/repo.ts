import type { Database } from '../../db/database';
import { inFlight } from '../../db/in-flight';
import { interestsRepo } from '../interests/repo';
import { profilesRepo } from '../profiles/repo';
import type { PoolMember } from './batch-pool';
import { changesRepo } from './changes-repo';
import { type BatchMemberRow, writtenAsItself } from './rows';

const CITY_PROFILES = `SELECT user_id AS "userId", neighborhoods, available_time_slots AS slots, can_host AS "canHost",
     CASE WHEN photo_file IS NULL THEN 0 ELSE 1 END AS "hasPhoto" FROM profiles
     WHERE location = ? AND id IS NOT NULL ORDER BY created_at, user_id`;
/**
 * Each member's interests in their own order: the pool numbers interests in the order it meets them, and that
 * numbering seeds the sample, so it must not depend on how an engine happens to join (SQLite reads this in the
 * index's order anyway, so the order costs it nothing).
 */
const CITY_INTERESTS = `SELECT i.user_id AS "userId", LOWER(TRIM(i.name)) AS name FROM interests i
     JOIN profiles p ON p.user_id = i.user_id WHERE p.location = ? ORDER BY i.user_id, i.position`;
const HAS_BATCH = 'SELECT 1 FROM batches WHERE viewer_id = ? AND week = ?';
const WITH_BATCH = `SELECT b.viewer_id AS "viewerId" FROM batches b JOIN profiles p ON p.user_id = b.viewer_id
     WHERE p.location = ? AND b.week = ?`;
/** The city's members (the pool's people, ids given or not) without a batch for the week: those who joined since the release. */
const WITHOUT_BATCH = `SELECT p.user_id AS "userId" FROM profiles p WHERE p.location = ?
     AND NOT EXISTS (SELECT 1 FROM batches b WHERE b.viewer_id = p.user_id AND b.week = ?) ORDER BY p.created_at, p.user_id`;
/**
 * A page of all profiles in key order after the given user id: its last id, its size, and whether a member of the
 * city in it lacks the week's batch. Reading a page at a time (and letting the thread go between pages) keeps the
 * scheduler's question from holding SQLite's thread for the whole city (about 0.5 s at 100,000 members).
 */
const WITHOUT_BATCH_PAGE = `WITH page AS (SELECT user_id, location FROM profiles WHERE user_id > ? ORDER BY user_id LIMIT ?)
  SELECT (SELECT MAX(user_id) FROM page) AS "last", (SELECT COUNT(*) FROM page) AS "size",
    CASE WHEN EXISTS (SELECT 1 FROM page p WHERE p.location = ?
      AND NOT EXISTS (SELECT 1 FROM batches b WHERE b.viewer_id = p.user_id AND b.week = ?)) THEN 1 ELSE 0 END AS "missing"`;
const PROFILES_PAGE = 2000;
const MEMBER_LISTS_OF_VIEWER = 'SELECT member_ids AS "memberIds" FROM batches WHERE viewer_id = ?';
/**
 * The viewer's batches whose list holds this text (a member id), found by the engine: a pick asks whether its target
 * was ever shown, and the answer is then read from one list, not every week's.
 */
const MEMBER_LISTS_OF_VIEWER_WITH = {
  sqlite: 'SELECT member_ids AS "memberIds" FROM batches WHERE viewer_id = ? AND instr(member_ids, ?) > 0',
  postgres: 'SELECT member_ids AS "memberIds" FROM batches WHERE viewer_id = ? AND strpos(member_ids, ?) > 0',
};
/**
 * The batches of the city's members, whichever week and city each was made in, a page at a time in key order after
 * the given (viewer, week): who saw whom, for the release.
 */
const MEMBER_LISTS_OF_CITY = `SELECT b.viewer_id AS "viewerId", b.week, b.member_ids AS "memberIds" FROM batches b
     JOIN profiles p ON p.user_id = b.viewer_id WHERE p.location = ? AND (b.viewer_id, b.week) > (?, ?)
     ORDER BY b.viewer_id, b.week LIMIT ?`;
/** Batches per page of MEMBER_LISTS_OF_CITY: about 2 KB each, so a page holds a few MB however long the history. */
const LISTS_PAGE = 2000;
/**
 * Several viewers' batches in one statement (the release writes a chunk at a time: on PostgreSQL each statement is a
 * round trip), each unless the viewer already has one for the week; answers the viewers whose batch it wrote.
 */
const INSERT_BATCHES = (count: number) =>
  `INSERT INTO batches (viewer_id, week, city, created_at, member_ids)
     VALUES ${Array.from({ length: count }, () => '(?, ?, ?, ?, ?)').join(', ')}
     ON CONFLICT (viewer_id, week) DO NOTHING RETURNING viewer_id AS "viewerId"`;
/**
 * A batch's members in order (its list, migration 0034; PostgreSQL 0027), each with what says whether a cached card
 * of them is still theirs (migration 0032). The profiles from an index alone (migration 0033; PostgreSQL 0026):
 * SQLite's planner would take the primary key's index and then read each row, unless told. A member whose account
 * is gone has no profile row: their cardVersion is null (the answer leaves them out; a ready answer still waits for a
 * change to them). The list is joined from the left, so an empty batch still gives one row (userId null) and only a
 * batch not written yet gives none: one statement, so the answer never takes one for the other.
 */
const BATCH_VERSIONS = {
  sqlite: `SELECT j.value AS "userId", p.id AS "profileId", p.card_version AS "cardVersion"
     FROM batches b LEFT JOIN json_each(b.member_ids) j LEFT JOIN profiles p INDEXED BY profiles_card_version ON p.user_id = j.value
     WHERE b.viewer_id = ? AND b.week = ? ORDER BY j.key`,
  postgres: `SELECT j.member_id AS "userId", p.id AS "profileId", p.card_version AS "cardVersion"
     FROM batches b LEFT JOIN LATERAL json_array_elements_text(b.member_ids::json) WITH ORDINALITY AS j(member_id, position) ON TRUE
     LEFT JOIN profiles p ON p.user_id = j.member_id WHERE b.viewer_id = ? AND b.week = ? ORDER BY j.position`,
};
/**
 * The member taken out of every batch that showed them: others' batches keep their members as a list of ids, which
 * no foreign key reaches. The quoted id is what the list holds (JSON); the other members keep their order.
 */
const FORGET_IN_BATCHES = {
  sqlite: `UPDATE batches SET member_ids = (SELECT json_group_array(j.value ORDER BY j.key) FROM json_each(batches.member_ids) j
     WHERE j.value <> ?) WHERE instr(member_ids, ?) > 0`,
  postgres: `UPDATE batches SET member_ids = COALESCE((SELECT json_agg(j.member_id ORDER BY j.position)::text
     FROM json_array_elements_text(batches.member_ids::json) WITH ORDINALITY AS j(member_id, position) WHERE j.member_id <> ?), '[]')
     WHERE strpos(member_ids, ?) > 0`,
};
type BatchRow = { viewerId: string; week: string; city: string; createdAt: string; memberIds: string };
const EVERY_BATCH =
  'SELECT viewer_id AS "viewerId", week, city, created_at AS "createdAt", member_ids AS "memberIds" FROM batches ORDER BY viewer_id, week';

/**
 * All SQL for batches; the public reads of profiles and interests are their owners' (profiles, interests), the change
 * feed's is changes-repo.ts (answered from here too).
 */
export function discoverRepo(db: Database) {
  const profiles = profilesRepo(db);
  const interests = interestsRepo(db);
  /** Everyone ever shown to this viewer, in any of their batches. */
  async function shownTo(viewerId: string): Promise<string[]> {
    const rows = await db.all<{ memberIds: string }>(MEMBER_LISTS_OF_VIEWER, [viewerId]);
    return rows.flatMap((row) => JSON.parse(row.memberIds) as string[]);
  }
  return {
    ...changesRepo(db),
    /** Everyone with a profile in the city, in a stable order, with what the ranking needs. */
    async poolMembers(location: string): Promise<PoolMember[]> {
      const interests = new Map<string, string[]>();
      for (const row of await db.all<{ userId: string; name: string }>(CITY_INTERESTS, [location])) {
        let list = interests.get(row.userId);
        if (!list) {
          list = [];
          interests.set(row.userId, list);
        }
        list.push(row.name);
      }
      type Row = { userId: string; neighborhoods: string; slots: string; canHost: number | null; hasPhoto: number };
      return (await db.all<Row>(CITY_PROFILES, [location])).map((row) => ({
        userId: row.userId,
        interests: interests.get(row.userId) ?? [],
        neighborhoods: JSON.parse(row.neighborhoods),
        availableTimeSlots: JSON.parse(row.slots),
        canHost: row.canHost === 1,
        hasPhoto: Number(row.hasPhoto) === 1,
      }));
    },
    async hasBatch(viewerId: string, week: string): Promise<boolean> {
      return (await db.get(HAS_BATCH, [viewerId, week])) !== undefined;
    },
    /** Of these members, those whose batch for the week has someone in it (whom its release may be told). */
    async withFaces(week: string, viewerIds: readonly string[]): Promise<Set<string>> {
      if (viewerIds.length === 0) return new Set();
      const rows = await db.all<{ viewerId: string }>(
        `SELECT viewer_id AS "viewerId" FROM batches WHERE week = ? AND member_ids <> '[]'
          AND viewer_id IN (${viewerIds.map(() => '?').join(', ')})`,
        [week, ...viewerIds],
      );
      return new Set(rows.map((row) => row.viewerId));
    },
    /** The city's members who have their batch for the week. */
    async withBatch(location: string, week: string): Promise<Set<string>> {
      return new Set((await db.all<{ viewerId: string }>(WITH_BATCH, [location, week])).map((row) => row.viewerId));
    },
    /** Whether any member of the city lacks the week's batch, read a page of profiles at a time. */
    async someoneWithoutBatch(location: string, week: string): Promise<boolean> {
      let after = '';
      for (;;) {
        type Row = { last: string | null; size: number | string; missing: number | string };
        const page = (await db.get<Row>(WITHOUT_BATCH_PAGE, [after, PROFILES_PAGE, location, week]))!;
        if (Number(page.missing) === 1) return true;
        if (Number(page.size) < PROFILES_PAGE || page.last === null) return false;
        after = page.last;
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    async withoutBatch(location: string, week: string): Promise<string[]> {
      return (await db.all<{ userId: string }>(WITHOUT_BATCH, [location, week])).map((row) => row.userId);
    },
    /**
     * Every batch of the city's members (any week), as the viewer's id and the list's JSON text as stored (the release
     * reads the ids without parsing them, list-reader.ts): who was shown to whom. Read a page at a time, so the caller
     * can keep what it needs of each (pool indexes) and let the rest go.
     */
    async *batchListsOfCity(location: string): AsyncGenerator<{ viewerId: string; memberIdsJson: string }> {
      type Row = { viewerId: string; week: string; memberIds: string };
      const pageAfter = (viewerId: string, week: string) =>
        inFlight(db.all<Row>(MEMBER_LISTS_OF_CITY, [location, viewerId, week, LISTS_PAGE]));
      let next = pageAfter('', '');
      for (;;) {
        const rows = await next;
        const last = rows.length === LISTS_PAGE ? rows[rows.length - 1]! : null;
        // The next page is read while this one is used (on PostgreSQL, by another of the pool's connections).
        if (last) next = pageAfter(last.viewerId, last.week);
        for (const row of rows) yield { viewerId: row.viewerId, memberIdsJson: row.memberIds };
        if (!last) return;
      }
    },
    async wasShown(viewerId: string, memberId: string): Promise<boolean> {
      if (!writtenAsItself(memberId)) return (await shownTo(viewerId)).includes(memberId);
      // The engine keeps the lists that hold the id's text (another id may contain it): each is then read to be sure.
      const rows = await db.all<{ memberIds: string }>(MEMBER_LISTS_OF_VIEWER_WITH[db.engine], [viewerId, memberId]);
      return rows.some((row) => (JSON.parse(row.memberIds) as string[]).includes(memberId));
    },
    /**
     * Stores these viewers' batches for the week in one statement, passing over any viewer who already has one (another
     * process wrote it meanwhile): answers the viewers whose batch was written. A batch's list comes as its member ids,
     * or as their JSON already made (the release makes it from ids serialised once per pool).
     */
    async insertBatchesUnlessThere(
      week: string,
      city: string,
      batches: readonly ({ viewerId: string } & ({ memberIds: readonly string[] } | { membersJson: string }))[],
      at: string,
    ): Promise<Set<string>> {
      if (!batches.length) return new Set();
      const params = batches.flatMap((batch) => [
        batch.viewerId,
        week,
        city,
        at,
        'membersJson' in batch ? batch.membersJson : JSON.stringify(batch.memberIds),
      ]);
      return new Set((await db.all<{ viewerId: string }>(INSERT_BATCHES(batches.length), params)).map((row) => row.viewerId));
    },
    /** Takes a closing account out of every batch that showed it; call inside its transaction. */
    async forgetInBatches(userId: string): Promise<void> {
      await db.run(FORGET_IN_BATCHES[db.engine], [userId, JSON.stringify(userId)]);
    },
    byProfileId: profiles.publicByProfileId,
    /** A member's location (null when not given), or undefined without a profile. */
    locationOf: profiles.locationOf,
    byUserId: profiles.publicByUserId,
    interestsOf: interests.textsOf,
    /**
     * A viewer's batch for the week as member ids with their card versions, in the batch's order; null while it is
     * not written (a member who joined during or after the release, before the late joiners' job has made theirs).
     */
    async batchVersions(viewerId: string, week: string): Promise<BatchMemberRow[] | null> {
      const rows = await db.all<BatchMemberRow | { userId: null }>(BATCH_VERSIONS[db.engine], [viewerId, week]);
      if (!rows.length) return null;
      return rows.filter((row): row is BatchMemberRow => row.userId !== null);
    },
    /**
     * These members' public rows with their card versions. Read before their interests and videos: a change that
     * lands in between then leaves a card whose version is already behind, so it is built again next time.
     */
    cardRowsOf: profiles.cardRowsOf,
    /** These members' interests, each member's in their order. */
    interestsOfMembers: interests.textsOfMembers,
    /** How many batches the week has so far (a release's progress). */
    async batchCount(week: string): Promise<number> {
      return (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM batches WHERE week = ?', [week]))!.n;
    },
    /** The week's batches of viewers after `after`, in viewer order, `limit` at a time: the whole week, page by page. */
    weekBatchesAfter: (week: string, after: string, limit: number) =>
      db.all<{ viewerId: string; memberIds: string }>(
        'SELECT viewer_id AS "viewerId", member_ids AS "memberIds" FROM batches WHERE week = ? AND viewer_id > ? ORDER BY viewer_id LIMIT ?',
        [week, after, limit],
      ),
    /** Every batch of every week and city, by viewer and week, its list parsed (tests count and compare them). */
    everyBatch: async () => (await db.all<BatchRow>(EVERY_BATCH)).map((r) => ({ ...r, memberIds: JSON.parse(r.memberIds) as string[] })),
    /** Deletes every batch of the week, as if it was never released (tests release a week again); answers how many. */
    forgetWeek: async (week: string) => (await db.run('DELETE FROM batches WHERE week = ?', [week])).changes,
  };
}

export type DiscoverRepo = ReturnType<typeof discoverRepo>;

declare module '../../plugins/repos' {
  interface Repos {
    /** Batches and their change feed. */
    discover: ReturnType<typeof discoverRepo>;
  }
}
