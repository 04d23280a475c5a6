import type { Database } from '../../db/database';
import { listsByMember, type MemberPair } from '../../db/member-lists';
import { placeholderList } from '../../db/sql-placeholders';
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

export interface GroupInviteRow {
  groupId: string;
  userId: string;
  status: InviteStatus;
  isBackfill: boolean;
  /** Said "can't make it" after the invite deadline: the place is released (status 'declined'), the deposit is not. */
  cancelledLate: boolean;
}

export type MatchOutcome = 'placed' | 'unplaced' | 'dissolved';

const GROUP = `SELECT id, city, week, slot, neighborhood, venue_booker_id AS "venueBookerId", status, venue_name AS "venueName",
  venue_address AS "venueAddress" FROM groups`;
const INSERT_GROUP = `INSERT INTO groups (id, city, week, slot, neighborhood, venue_booker_id, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 'inviting', ?, ?)`;
const INSERT_INVITE = 'INSERT INTO group_invites (group_id, user_id, week, status, is_backfill, invited_at) VALUES (?, ?, ?, ?, ?, ?)';
const FIND = `${GROUP} WHERE id = ?`;
const OF_WEEK = `${GROUP} WHERE city = ? AND week = ? ORDER BY created_at, id`;
const INVITE_COLUMNS = `group_id AS "groupId", user_id AS "userId", status, is_backfill AS "isBackfill",
  cancelled_late_at AS "cancelledLateAt"`;
const INVITE_OF = `SELECT ${INVITE_COLUMNS} FROM group_invites WHERE user_id = ? AND week = ?`;
const INVITES_OF = `SELECT ${INVITE_COLUMNS} FROM group_invites WHERE group_id = ? ORDER BY invited_at, user_id`;
/** The member's invites in groups not settled yet (still to meet, or met and waiting for the settlement). */
const UNSETTLED_INVITES_OF_USER = `SELECT i.group_id AS "groupId", i.user_id AS "userId", i.status, i.is_backfill AS "isBackfill",
  i.cancelled_late_at AS "cancelledLateAt" FROM group_invites i JOIN groups g ON g.id = i.group_id
  WHERE i.user_id = ? AND g.settled_at IS NULL ORDER BY i.week, i.group_id`;
const ANSWER = 'UPDATE group_invites SET status = ?, answered_at = ? WHERE group_id = ? AND user_id = ?';
const CANCEL_LATE = `UPDATE group_invites SET status = 'declined', answered_at = ?, cancelled_late_at = ?
     WHERE group_id = ? AND user_id = ? AND status = 'accepted'`;
const SET_STATUS = 'UPDATE groups SET status = ?, updated_at = ? WHERE id = ?';
const SET_BOOKER = 'UPDATE groups SET venue_booker_id = ?, updated_at = ? WHERE id = ?';
const SET_VENUE = 'UPDATE groups SET venue_name = ?, venue_address = ?, updated_at = ? WHERE id = ?';
const INSERT_OUTCOME = `INSERT INTO match_outcomes (city, week, user_id, outcome) VALUES (?, ?, ?, ?)
     ON CONFLICT (week, user_id) DO UPDATE SET outcome = excluded.outcome`;
const OUTCOME_OF = 'SELECT outcome FROM match_outcomes WHERE week = ? AND user_id = ?';
const UNPLACED_OF = `SELECT user_id AS "userId" FROM match_outcomes WHERE city = ? AND week = ? AND outcome = 'unplaced' ORDER BY user_id`;
const RECENT_OUTCOMES = 'SELECT user_id AS "userId", week, outcome FROM match_outcomes WHERE city = ? AND week >= ? ORDER BY week DESC';
const CODE_OF = 'SELECT check_in_code AS "code", settled_at AS "settledAt" FROM groups WHERE id = ?';
// The first code made for a group stays its code, whoever makes one at the same moment.
const SET_CODE = 'UPDATE groups SET check_in_code = ? WHERE id = ? AND check_in_code IS NULL';
const UNSETTLED = `SELECT id FROM groups WHERE status = 'confirmed' AND settled_at IS NULL ORDER BY id`;
const SETTLE = 'UPDATE groups SET settled_at = ? WHERE id = ? AND settled_at IS NULL';
// Late "can't make it"s of groups that then dissolved, whose deposit is still held (to be charged).
const LATE_CANCELS_OF_DISSOLVED = `SELECT i.group_id AS "groupId", i.user_id AS "userId" FROM group_invites i
  JOIN groups g ON g.id = i.group_id AND g.status = 'dissolved'
  JOIN deposit_holds h ON h.purpose = 'group' AND h.subject_id = i.group_id AND h.user_id = i.user_id AND h.status = 'held'
  WHERE i.cancelled_late_at IS NOT NULL ORDER BY i.group_id, i.user_id`;
