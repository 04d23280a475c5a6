import type { Database } from '../../db/database';
import { listsByMember, type MemberPair } from '../../db/member-lists';
import { placeholderList } from '../../db/sql-placeholders';
import { NEVER_LEVEL, type OwnPick } from '../../../shared/discover';

/** What a pick needs to know in one read (picksRepo.pickFacts). */
export interface PickFacts {
  viewerLocation: string | null;
  /** Whether they are a demo member, either of the two blocked the other, they were in one of the viewer's batches. */
  target: { userId: string; isDemo: boolean; blocked: boolean; shown: boolean } | null;
}

/** A member report as the admins see it: both members by profile id and first name, never by account id. */
export interface ReportRow {
  id: number | string;
  reportedProfileId: string | null;
  reportedFirstName: string | null;
  reporterProfileId: string | null;
  reporterFirstName: string | null;
  reason: string;
  details: string;
  createdAt: string;
}

export interface PickRow {
  fromId: string;
  toId: string;
  level: number;
}

const UPSERT = `INSERT INTO picks (from_id, to_id, level, week, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (from_id, to_id) DO UPDATE SET level = excluded.level, week = excluded.week, updated_at = excluded.updated_at`;
const OWN = `SELECT p.id AS "profileId", k.level, k.updated_at AS "updatedAt" FROM picks k JOIN profiles p ON p.user_id = k.to_id
     WHERE k.from_id = ? ORDER BY k.updated_at`;
const TOWARD = 'SELECT from_id AS "fromId", to_id AS "toId", level FROM picks WHERE to_id = ?';
const GIVEN = 'SELECT from_id AS "fromId", to_id AS "toId", level FROM picks WHERE from_id = ?';
const LEVEL = 'SELECT level FROM picks WHERE from_id = ? AND to_id = ?';
/**
 * Whether the member behind the profile id was in one of the viewer's batches (as discover's repo.wasShown answers),
 * in the same read as the rest of a pick's facts: on PostgreSQL each statement is a round trip, and a profile of
 * PUT /api/picks found writev to PostgreSQL's socket a third of the server's thread (about 40 us a
 * statement). The engine keeps the lists that hold the id's text, and reads those as JSON to be sure (an id may be part of
 * another). An id with a character that JSON may escape (outside printable ASCII, a quote, a backslash) is looked for
 * in every list as JSON.
 */
const SHOWN = {
  sqlite: `EXISTS (SELECT 1 FROM batches b WHERE b.viewer_id = v.user_id
       AND (instr(b.member_ids, t.user_id) > 0 OR t.user_id GLOB '*[^ -~]*' OR instr(t.user_id, '"') > 0 OR instr(t.user_id, '\\') > 0)
       AND EXISTS (SELECT 1 FROM json_each(b.member_ids) j WHERE j.value = t.user_id))`,
  postgres: `EXISTS (SELECT 1 FROM batches b WHERE b.viewer_id = v.user_id
       AND (strpos(b.member_ids, t.user_id) > 0 OR t.user_id ~ '[^ -~]' OR strpos(t.user_id, '"') > 0 OR strpos(t.user_id, '\\') > 0)
       AND b.member_ids::jsonb @> jsonb_build_array(t.user_id))`,
};
/**
 * What a pick needs, in one read (on PostgreSQL each statement is a round trip): the viewer's location (no row when
 * the viewer has no profile), the member behind the profile id (null when none), whether they are a demo member,
 * whether either of the two blocked the other, and whether the member was shown to the viewer (SHOWN).
 */
const PICK_FACTS = (engine: 'sqlite' | 'postgres') => `SELECT v.location AS "viewerLocation", t.user_id AS "userId", u.is_demo AS "isDemo",
     CASE WHEN t.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = v.user_id AND b.blocked_id = t.user_id)
       OR (b.blocker_id = t.user_id AND b.blocked_id = v.user_id)) THEN 1 ELSE 0 END AS "blocked",
     CASE WHEN t.user_id IS NOT NULL AND ${SHOWN[engine]} THEN 1 ELSE 0 END AS "shown"
     FROM profiles v LEFT JOIN profiles t ON t.id = ? LEFT JOIN users u ON u.id = t.user_id WHERE v.user_id = ?`;
const PICK_FACTS_OF = { sqlite: PICK_FACTS('sqlite'), postgres: PICK_FACTS('postgres') };
/**
 * Reads for one member or several at once (the release asks for a chunk of viewers): each row is one member's.
 * The level is a literal, as the partial index picks_never has it (migration 0035; PostgreSQL 0028).
 */
