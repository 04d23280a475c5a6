import type { Database } from '../../../server/db/database';
import { todayIn } from '../../../shared/format-check-in';
import { localTime } from '../../../shared/weekly-cycle';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Moves a program group's first session to now (the journey's dates are a month ahead): today in Toronto, from the
 * start of this hour there, for three hours, so checking in is open (from an hour before the start until the end).
 * Answers the session's id.
 */
export async function firstSessionNow(database: Database, groupId: string): Promise<string> {
  const now = new Date();
  const hour = localTime(now, 'America/Toronto').hour;
  const sessionId = `${groupId}:1`;
  await database.run('UPDATE format_sessions SET date = ?, time = ? WHERE id = ?', [
    todayIn(now, 'America/Toronto'),
    `${pad(hour)}:00-${pad((hour + 3) % 24)}:00`,
    sessionId,
  ]);
  return sessionId;
}
