import type { Database } from 'better-sqlite3';
import type { GroupStatus, InviteStatus } from '../../../shared/groups';
import type { SlotId } from '../../../shared/weekly-cycle';

export interface GroupRow {
  id: string;
  city: string;
  week: string;
  slot: SlotId;
  neighborhood: string;
  venueBookerId: string | null;
  status: GroupStatus;
  venueName: string | null;
  venueAddress: string | null;
}

export interface InviteRow {
  groupId: string;
  userId: string;
  status: InviteStatus;
  isBackfill: boolean;
}

export type MatchOutcome = 'placed' | 'unplaced' | 'dissolved';

const GROUP = `SELECT id, city, week, slot, neighborhood, venue_booker_id AS "venueBookerId", status, venue_name AS "venueName",
  venue_address AS "venueAddress" FROM groups`;

/** All SQL for groups, group_invites and match_outcomes. Writes run inside the caller's transaction. */
export function groupsRepo(db: Database) {
  const insertGroup = db.prepare(
    `INSERT INTO groups (id, city, week, slot, neighborhood, venue_booker_id, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 'inviting', ?, ?)`,
  );
  const insertInvite = db.prepare(
    'INSERT INTO group_invites (group_id, user_id, week, status, is_backfill, invited_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const find = db.prepare(`${GROUP} WHERE id = ?`);
  const ofWeek = db.prepare(`${GROUP} WHERE city = ? AND week = ? ORDER BY created_at, id`);
  const inviteOf = db.prepare(
    `SELECT group_id AS "groupId", user_id AS "userId", status, is_backfill AS "isBackfill" FROM group_invites WHERE user_id = ? AND week = ?`,
  );
  const invitesOf = db.prepare(
    `SELECT group_id AS "groupId", user_id AS "userId", status, is_backfill AS "isBackfill" FROM group_invites
     WHERE group_id = ? ORDER BY invited_at, user_id`,
  );
  const answer = db.prepare('UPDATE group_invites SET status = ?, answered_at = ? WHERE group_id = ? AND user_id = ?');
  const setStatus = db.prepare('UPDATE groups SET status = ?, updated_at = ? WHERE id = ?');
  const setBooker = db.prepare('UPDATE groups SET venue_booker_id = ?, updated_at = ? WHERE id = ?');
  const setVenue = db.prepare('UPDATE groups SET venue_name = ?, venue_address = ?, updated_at = ? WHERE id = ?');
  const insertOutcome = db.prepare(
    `INSERT INTO match_outcomes (city, week, user_id, outcome) VALUES (?, ?, ?, ?)
     ON CONFLICT (week, user_id) DO UPDATE SET outcome = excluded.outcome`,
  );
  const outcomeOf = db.prepare('SELECT outcome FROM match_outcomes WHERE week = ? AND user_id = ?');
  const unplacedOf = db.prepare(
    `SELECT user_id AS "userId" FROM match_outcomes WHERE city = ? AND week = ? AND outcome = 'unplaced' ORDER BY user_id`,
  );
  const recentOutcomes = db.prepare(
    'SELECT user_id AS "userId", week, outcome FROM match_outcomes WHERE city = ? AND week >= ? ORDER BY week DESC',
  );
  const activeMates = db.prepare(
    `SELECT other.user_id AS "userId" FROM group_invites mine
     JOIN groups g ON g.id = mine.group_id AND g.status IN ('inviting', 'confirmed') AND g.week >= ?
     JOIN group_invites other ON other.group_id = mine.group_id AND other.user_id <> mine.user_id
     WHERE mine.user_id = ? AND mine.status IN ('invited', 'accepted') AND other.status IN ('invited', 'accepted')`,
  );

  const toInvite = (row: Record<string, unknown>): InviteRow => ({ ...(row as unknown as InviteRow), isBackfill: row.isBackfill === 1 });

  return {
    createGroup(group: Omit<GroupRow, 'status' | 'venueName' | 'venueAddress'>, at: string): void {
      insertGroup.run(group.id, group.city, group.week, group.slot, group.neighborhood, group.venueBookerId, at, at);
    },
    invite(groupId: string, userId: string, week: string, isBackfill: boolean, at: string): void {
      insertInvite.run(groupId, userId, week, 'invited', isBackfill ? 1 : 0, at);
    },
    find(groupId: string): GroupRow | undefined {
      return find.get(groupId) as GroupRow | undefined;
    },
    groupsOfWeek(city: string, week: string): GroupRow[] {
      return ofWeek.all(city, week) as GroupRow[];
    },
    inviteOf(userId: string, week: string): InviteRow | undefined {
      const row = inviteOf.get(userId, week) as Record<string, unknown> | undefined;
      return row && toInvite(row);
    },
    invitesOf(groupId: string): InviteRow[] {
      return (invitesOf.all(groupId) as Record<string, unknown>[]).map(toInvite);
    },
    answer(groupId: string, userId: string, status: InviteStatus, at: string): void {
      answer.run(status, at, groupId, userId);
    },
    setStatus(groupId: string, status: GroupStatus, at: string): void {
      setStatus.run(status, at, groupId);
    },
    setVenueBooker(groupId: string, userId: string | null, at: string): void {
      setBooker.run(userId, at, groupId);
    },
    setVenue(groupId: string, name: string, address: string, at: string): void {
      setVenue.run(name, address, at, groupId);
    },
    recordOutcome(city: string, week: string, userId: string, outcome: MatchOutcome): void {
      insertOutcome.run(city, week, userId, outcome);
    },
    /** How matching left this member in `week`, if they were part of it. */
    outcomeOf(week: string, userId: string): MatchOutcome | undefined {
      return (outcomeOf.get(week, userId) as { outcome: MatchOutcome } | undefined)?.outcome;
    },
    unplaced(city: string, week: string): string[] {
      return (unplacedOf.all(city, week) as { userId: string }[]).map((row) => row.userId);
    },
    /** Outcomes since `fromWeek`, newest week first (a member's priority is derived from them). */
    outcomesSince(city: string, fromWeek: string): { userId: string; week: string; outcome: MatchOutcome }[] {
      return recentOutcomes.all(city, fromWeek) as { userId: string; week: string; outcome: MatchOutcome }[];
    },
    /** People in a live group with this member (weeks from `fromWeek` on): kept out of each other's batches. */
    activeGroupMates(userId: string, fromWeek: string): string[] {
      return (activeMates.all(fromWeek, userId) as { userId: string }[]).map((row) => row.userId);
    },
  };
}

export type GroupsRepo = ReturnType<typeof groupsRepo>;