const NEVER_GIVEN_BY_MANY = (count: number) =>
  `SELECT from_id AS "userId", to_id AS "otherId" FROM picks WHERE from_id IN (${placeholderList(count)}) AND level = ${NEVER_LEVEL}`;
const BLOCKS_OF_MANY = (count: number) =>
  `SELECT blocker_id AS "userId", blocked_id AS "otherId" FROM blocks WHERE blocker_id IN (${placeholderList(count)})
   UNION ALL SELECT blocked_id AS "userId", blocker_id AS "otherId" FROM blocks WHERE blocked_id IN (${placeholderList(count)})`;
const INSERT_BLOCK =
  'INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES (?, ?, ?) ON CONFLICT (blocker_id, blocked_id) DO NOTHING';
const BLOCKED_BY = 'SELECT blocked_id AS "id" FROM blocks WHERE blocker_id = ? ORDER BY blocked_id';
const BLOCKED_PAIR = 'SELECT 1 FROM blocks WHERE (blocker_id = ? AND blocked_id = ?) OR (blocker_id = ? AND blocked_id = ?)';
const CITY_PICKS = `SELECT k.from_id AS "fromId", k.to_id AS "toId", k.level FROM picks k
     JOIN profiles a ON a.user_id = k.from_id JOIN profiles b ON b.user_id = k.to_id
     WHERE a.location = ? AND b.location = ? AND k.level <> 1 ORDER BY k.from_id, k.to_id`;
const CITY_BLOCKS = `SELECT k.blocker_id AS "fromId", k.blocked_id AS "toId" FROM blocks k
     JOIN profiles a ON a.user_id = k.blocker_id JOIN profiles b ON b.user_id = k.blocked_id
     WHERE a.location = ? AND b.location = ? ORDER BY k.blocker_id, k.blocked_id`;
// A member's own picks, blocks and reports for "download my data": each names the other member by profile (null once
// it is gone), read in the same statement (a join on profiles rather than one more round trip).
const EXPORT_PICKS = `SELECT p.id AS "profileId", p.first_name AS "firstName", k.level, k.week, k.updated_at AS "updatedAt"
  FROM picks k LEFT JOIN profiles p ON p.user_id = k.to_id WHERE k.from_id = ? ORDER BY k.week, k.updated_at, p.id`;
const EXPORT_BLOCKS = `SELECT p.id AS "profileId", p.first_name AS "firstName", b.created_at AS "createdAt"
  FROM blocks b LEFT JOIN profiles p ON p.user_id = b.blocked_id WHERE b.blocker_id = ? ORDER BY b.created_at, p.id`;
const EXPORT_REPORTS = `SELECT p.id AS "profileId", p.first_name AS "firstName", r.reason, r.details, r.created_at AS "createdAt"
  FROM reports r LEFT JOIN profiles p ON p.user_id = r.reported_id WHERE r.reporter_id = ? ORDER BY r.created_at, r.id`;
// The latest reports for the admins, naming both members by profile (a join on profiles, as the export's).
const LATEST_REPORTS = `SELECT r.id, d.id AS "reportedProfileId", d.first_name AS "reportedFirstName", s.id AS "reporterProfileId",
  s.first_name AS "reporterFirstName", r.reason, r.details, r.created_at AS "createdAt"
  FROM reports r LEFT JOIN profiles d ON d.user_id = r.reported_id LEFT JOIN profiles s ON s.user_id = r.reporter_id
  ORDER BY r.created_at DESC, r.id DESC LIMIT ?`;

const INSERT_REPORT = 'INSERT INTO reports (reporter_id, reported_id, reason, details, created_at) VALUES (?, ?, ?, ?, ?)';
const REPORTS_SINCE = 'SELECT COUNT(*) AS n FROM reports WHERE reporter_id = ? AND created_at > ?';

/**
 * All SQL for picks, blocks and reports. Picks are private: the only reads that leave the server are a member's
 * own (ownPicks); every other read here feeds the ranking and the matching, inside the server.
 */
