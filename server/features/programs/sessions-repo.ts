import crypto from 'node:crypto';
import { type Sessions, sessionDates } from '../../../shared/event-formats';
import type { Database } from '../../db/database';

export interface CheckInRow {
  sessionId: string;
  interestId: string;
  /** When they checked in, by the device that sent it. */
  checkedInAt: string;
  byHost: boolean;
}

const CHECK_IN_COLUMNS = `c.session_id AS "sessionId", c.interest_id AS "interestId", c.checked_in_at AS "checkedInAt", c.by_host AS "byHost"`;
const checkInOf = (row: Omit<CheckInRow, 'byHost'> & { byHost: number | boolean }): CheckInRow => ({ ...row, byHost: Boolean(row.byHost) });

export interface FormatSessionRow {
  id: string;
  groupId: string;
  number: number;
  /** The day in the format's city, YYYY-MM-DD. */
  date: string;
  /** A range such as 19:00-22:00, in the city's time. */
  time: string;
  movedAt: string | null;
  checkInCode: string;
  remindedAt: string | null;
}

const COLUMNS = `s.id, s.group_id AS "groupId", s.number, s.date, s.time, s.moved_at AS "movedAt", s.check_in_code AS "checkInCode",
  s.reminded_at AS "remindedAt"`;

/** A session's check-in code: four digits, like the member groups' (groups/check-in.ts). */
const makeCode = () => String(crypto.randomInt(0, 10_000)).padStart(4, '0');

/** All SQL of a program's sessions and their check-ins (tables format_sessions, format_check_ins). */
export function sessionsRepo(db: Database) {
  return {
    /** A new group's series: its first session on `first`, the others by the format's cadence. */
    async addSeries(groupId: string, first: string, time: string, sessions: Sessions): Promise<void> {
      for (const [index, date] of sessionDates(first, sessions).entries())
        await db.run('INSERT INTO format_sessions (id, group_id, number, date, time, check_in_code) VALUES (?, ?, ?, ?, ?, ?)', [
          `${groupId}:${index + 1}`,
          groupId,
          index + 1,
          date,
          time,
          makeCode(),
        ]);
    },
    ofGroup: (groupId: string) =>
      db.all<FormatSessionRow>(`SELECT ${COLUMNS} FROM format_sessions s WHERE s.group_id = ? ORDER BY s.number`, [groupId]),
    ofFormat: (formatId: string) =>
      db.all<FormatSessionRow>(
        `SELECT ${COLUMNS} FROM format_sessions s JOIN format_groups g ON g.id = s.group_id WHERE g.format_id = ?
          ORDER BY g.number, s.number`,
        [formatId],
      ),
    find: (id: string) => db.get<FormatSessionRow>(`SELECT ${COLUMNS} FROM format_sessions s WHERE s.id = ?`, [id]),
    /**
     * Sessions not reminded yet, of confirmed groups of formats going ahead, on days from `from` to `to` (YYYY-MM-DD, a
     * range wide enough for every city's clock: the caller checks the hour), with their format's id.
     */
    toRemind: (from: string, to: string) =>
      db.all<FormatSessionRow & { formatId: string }>(
        `SELECT ${COLUMNS}, g.format_id AS "formatId" FROM format_sessions s JOIN format_groups g ON g.id = s.group_id
          JOIN event_formats f ON f.id = g.format_id
          WHERE s.reminded_at IS NULL AND s.date >= ? AND s.date <= ? AND g.status = 'confirmed' AND f.status IN ('active', 'completed')
          ORDER BY s.date, s.id`,
        [from, to],
      ),
    /** Claims the session's day-before reminder: true once only, however many servers ask. */
    async claimReminder(id: string, at: string): Promise<boolean> {
      const { changes } = await db.run('UPDATE format_sessions SET reminded_at = ? WHERE id = ? AND reminded_at IS NULL', [at, id]);
      return changes === 1;
    },
    /**
     * Sessions of confirmed groups on days up to `lastDay` whose hosts' share is not sent yet (the caller checks the
     * hour on the city's clock), with their format, city and host.
     */
    toSettle: (lastDay: string) =>
      db.all<FormatSessionRow & { formatId: string; city: string; hostId: string | null }>(
        `SELECT ${COLUMNS}, g.format_id AS "formatId", f.city, f.owner_id AS "hostId" FROM format_sessions s
          JOIN format_groups g ON g.id = s.group_id JOIN event_formats f ON f.id = g.format_id
          WHERE s.settled_at IS NULL AND s.date <= ? AND g.status = 'confirmed' ORDER BY s.date, s.id`,
        [lastDay],
      ),
    /**
     * Claims the session's settlement: true for one caller only, however many servers ask, so one share is worked out
     * per session; `unsettle` gives the claim back when its transfers could not be made.
     */
    async markSettled(id: string, at: string): Promise<boolean> {
      const { changes } = await db.run('UPDATE format_sessions SET settled_at = ? WHERE id = ? AND settled_at IS NULL', [at, id]);
      return changes === 1;
    },
    async unsettle(id: string, at: string): Promise<void> {
      await db.run('UPDATE format_sessions SET settled_at = NULL WHERE id = ? AND settled_at = ?', [id, at]);
    },
    async settledCount(groupId: string): Promise<number> {
      const row = await db.get<{ n: number | string }>(
        'SELECT COUNT(*) AS n FROM format_sessions WHERE group_id = ? AND settled_at IS NOT NULL',
        [groupId],
      );
      return Number(row?.n ?? 0);
    },
    /** Who checked in to the session, first first. */
    checkInsOf: async (sessionId: string) =>
      (
        await db.all<CheckInRow>(
          `SELECT ${CHECK_IN_COLUMNS} FROM format_check_ins c WHERE c.session_id = ? ORDER BY c.checked_in_at, c.interest_id`,
          [sessionId],
        )
      ).map(checkInOf),
    /** Every check-in at the sessions of the format's groups. */
    checkInsOfFormat: async (formatId: string) =>
      (
        await db.all<CheckInRow>(
          `SELECT ${CHECK_IN_COLUMNS} FROM format_check_ins c JOIN format_sessions s ON s.id = c.session_id
            JOIN format_groups g ON g.id = s.group_id WHERE g.format_id = ? ORDER BY c.session_id, c.interest_id`,
          [formatId],
        )
      ).map(checkInOf),
    /** Records a check-in once: a second one (a replay, the host after the participant) keeps the first. */
    async checkIn(sessionId: string, interestId: string, at: string, byHost: boolean): Promise<void> {
      await db.run(
        `INSERT INTO format_check_ins (session_id, interest_id, checked_in_at, by_host) VALUES (?, ?, ?, ?)
          ON CONFLICT (session_id, interest_id) DO NOTHING`,
        [sessionId, interestId, at, byHost ? 1 : 0],
      );
    },
    /** Sets one session's day and hours as planned, not as a move: nobody is told, nothing says it moved. */
    async plan(id: string, date: string, time: string): Promise<boolean> {
      return (await db.run('UPDATE format_sessions SET date = ?, time = ? WHERE id = ?', [date, time, id])).changes > 0;
    },
    /** The host moves one session; false when it does not exist. */
    async move(id: string, date: string, time: string, at: string): Promise<boolean> {
      const { changes } = await db.run('UPDATE format_sessions SET date = ?, time = ?, moved_at = ?, reminded_at = NULL WHERE id = ?', [
        date,
        time,
        at,
        id,
      ]);
      return changes > 0;
    },
  };
}

export type SessionsRepo = ReturnType<typeof sessionsRepo>;
