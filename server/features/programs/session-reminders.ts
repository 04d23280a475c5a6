import { addDaysTo, sessionTimes } from '../../../shared/event-formats';
import type { Database } from '../../db/database';
import { eventFormatsRepo } from './formats-repo';
import type { FormatNotices } from './format-notices';
import { programJourneyRepo } from './journey-repo';
import { sessionsRepo } from './sessions-repo';

/** The reminder goes out the day before: once the session starts within this long. */
export const REMIND_BEFORE_MS = 24 * 60 * 60_000;

/**
 * The day before each session, each paid person of its group gets a reminder with the group's sessions as a calendar
 * invite. The session's reminded_at is claimed in the transaction that writes the notices, so a repeated or
 * concurrent run adds none; the mails go out with the other notices.
 */
export function sessionReminders(db: Database, now: () => Date, notices: FormatNotices) {
  const sessions = sessionsRepo(db);
  const journey = programJourneyRepo(db);
  const formats = eventFormatsRepo(db);

  return {
    /** Writes the reminders now due; answers how many. */
    async remindDue(): Promise<number> {
      const today = now().toISOString().slice(0, 10);
      let reminded = 0;
      // A day either side of "tomorrow" in UTC covers every city's clock; the hour is checked below.
      for (const session of await sessions.toRemind(addDaysTo(today, -1), addDaysTo(today, 2))) {
        const format = await formats.find(session.formatId);
        if (!format) continue;
        const left = sessionTimes(session.date, session.time, format.format.venue.city).startsAt.getTime() - now().getTime();
        if (left <= 0 || left > REMIND_BEFORE_MS) continue;
        reminded += await db.transaction(
          async () => {
            if (!(await sessions.claimReminder(session.id, now().toISOString()))) return 0;
            const members = new Set(
              (await journey.members(format.id)).filter((m) => m.groupId === session.groupId).map((m) => m.interestId),
            );
            const paid = (await journey.interests(format.id)).filter((p) => members.has(p.id) && p.status === 'paid');
            return notices.tell(format, paid, { kind: 'reminder', session });
          },
          { durable: true },
        );
      }
      return reminded;
    },
  };
}
