import { FORMAT_TIME_ZONES } from './event-formats';
import { dateKey, localTime, zonedInstant } from './weekly-cycle';

export type { HostCheckInBody, HostSessions, MyCheckIns, SessionCheckInBody } from './format-check-in-contract';

/**
 * Checking in at a program's sessions, like the member groups' meetups (shared/groups.ts): the host shows the session's
 * 4-digit code (and a QR code), each paid participant of the group types it on their phone.
 *
 * Participants check in from an hour before the session starts until it ends (by their device's clock, so a check-in
 * made offline counts when it arrives). The end bounds guessing: with 5 wrong codes an hour, a 3-hour session allows
 * at most 20 tries (0.2% of the codes), as the member groups' window does; the whole day in the city would allow 120.
 */
export const SESSION_CHECK_IN_OPENS_BEFORE_MS = 60 * 60_000;
/** The host may still check someone in this long after the session ends, to put right who came (e.g. the next morning). */
export const HOST_CHECK_IN_AFTER_END_MS = 24 * 60 * 60_000;

/** The query parameters a session's QR code carries: which session, and its code (filled in, confirmed by a tap). */
export const SESSION_PARAM = 'session';

export const SESSION_CHECK_IN_COPY = {
  wrongCode: "That is not this session's code. Check the four digits with your host and try again.",
  locked: 'Too many wrong codes. Ask your host to check you in: they can do it from their phone.',
  closed: 'Checking in is open from an hour before the session until it ends.',
  hostClosed: 'A participant can be checked in from an hour before the session until a day after it ends.',
  notYours: 'There is no such session for you.',
  notPaid: 'Only participants who paid their place check in.',
  cancelled: 'This program was called off: there is nothing to check in to.',
} as const;

/** The time zone of a format's city. */
export const timeZoneOf = (city: string): string => FORMAT_TIME_ZONES[city as keyof typeof FORMAT_TIME_ZONES] ?? 'America/Toronto';

const clock = (text: string | undefined) => {
  const match = /^(\d{1,2}):(\d{2})$/.exec((text ?? '').trim());
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
};

/**
 * When a session starts and ends: its day (YYYY-MM-DD) and time range ("19:00-22:00") on the wall clock of the city.
 * A range that ends by the start (past midnight) ends the next day; one without an end lasts three hours.
 */
export function sessionInstants(session: { date: string; time: string }, timeZone: string): { startsAt: Date; endsAt: Date } {
  const [year, month, day] = session.date.split('-').map(Number) as [number, number, number];
  const [from, to] = session.time.split('-');
  const start = clock(from) ?? { hour: 0, minute: 0 };
  const startsAt = zonedInstant(timeZone, year, month, day, start.hour, start.minute);
  const end = clock(to);
  if (!end) return { startsAt, endsAt: new Date(startsAt.getTime() + 3 * 60 * 60_000) };
  let endsAt = zonedInstant(timeZone, year, month, day, end.hour, end.minute);
  if (endsAt <= startsAt) endsAt = zonedInstant(timeZone, year, month, day + 1, end.hour, end.minute);
  return { startsAt, endsAt };
}

/** When checking in to the session opens and closes, for its participants and for its host (ms since the epoch). */
export function checkInWindow(session: { date: string; time: string }, timeZone: string) {
  const { startsAt, endsAt } = sessionInstants(session, timeZone);
  return {
    startsAt: startsAt.getTime(),
    opensAt: startsAt.getTime() - SESSION_CHECK_IN_OPENS_BEFORE_MS,
    closesAt: endsAt.getTime(),
    hostClosesAt: endsAt.getTime() + HOST_CHECK_IN_AFTER_END_MS,
  };
}

/** Today's date (YYYY-MM-DD) in the time zone: a session is "today" when its date is this. */
export function todayIn(now: Date, timeZone: string): string {
  const local = localTime(now, timeZone);
  return dateKey(local.year, local.month, local.day);
}
