import type { Database } from '../../db/database';
import { groupsRepo } from './repo';

export interface AttendanceRow {
  userId: string;
  /** Typed the code; vouched for by a member who checked in; checked in by the venue booker from their phone. */
  how: 'code' | 'vouched' | 'booker';
  at: string;
  /** Who vouched for them, or the venue booker who checked them in; null for a code they typed. */
  vouchedBy: string | null;
}

const OF_GROUP = 'SELECT user_id AS "userId", how, at, vouched_by AS "vouchedBy" FROM group_attendance WHERE group_id = ? ORDER BY user_id';
const EXPORT = 'SELECT group_id AS "groupId", how, at FROM group_attendance WHERE user_id = ? ORDER BY at, group_id';
// A second check-in (a replay, a device sending again) keeps the first.
const RECORD = `INSERT INTO group_attendance (group_id, user_id, how, at, recorded_at, vouched_by) VALUES (?, ?, ?, ?, ?, ?)
  ON CONFLICT (group_id, user_id) DO NOTHING`;
// One row per member and group: how many wrong codes, the device's time of the first and the last.
const RECORD_WRONG_CODE = `INSERT INTO check_in_tries (group_id, user_id, wrong_codes, first_at, last_at) VALUES (?, ?, 1, ?, ?)
  ON CONFLICT (group_id, user_id) DO UPDATE SET wrong_codes = check_in_tries.wrong_codes + 1,
    first_at = CASE WHEN excluded.first_at < check_in_tries.first_at THEN excluded.first_at ELSE check_in_tries.first_at END,
    last_at = CASE WHEN excluded.last_at > check_in_tries.last_at THEN excluded.last_at ELSE check_in_tries.last_at END`;
// "I'm here" said in the group's conversation while checking in is open: a try without a wrong code.
const RECORD_TRY = `INSERT INTO check_in_tries (group_id, user_id, wrong_codes, first_at, last_at) VALUES (?, ?, 0, ?, ?)
  ON CONFLICT (group_id, user_id) DO UPDATE SET
    first_at = CASE WHEN excluded.first_at < check_in_tries.first_at THEN excluded.first_at ELSE check_in_tries.first_at END,
    last_at = CASE WHEN excluded.last_at > check_in_tries.last_at THEN excluded.last_at ELSE check_in_tries.last_at END`;
const TRIED_IN = 'SELECT user_id AS "userId" FROM check_in_tries WHERE group_id = ? ORDER BY user_id';
const TRIES_BY = `SELECT group_id AS "groupId", wrong_codes AS "wrongCodes", first_at AS "firstAt", last_at AS "lastAt"
  FROM check_in_tries WHERE user_id = ? ORDER BY first_at, group_id`;
const STRIKES_AFTER = 'SELECT user_id AS "userId", at FROM no_show_strikes WHERE at > ? ORDER BY user_id, at';
const STRUCK = 'SELECT 1 AS "one" FROM no_show_strikes WHERE user_id = ? AND group_id = ?';
const LIFT_STRIKE = 'DELETE FROM no_show_strikes WHERE user_id = ? AND group_id = ?';
const STRIKE = 'INSERT INTO no_show_strikes (user_id, group_id, at) VALUES (?, ?, ?) ON CONFLICT (user_id, group_id) DO NOTHING';

/**
 * All SQL for check-ins, wrong codes typed at a meetup and no-show strikes; a group's code and settlement are columns
 * of groups, asked of the groups repo.
 */
export function attendanceRepo(db: Database) {
  const groups = groupsRepo(db);
  return {
    ofGroup: (groupId: string) => db.all<AttendanceRow>(OF_GROUP, [groupId]),
    async record(groupId: string, userId: string, how: AttendanceRow['how'], at: string, recordedAt: string, vouchedBy: string | null) {
      await db.run(RECORD, [groupId, userId, how, at, recordedAt, vouchedBy]);
    },
    /** The member's check-ins, for their data export. */
    exportAttendance: (userId: string) => db.all<{ groupId: string; how: string; at: string }>(EXPORT, [userId]),
    /** A wrong code the member typed for the group's meetup, at `at` by their device (inside the check-in window). */
    async recordWrongCode(groupId: string, userId: string, at: string): Promise<void> {
      await db.run(RECORD_WRONG_CODE, [groupId, userId, at, at]);
    },
    /** The member said they were at the meetup (in its conversation) at `at`, inside the check-in window. */
    async recordTry(groupId: string, userId: string, at: string): Promise<void> {
      await db.run(RECORD_TRY, [groupId, userId, at, at]);
    },
    /** Members who typed a wrong code for the group's meetup. */
    triedIn: async (groupId: string) => new Set((await db.all<{ userId: string }>(TRIED_IN, [groupId])).map((row) => row.userId)),
    /** The member's wrong codes, by meetup (for their own data export). */
    triesBy: (userId: string) => db.all<{ groupId: string; wrongCodes: number; firstAt: string; lastAt: string }>(TRIES_BY, [userId]),
    /** The group's check-in code (made now if it has none yet) and when it was settled. */
    codeOf: (groupId: string, make: () => string) => groups.checkInCodeOf(groupId, make),
    lateCancelsOfDissolved: () => groups.lateCancelsOfDissolved(),
    unsettledConfirmed: () => groups.unsettledConfirmed(),
    markSettled: (groupId: string, at: string) => groups.markSettled(groupId, at),
    async strike(userId: string, groupId: string, at: string): Promise<void> {
      await db.run(STRIKE, [userId, groupId, at]);
    },
    /** Whether the member was counted a no-show at this group. */
    struck: async (userId: string, groupId: string) => (await db.get(STRUCK, [userId, groupId])) !== undefined,
    /** Takes back the member's strike at this group (their dispute was refunded). */
    async liftStrike(userId: string, groupId: string): Promise<void> {
      await db.run(LIFT_STRIKE, [userId, groupId]);
    },
    /** Every member's strikes after `since`, by member. */
    async strikesAfter(since: string): Promise<Map<string, string[]>> {
      const byUser = new Map<string, string[]>();
      for (const row of await db.all<{ userId: string; at: string }>(STRIKES_AFTER, [since]))
        byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.at]);
      return byUser;
    },
  };
}

export type AttendanceRepo = ReturnType<typeof attendanceRepo>;

declare module '../../plugins/repos' {
  interface Repos {
    /** Check-ins at meetups. */
    attendance: ReturnType<typeof attendanceRepo>;
  }
}