/** The member's invites with their groups, for their data export. */
const EXPORT_GROUPS = `SELECT g.id AS "groupId", g.week, g.slot, g.neighborhood, g.status, i.status AS "myInvite",
  i.invited_at AS "invitedAt", i.answered_at AS "answeredAt"
  FROM group_invites i JOIN groups g ON g.id = i.group_id WHERE i.user_id = ? ORDER BY i.week, g.id`;
/** People in a live group with each of these members (one or a chunk of viewers): each row is one member's mate. */
const ACTIVE_MATES_OF_MANY = (count: number) => `SELECT mine.user_id AS "userId", other.user_id AS "otherId" FROM group_invites mine
     JOIN groups g ON g.id = mine.group_id AND g.status IN ('inviting', 'confirmed') AND g.week >= ?
     JOIN group_invites other ON other.group_id = mine.group_id AND other.user_id <> mine.user_id
     WHERE mine.user_id IN (${placeholderList(count)}) AND mine.status IN ('invited', 'accepted') AND other.status IN ('invited', 'accepted')`;

const toInvite = ({ cancelledLateAt, ...row }: Record<string, unknown>): GroupInviteRow => ({
  ...(row as unknown as GroupInviteRow),
  isBackfill: row.isBackfill === 1 || row.isBackfill === true,
  cancelledLate: cancelledLateAt != null,
});

/**
 * All SQL for groups (their check-in code and settlement too), group_invites and match_outcomes. Writes run inside the
 * caller's transaction.
 */
