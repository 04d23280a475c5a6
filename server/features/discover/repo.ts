import type { Database } from '../../db/database';
import type { AvailabilitySlot } from '../../../shared/onboarding';
import type { PoolMember } from './batch-pool';

/** The public columns of a profile: what another member may see. Private preferences are not even read. */
export interface PublicProfileRow {
  userId: string;
  id: string;
  firstName: string;
  age: number | null;
  sex: 'male' | 'female' | null;
  location: string;
  neighborhoods: string[];
  availableTimeSlots: AvailabilitySlot[];
  canHost: boolean | null;
  photoFile: string | null;
  bucketList: string[];
}

type InterestText = { name: string; lookingFor: string; contribute: string };

const PUBLIC_COLUMNS = `p.user_id AS "userId", p.id, p.first_name AS "firstName", p.age, p.sex, p.location, p.neighborhoods,
  p.available_time_slots AS "availableTimeSlots", p.can_host AS "canHost", p.photo_file AS "photoFile",
  p.bucket_list AS "bucketList"`;

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
/** The city's members (the pool's people, ids given or not) without a batch for the week: those who joined since the release. */
const WITHOUT_BATCH = `SELECT p.user_id AS "userId" FROM profiles p WHERE p.location = ?
     AND NOT EXISTS (SELECT 1 FROM batches b WHERE b.viewer_id = p.user_id AND b.week = ?) ORDER BY p.created_at, p.user_id`;
const SHOWN_TO = 'SELECT member_id AS "memberId" FROM batch_entries WHERE viewer_id = ?';
const VIEWERS_WHO_SAW = 'SELECT viewer_id AS "viewerId" FROM batch_entries WHERE member_id = ?';
const WAS_SHOWN = 'SELECT 1 FROM batch_entries WHERE viewer_id = ? AND member_id = ?';
const INSERT_BATCH = 'INSERT INTO batches (viewer_id, week, city, created_at) VALUES (?, ?, ?, ?)';
const INSERT_ENTRIES = 'INSERT INTO batch_entries (viewer_id, member_id, city, week, position) VALUES ';
const BY_PROFILE_ID = `SELECT ${PUBLIC_COLUMNS} FROM profiles p WHERE p.id = ?`;
const BY_USER_ID = `SELECT ${PUBLIC_COLUMNS} FROM profiles p WHERE p.user_id = ?`;
const INTERESTS_OF = 'SELECT name, looking_for AS "lookingFor", contribute FROM interests WHERE user_id = ? ORDER BY position';
/** A batch's members in order, each with what says whether a cached card of them is still theirs (migration 0032). */
const batchVersions = (profiles: string) => `SELECT b.member_id AS "userId", p.id AS "profileId", p.card_version AS "cardVersion"
     FROM batch_entries b JOIN ${profiles} ON p.user_id = b.member_id WHERE b.viewer_id = ? AND b.week = ? ORDER BY b.position`;
/**
 * Both from indexes alone (migration 0033; PostgreSQL 0026). SQLite's planner takes the primary key's unique index for the profiles
 * and then reads each row, unless told; PostgreSQL finds the covering index itself.
 */
const BATCH_VERSIONS = { sqlite: batchVersions('profiles p INDEXED BY profiles_card_version'), postgres: batchVersions('profiles p') };
const list = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/** A batch member's id and card version: the key to their cached card. */
export interface BatchMemberVersion {
  userId: string;
  profileId: string;
  cardVersion: number | string;
}

/**
 * A batch's entries: on PostgreSQL one INSERT of all 55 rows (one round trip, not 55: 10,000 members' release spent
 * 21 s in it instead of 134 s); on SQLite, in process, the one-row statement run per entry stays faster (5.5 s
 * against 6.4 s for the same 10,000 batches).
 */
const insertEntriesSql = new Map<number, string>();
function insertEntries(count: number): string {
  let sql = insertEntriesSql.get(count);
  if (!sql) {
    sql = INSERT_ENTRIES + Array.from({ length: count }, () => '(?, ?, ?, ?, ?)').join(', ');
    insertEntriesSql.set(count, sql);
  }
  return sql;
}

