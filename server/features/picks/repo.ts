import type { Database } from 'better-sqlite3';
import type { OwnPick } from '../../../shared/discover';

export interface PickRow {
  fromId: string;
  toId: string;
  level: number;
}

/**
 * All SQL for picks, blocks and reports. Picks are private: the only reads that leave the server are a member's
 * own (ownPicks); every other read here feeds the ranking and the matching, inside the server.
 */
export function picksRepo(db: Database) {
  const upsert = db.prepare(
    `INSERT INTO picks (from_id, to_id, level, week, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (from_id, to_id) DO UPDATE SET level = excluded.level, week = excluded.week, updated_at = excluded.updated_at`,
  );
  const own = db.prepare(
    `SELECT p.id AS "profileId", k.level, k.updated_at AS "updatedAt" FROM picks k JOIN profiles p ON p.user_id = k.to_id
     WHERE k.from_id = ? ORDER BY k.updated_at`,
  );
  const ownOne = db.prepare(
    `SELECT p.id AS "profileId", k.level, k.updated_at AS "updatedAt" FROM picks k JOIN profiles p ON p.user_id = k.to_id
     WHERE k.from_id = ? AND k.to_id = ?`,
  );
  const toward = db.prepare('SELECT from_id AS "fromId", to_id AS "toId", level FROM picks WHERE to_id = ?');
  const given = db.prepare('SELECT from_id AS "fromId", to_id AS "toId", level FROM picks WHERE from_id = ?');
  const level = db.prepare('SELECT level FROM picks WHERE from_id = ? AND to_id = ?');
  const insertBlock = db.prepare(
    'INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES (?, ?, ?) ON CONFLICT (blocker_id, blocked_id) DO NOTHING',
  );
  const blocksOf = db.prepare(
    `SELECT blocked_id AS other FROM blocks WHERE blocker_id = ? UNION SELECT blocker_id AS other FROM blocks WHERE blocked_id = ?`,
  );
  const blockedPair = db.prepare('SELECT 1 FROM blocks WHERE (blocker_id = ? AND blocked_id = ?) OR (blocker_id = ? AND blocked_id = ?)');
  const cityPicks = db.prepare(
    `SELECT k.from_id AS "fromId", k.to_id AS "toId", k.level FROM picks k
     JOIN profiles a ON a.user_id = k.from_id JOIN profiles b ON b.user_id = k.to_id
     WHERE a.location = ? AND b.location = ? AND k.level <> 1 ORDER BY k.from_id, k.to_id`,
  );
  const cityBlocks = db.prepare(
    `SELECT k.blocker_id AS "fromId", k.blocked_id AS "toId" FROM blocks k
     JOIN profiles a ON a.user_id = k.blocker_id JOIN profiles b ON b.user_id = k.blocked_id
     WHERE a.location = ? AND b.location = ? ORDER BY k.blocker_id, k.blocked_id`,
  );
  const insertReport = db.prepare('INSERT INTO reports (reporter_id, reported_id, reason, details, created_at) VALUES (?, ?, ?, ?, ?)');

  return {
    setLevel(fromId: string, toId: string, newLevel: number, week: string, at: string): void {
      upsert.run(fromId, toId, newLevel, week, at, at);
    },
    ownPicks(fromId: string): OwnPick[] {
      return own.all(fromId) as OwnPick[];
    },
    ownPick(fromId: string, toId: string): OwnPick {
      return ownOne.get(fromId, toId) as OwnPick;
    },
    /** Picks others gave this member (internal: ranking, matching, backfill). */
    toward(userId: string): PickRow[] {
      return toward.all(userId) as PickRow[];
    },
    /** Picks this member gave (internal). */
    givenBy(userId: string): PickRow[] {
      return given.all(userId) as PickRow[];
    },
    level(fromId: string, toId: string): number | null {
      return (level.get(fromId, toId) as { level: number } | undefined)?.level ?? null;
    },
    block(blockerId: string, blockedId: string, at: string): void {
      insertBlock.run(blockerId, blockedId, at);
    },
    /** Everyone this member blocked or was blocked by. */
    blockedEitherWay(userId: string): Set<string> {
      return new Set((blocksOf.all(userId, userId) as { other: string }[]).map((row) => row.other));
    },
    isBlockedPair(a: string, b: string): boolean {
      return blockedPair.get(a, b, b, a) !== undefined;
    },
    /** Every pick between two members of the city that says something (not the default level 1), for matching. */
    cityPicks(location: string): PickRow[] {
      return cityPicks.all(location, location) as PickRow[];
    },
    cityBlocks(location: string): { fromId: string; toId: string }[] {
      return cityBlocks.all(location, location) as { fromId: string; toId: string }[];
    },
    report(reporterId: string, reportedId: string, reason: string, details: string, at: string): void {
      insertReport.run(reporterId, reportedId, reason, details, at);
    },
  };
}

export type PicksRepo = ReturnType<typeof picksRepo>;
