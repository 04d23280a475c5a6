import ical, { ICalCalendarMethod } from 'ical-generator';
import { CITY_NAMES, type FormatCity } from '../../../shared/format-places';
import { FORMAT_TIME_ZONES, sessionTimes } from '../../../shared/event-formats';
import type { FormatRow } from './formats-repo';
import type { FormatSessionRow } from './sessions-repo';

type When = Pick<FormatSessionRow, 'date' | 'time'>;

/** "Wednesday, December 30, 2026, 7:00 p.m. to 10:00 p.m.", on the city's clock. */
export function sessionInWords(session: When, city: FormatCity): string {
  const { startsAt, endsAt } = sessionTimes(session.date, session.time, city);
  const timeZone = FORMAT_TIME_ZONES[city];
  const day = new Intl.DateTimeFormat('en-CA', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone });
  const clock = new Intl.DateTimeFormat('en-CA', { hour: 'numeric', minute: '2-digit', timeZone });
  return `${day.format(startsAt)}, ${clock.format(startsAt)} to ${clock.format(endsAt)}`;
}

/** "Friday, January 8", on the city's clock. */
export function dayInWords(at: Date, city: FormatCity): string {
  return new Intl.DateTimeFormat('en-CA', { weekday: 'long', month: 'long', day: 'numeric', timeZone: FORMAT_TIME_ZONES[city] }).format(at);
}

/** Where the group meets: the host's address, else the neighbourhood and city (the public page's words). */
export function placeOf(format: FormatRow): string {
  const { venue } = format.format;
  if (venue.venueDetails.trim()) return venue.venueDetails.trim();
  if (venue.isOnline) return 'online';
  return [venue.neighborhood, CITY_NAMES[venue.city].name].filter(Boolean).join(', ');
}

/**
 * A group's sessions as one calendar invite (ical-generator, METHOD:REQUEST, one VEVENT per session, the address as
 * LOCATION), for paid participants only: it names the format and its address. Times are UTC instants worked out on
 * the city's clock (a TZID would need a VTIMEZONE block, which ical-generator only writes with another library). Each
 * session keeps its UID across mails, and a moved one a higher SEQUENCE, so calendars update it instead of adding one.
 */
export function programCalendar(format: FormatRow, sessions: readonly FormatSessionRow[], link: string, now: Date): string {
  const calendar = ical({
    name: format.title,
    method: ICalCalendarMethod.REQUEST,
    prodId: { company: 'meetup', product: 'programs', language: 'EN' },
  });
  const city = format.format.venue.city;
  for (const session of sessions) {
    const { startsAt, endsAt } = sessionTimes(session.date, session.time, city);
    calendar.createEvent({
      id: `program-session-${session.id}`,
      // Seconds since 1970 of the last move: grows with each move, and fits the field's 31 bits until 2038.
      sequence: session.movedAt ? Math.floor(Date.parse(session.movedAt) / 1000) : 0,
      stamp: now,
      start: startsAt,
      end: endsAt,
      summary: sessions.length > 1 ? `${format.title} (session ${session.number} of ${sessions.length})` : format.title,
      location: placeOf(format),
      description: `Your place, the address and what to bring: ${link}`,
      url: link,
    });
  }
  return calendar.toString();
}