export function groupsRepo(db: Database) {
  /** People in a live group with each of these members (weeks from `fromWeek` on), in one read; empty when none. */
  async function activeGroupMatesOfMany(userIds: readonly string[], fromWeek: string): Promise<Map<string, string[]>> {
    if (!userIds.length) return new Map();
    return listsByMember(userIds, await db.all<MemberPair>(ACTIVE_MATES_OF_MANY(userIds.length), [fromWeek, ...userIds]));
  }

  return {
    async createGroup(group: Omit<GroupRow, 'status' | 'venueName' | 'venueAddress'>, at: string): Promise<void> {
      await db.run(INSERT_GROUP, [group.id, group.city, group.week, group.slot, group.neighborhood, group.venueBookerId, at, at]);
    },
    async invite(groupId: string, userId: string, week: string, isBackfill: boolean, at: string): Promise<void> {
      await db.run(INSERT_INVITE, [groupId, userId, week, 'invited', isBackfill ? 1 : 0, at]);
    },
    find(groupId: string): Promise<GroupRow | undefined> {
      return db.get<GroupRow>(FIND, [groupId]);
    },
    groupsOfWeek(city: string, week: string): Promise<GroupRow[]> {
      return db.all<GroupRow>(OF_WEEK, [city, week]);
    },
    async inviteOf(userId: string, week: string): Promise<GroupInviteRow | undefined> {
      const row = await db.get<Record<string, unknown>>(INVITE_OF, [userId, week]);
      return row && toInvite(row);
    },
    async invitesOf(groupId: string): Promise<GroupInviteRow[]> {
      return (await db.all<Record<string, unknown>>(INVITES_OF, [groupId])).map(toInvite);
    },
    /** The member's invites in groups not settled yet, whatever their answer. */
    async unsettledInvitesOf(userId: string): Promise<GroupInviteRow[]> {
      return (await db.all<Record<string, unknown>>(UNSETTLED_INVITES_OF_USER, [userId])).map(toInvite);
    },
    async answer(groupId: string, userId: string, status: InviteStatus, at: string): Promise<void> {
      await db.run(ANSWER, [status, at, groupId, userId]);
    },
    /** "Can't make it" after the deadline: an accepted member's place is released; false when it was not accepted. */
    async cancelLate(groupId: string, userId: string, at: string): Promise<boolean> {
      return (await db.run(CANCEL_LATE, [at, at, groupId, userId])).changes === 1;
    },
    async setStatus(groupId: string, status: GroupStatus, at: string): Promise<void> {
      await db.run(SET_STATUS, [status, at, groupId]);
    },
    async setVenueBooker(groupId: string, userId: string | null, at: string): Promise<void> {
      await db.run(SET_BOOKER, [userId, at, groupId]);
    },
    async setVenue(groupId: string, name: string, address: string, at: string): Promise<void> {
      await db.run(SET_VENUE, [name, address, at, groupId]);
    },
    async recordOutcome(city: string, week: string, userId: string, outcome: MatchOutcome): Promise<void> {
      await db.run(INSERT_OUTCOME, [city, week, userId, outcome]);
    },
    /** How matching left this member in `week`, if they were part of it. */
    async outcomeOf(week: string, userId: string): Promise<MatchOutcome | undefined> {
      return (await db.get<{ outcome: MatchOutcome }>(OUTCOME_OF, [week, userId]))?.outcome;
    },
    async unplaced(city: string, week: string): Promise<string[]> {
      return (await db.all<{ userId: string }>(UNPLACED_OF, [city, week])).map((row) => row.userId);
    },
    /** Outcomes since `fromWeek`, newest week first (a member's priority is derived from them). */
    outcomesSince(city: string, fromWeek: string): Promise<{ userId: string; week: string; outcome: MatchOutcome }[]> {
      return db.all<{ userId: string; week: string; outcome: MatchOutcome }>(RECENT_OUTCOMES, [city, fromWeek]);
    },
    /** The group's check-in code (made now if it has none yet) and when it was settled. */
    async checkInCodeOf(groupId: string, make: () => string): Promise<{ code: string; settledAt: string | null }> {
      const row = await db.get<{ code: string | null; settledAt: string | null }>(CODE_OF, [groupId]);
      if (row?.code) return { code: row.code, settledAt: row.settledAt };
      await db.run(SET_CODE, [make(), groupId]);
      return (await db.get<{ code: string; settledAt: string | null }>(CODE_OF, [groupId]))!;
    },
    lateCancelsOfDissolved: () => db.all<{ groupId: string; userId: string }>(LATE_CANCELS_OF_DISSOLVED, []),
    unsettledConfirmed: async () => (await db.all<{ id: string }>(UNSETTLED, [])).map((row) => row.id),
    markSettled: async (groupId: string, at: string) => (await db.run(SETTLE, [at, groupId])).changes === 1,
    /** The member's groups and how they answered each invite, for their data export. */
    exportGroups: (userId: string) =>
      db.all<{
        groupId: string;
        week: string;
        slot: string;
        neighborhood: string;
        status: string;
        myInvite: string;
        invitedAt: string;
        answeredAt: string | null;
      }>(EXPORT_GROUPS, [userId]),
    /** People in a live group with this member (weeks from `fromWeek` on): kept out of each other's batches. */
    async activeGroupMates(userId: string, fromWeek: string): Promise<string[]> {
      return (await activeGroupMatesOfMany([userId], fromWeek)).get(userId)!;
    },
    activeGroupMatesOfMany,
  };
}

export type GroupsRepo = ReturnType<typeof groupsRepo>;

declare module '../../plugins/repos' {
  interface Repos {
    /** Groups and their invites. */
    groups: ReturnType<typeof groupsRepo>;
  }
}
