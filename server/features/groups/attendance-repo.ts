import type { Database } from '../../db/database';

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
// One row per member and group: how many wrong codes, the device's time of the first and the last.
const RECORD_WRONG_CODE = `INSERT INTO check_in_tries (group_id, user_id, wrong_codes, first_at, last_at) VALUES (?, ?, 1, ?, ?)
  ON CONFLICT (group_id, user_id) DO UPDATE SET wrong_codes = check_in_tries.wrong_codes + 1,
    first_at = CASE WHEN excluded.first_at < check_in_tries.first_at THEN excluded.first_at ELSE check_in_tries.first_at END,
    last_at = CASE WHEN excluded.last_at > check_in_tries.last_at THEN excluded.last_at ELSE check_in_tries.last_at END`;
const TRIED_IN = 'SELECT user_id AS "userId" FROM check_in_tries WHERE group_id = ? ORDER BY user_id';
const TRIES_BY = `SELECT group_id AS "groupId", wrong_codes AS "wrongCodes", first_at AS "firstAt", last_at AS "lastAt"
  FROM check_in_tries WHERE user_id = ? ORDER BY first_at, group_id`;
const STRIKES_AFTER = 'SELECT user_id AS "userId", at FROM no_show_strikes WHERE at > ? ORDER BY user_id, at';
const STRIKE = 'INSERT INTO no_show_strikes (user_id, group_id, at) VALUES (?, ?, ?) ON CONFLICT (user_id, group_id) DO NOTHING';

/** All SQL for check-ins, wrong codes typed at a meetup, a group's code and settlement, and no-show strikes. */
export function attendanceRepo(db: Database) {
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
    /** Members who typed a wrong code for the group's meetup. */
    triedIn: async (groupId: string) => new Set((await db.all<{ userId: string }>(TRIED_IN, [groupId])).map((row) => row.userId)),
    /** The member's wrong codes, by meetup (for their own data export). */
    triesBy: (userId: string) => db.all<{ groupId: string; wrongCodes: number; firstAt: string; lastAt: string }>(TRIES_BY, [userId]),
    /** The group's check-in code (made now if it has none yet) and when it was settled. */
    async codeOf(groupId: string, make: () => string): Promise<{ code: string; settledAt: string | null }> {
      const row = await db.get<{ code: string | null; settledAt: string | null }>(CODE_OF, [groupId]);
      if (row?.code) return { code: row.code, settledAt: row.settledAt };
      await db.run(SET_CODE, [make(), groupId]);
      const made = (await db.get<{ code: string; settledAt: string | null }>(CODE_OF, [groupId]))!;
      return made;
    },
    lateCancelsOfDissolved: () => db.all<{ groupId: string; userId: string }>(LATE_CANCELS_OF_DISSOLVED, []),
    unsettledConfirmed: async () => (await db.all<{ id: string }>(UNSETTLED, [])).map((row) => row.id),
    markSettled: async (groupId: string, at: string) => (await db.run(SETTLE, [at, groupId])).changes === 1,
    async strike(userId: string, groupId: string, at: string): Promise<void> {
      await db.run(STRIKE, [userId, groupId, at]);
    },
    /** Whether the member was counted a no-show at this group. */
    struck: async (userId: string, groupId: string) =>
      (await db.get('SELECT 1 AS "one" FROM no_show_strikes WHERE user_id = ? AND group_id = ?', [userId, groupId])) !== undefined,
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
