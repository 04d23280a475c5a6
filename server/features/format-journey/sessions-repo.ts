import crypto from 'node:crypto';
import { type Sessions, sessionDates } from '../../../shared/event-formats';
import type { Database } from '../../db/database';

export interface SessionRow {
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
      db.all<SessionRow>(`SELECT ${COLUMNS} FROM format_sessions s WHERE s.group_id = ? ORDER BY s.number`, [groupId]),
    ofFormat: (formatId: string) =>
      db.all<SessionRow>(
        `SELECT ${COLUMNS} FROM format_sessions s JOIN format_groups g ON g.id = s.group_id WHERE g.format_id = ?
          ORDER BY g.number, s.number`,
        [formatId],
      ),
    find: (id: string) => db.get<SessionRow>(`SELECT ${COLUMNS} FROM format_sessions s WHERE s.id = ?`, [id]),
    /**
     * Sessions not reminded yet, of confirmed groups of formats going ahead, on days from `from` to `to` (YYYY-MM-DD, a
     * range wide enough for every city's clock: the caller checks the hour), with their format's id.
     */
    toRemind: (from: string, to: string) =>
      db.all<SessionRow & { formatId: string }>(
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
