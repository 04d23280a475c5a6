import type { Database } from '../../../server/db/database';
import { sessionsRepo } from '../../../server/features/programs/sessions-repo';
import { todayIn } from '../../../shared/format-check-in';
import { localTime } from '../../../shared/weekly-cycle';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Plans a program group's first session for now through the sessions repo (the journey's dates are a month ahead):
 * today in Toronto, from the start of this hour there, for three hours, so checking in is open (from an hour before
 * the start until the end). Answers the session's id.
 */
export async function firstSessionNow(database: Database, groupId: string): Promise<string> {
  const now = new Date();
  const hour = localTime(now, 'America/Toronto').hour;
  const sessionId = `${groupId}:1`;
  await sessionsRepo(database).plan(sessionId, todayIn(now, 'America/Toronto'), `${pad(hour)}:00-${pad((hour + 3) % 24)}:00`);
  return sessionId;
}