export function picksRepo(db: Database) {
  /** Whom each of these members blocked or was blocked by, in one read: each member's list (empty when none). */
  async function blockedEitherWayOfMany(userIds: readonly string[]): Promise<Map<string, string[]>> {
    if (!userIds.length) return new Map();
    return listsByMember(userIds, await db.all<MemberPair>(BLOCKS_OF_MANY(userIds.length), [...userIds, ...userIds]));
  }

  return {
    async setLevel(fromId: string, toId: string, newLevel: number, week: string, at: string): Promise<void> {
      await db.run(UPSERT, [fromId, toId, newLevel, week, at, at]);
    },
    /**
     * What the viewer's pick of this profile id needs: the viewer's location, and whom it is for (the member, whether
     * they are a demo member (DEMO ONLY), whether the two are blocked either way, whether the member was in one of the
     * viewer's batches). Undefined without the viewer's profile.
     */
    async pickFacts(viewerId: string, profileId: string): Promise<PickFacts | undefined> {
      type Flag = number | string;
      type Row = { viewerLocation: string | null; userId: string | null; isDemo: Flag | null; blocked: Flag; shown: Flag };
      const row = await db.get<Row>(PICK_FACTS_OF[db.engine], [profileId, viewerId]);
      if (!row) return undefined;
      const target =
        row.userId === null
          ? null
          : { userId: row.userId, isDemo: Number(row.isDemo) === 1, blocked: Number(row.blocked) === 1, shown: Number(row.shown) === 1 };
      return { viewerLocation: row.viewerLocation, target };
    },
    ownPicks(fromId: string): Promise<OwnPick[]> {
      return db.all<OwnPick>(OWN, [fromId]);
    },
    /** Picks others gave this member (internal: ranking, matching, backfill). */
    toward(userId: string): Promise<PickRow[]> {
      return db.all<PickRow>(TOWARD, [userId]);
    },
    /** Picks this member gave (internal). */
    givenBy(userId: string): Promise<PickRow[]> {
      return db.all<PickRow>(GIVEN, [userId]);
    },
    /** Whom each of these members said "never" to, in one read (the release asks for a chunk of viewers at a time). */
    async neverGivenByMany(userIds: readonly string[]): Promise<Map<string, string[]>> {
      if (!userIds.length) return new Map();
      return listsByMember(userIds, await db.all<MemberPair>(NEVER_GIVEN_BY_MANY(userIds.length), [...userIds]));
    },
    async level(fromId: string, toId: string): Promise<number | null> {
      return (await db.get<{ level: number }>(LEVEL, [fromId, toId]))?.level ?? null;
    },
    async block(blockerId: string, blockedId: string, at: string): Promise<void> {
      await db.run(INSERT_BLOCK, [blockerId, blockedId, at]);
    },
    /** Everyone this member blocked (not those who blocked them). */
    async blockedBy(userId: string): Promise<string[]> {
      return (await db.all<{ id: string }>(BLOCKED_BY, [userId])).map((row) => row.id);
    },
    /** Everyone this member blocked or was blocked by. */
    async blockedEitherWay(userId: string): Promise<Set<string>> {
      return new Set((await blockedEitherWayOfMany([userId])).get(userId));
    },
    blockedEitherWayOfMany,
    async isBlockedPair(a: string, b: string): Promise<boolean> {
      return (await db.get(BLOCKED_PAIR, [a, b, b, a])) !== undefined;
    },
    /** Every pick between two members of the city that says something (not the default level 1), for matching. */
    cityPicks(location: string): Promise<PickRow[]> {
      return db.all<PickRow>(CITY_PICKS, [location, location]);
    },
    cityBlocks(location: string): Promise<{ fromId: string; toId: string }[]> {
      return db.all<{ fromId: string; toId: string }>(CITY_BLOCKS, [location, location]);
    },
    async report(reporterId: string, reportedId: string, reason: string, details: string, at: string): Promise<void> {
      await db.run(INSERT_REPORT, [reporterId, reportedId, reason, details, at]);
    },
    /** The member's own picks (never those of others about them), for their data export. */
    exportPicks: (userId: string) =>
      db.all<{ profileId: string | null; firstName: string | null; level: number; week: string; updatedAt: string }>(EXPORT_PICKS, [
        userId,
      ]),
    /** Whom the member blocked, for their data export. */
    exportBlocks: (userId: string) =>
      db.all<{ profileId: string | null; firstName: string | null; createdAt: string }>(EXPORT_BLOCKS, [userId]),
    /** The reports the member filed, for their data export. */
    exportReports: (userId: string) =>
      db.all<{ profileId: string | null; firstName: string | null; reason: string; details: string; createdAt: string }>(EXPORT_REPORTS, [
        userId,
      ]),
    /** The latest reports, newest first (admins only). */
    latestReports: (limit: number) => db.all<ReportRow>(LATEST_REPORTS, [limit]),
    /** Reports this member filed after `since` (the daily limit). */
    async reportsSince(reporterId: string, since: string): Promise<number> {
      return (await db.get<{ n: number }>(REPORTS_SINCE, [reporterId, since]))!.n;
    },
    /** How many picks all members have made together. */
    async count(): Promise<number> {
      return (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM picks'))!.n;
    },
  };
}

export type PicksRepo = ReturnType<typeof picksRepo>;

declare module '../../plugins/repos' {
  interface Repos {
    /** Picks, blocks and reports. */
    picks: ReturnType<typeof picksRepo>;
  }
}