function fromRow(row: Record<string, unknown>): PublicProfileRow {
  return {
    ...(row as unknown as PublicProfileRow),
    neighborhoods: JSON.parse(row.neighborhoods as string),
    availableTimeSlots: JSON.parse(row.availableTimeSlots as string),
    bucketList: JSON.parse(row.bucketList as string),
    canHost: row.canHost === null ? null : row.canHost === 1,
  };
}

/** All SQL for batches and batch_entries, and the public reads of profiles that discover needs. */
export function discoverRepo(db: Database) {
  return {
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
    async withoutBatch(location: string, week: string): Promise<string[]> {
      return (await db.all<{ userId: string }>(WITHOUT_BATCH, [location, week])).map((row) => row.userId);
    },
    async shownTo(viewerId: string): Promise<string[]> {
      return (await db.all<{ memberId: string }>(SHOWN_TO, [viewerId])).map((row) => row.memberId);
    },
    /** Everyone who had this member in one of their batches. */
    async viewersWhoSaw(memberId: string): Promise<string[]> {
      return (await db.all<{ viewerId: string }>(VIEWERS_WHO_SAW, [memberId])).map((row) => row.viewerId);
    },
    async wasShown(viewerId: string, memberId: string): Promise<boolean> {
      return (await db.get(WAS_SHOWN, [viewerId, memberId])) !== undefined;
    },
    /** Stores a viewer's batch for the week; the caller's transaction makes it all-or-nothing. */
    async insertBatch(viewerId: string, week: string, city: string, memberIds: string[], at: string): Promise<void> {
      await db.run(INSERT_BATCH, [viewerId, week, city, at]);
      if (db.engine === 'sqlite') {
        for (const [position, memberId] of memberIds.entries()) await db.run(insertEntries(1), [viewerId, memberId, city, week, position]);
        return;
      }
      if (!memberIds.length) return;
      await db.run(
        insertEntries(memberIds.length),
        memberIds.flatMap((memberId, position) => [viewerId, memberId, city, week, position]),
      );
    },
    async byProfileId(profileId: string): Promise<PublicProfileRow | undefined> {
      const row = await db.get<Record<string, unknown>>(BY_PROFILE_ID, [profileId]);
      return row && fromRow(row);
    },
    async byUserId(userId: string): Promise<PublicProfileRow | undefined> {
      const row = await db.get<Record<string, unknown>>(BY_USER_ID, [userId]);
      return row && fromRow(row);
    },
    interestsOf(userId: string): Promise<InterestText[]> {
      return db.all<InterestText>(INTERESTS_OF, [userId]);
    },
    /** A viewer's batch for the week as member ids with their card versions, in the batch's order. */
    batchVersions(viewerId: string, week: string): Promise<BatchMemberVersion[]> {
      return db.all<BatchMemberVersion>(BATCH_VERSIONS[db.engine], [viewerId, week]);
    },
    /**
     * These members' public rows with their card versions. Read before their interests and videos: a change that
     * lands in between then leaves a card whose version is already behind, so it is built again next time.
     */
    async cardRowsOf(userIds: readonly string[]): Promise<(PublicProfileRow & { cardVersion: number | string })[]> {
      if (!userIds.length) return [];
      const sql = `SELECT ${PUBLIC_COLUMNS}, p.card_version AS "cardVersion" FROM profiles p WHERE p.user_id IN (${list(userIds.length)})`;
      return (await db.all<Record<string, unknown>>(sql, [...userIds])).map((row) => ({
        ...fromRow(row),
        cardVersion: row.cardVersion as number | string,
      }));
    },
    /** These members' interests, each member's in their order. */
    async interestsOfMembers(userIds: readonly string[]): Promise<Map<string, InterestText[]>> {
      const byMember = new Map<string, InterestText[]>(userIds.map((id) => [id, []]));
      if (!userIds.length) return byMember;
      const sql = `SELECT user_id AS "userId", name, looking_for AS "lookingFor", contribute FROM interests
        WHERE user_id IN (${list(userIds.length)}) ORDER BY user_id, position`;
      for (const row of await db.all<InterestText & { userId: string }>(sql, [...userIds])) {
        byMember.get(row.userId)?.push({ name: row.name, lookingFor: row.lookingFor, contribute: row.contribute });
      }
      return byMember;
    },
  };
}

export type DiscoverRepo = ReturnType<typeof discoverRepo>;
