import { clockLabel } from './date-labels';
import { FORMAT_TIME_ZONES, type FORMAT_CITIES, sessionTimes } from './event-formats';
import { monthName } from './month-names';
import { localTime } from './weekly-cycle';

/**
 * A format's dates, times and prices as people read them, on every screen of a program (the host's and the
 * participants'): never '2026-12-13'. A session's date is a day on the city's calendar; an instant (a window's close, a
 * payment) is told on the city's clock, wherever the reader is.
 */
type City = (typeof FORMAT_CITIES)[number];

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const partsOf = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
};

/** "Saturday, December 13, 2026": a day on the city's calendar ('YYYY-MM-DD'). */
export function dateWords(date: string): string {
  const { year, month, day, weekday } = partsOf(date);
  return `${WEEKDAYS[weekday]}, ${monthName(month)} ${day}, ${year}`;
}

/** "Sat, Dec 13": the same, where room is short (a card). */
export function shortDateWords(date: string): string {
  const { month, day, weekday } = partsOf(date);
  return `${WEEKDAYS[weekday]!.slice(0, 3)}, ${monthName(month)!.slice(0, 3)} ${day}`;
}

/** "19:00" → "7 pm", "12:00" → "noon", "10:30" → "10:30 am". */
export function clockWords(clock: string): string {
  const [hour, minute] = clock.split(':').map(Number) as [number, number];
  return clockLabel(new Date(Date.UTC(2000, 0, 1, hour, minute)), 'UTC');
}

/** "19:00-22:00" → "7 to 10 pm"; "10:00-13:00" → "10 am to 1 pm"; "12:00-15:00" → "noon to 3 pm". */
export function timeWords(range: string): string {
  const [start, end] = range.split('-').map(clockWords) as [string, string];
  const suffix = (words: string) => words.match(/ (am|pm)$/)?.[1];
  if (suffix(start) && suffix(start) === suffix(end)) return `${start.slice(0, -3)} to ${end}`;
  return `${start} to ${end}`;
}

/** "Saturday, December 13, 2026, 7 to 10 pm". */
export const whenWords = (date: string, time: string) => `${dateWords(date)}, ${timeWords(time)}`;

/** "Friday, December 11, 2026": the day an instant falls on in the format's city. */
export function dayWords(iso: string, city: City): string {
  const local = localTime(new Date(iso), FORMAT_TIME_ZONES[city]);
  return dateWords(`${local.year}-${String(local.month).padStart(2, '0')}-${String(local.day).padStart(2, '0')}`);
}

/** "Friday, December 11, 2026 at 7 pm": an instant on the format's city's clock. */
export const momentWords = (iso: string, city: City) => `${dayWords(iso, city)} at ${clockLabel(iso, FORMAT_TIME_ZONES[city])}`;

/** How long one session lasts, in minutes, from its time range on its day in the city (a range may pass midnight). */
export function sessionMinutes(date: string, time: string, city: City): number {
  const { startsAt, endsAt } = sessionTimes(date, time, city);
  return Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000);
}

/** "$45 CAD", or "$45.50 CAD" when there are cents: a price with its currency, so it is not read as US dollars. */
export const moneyWords = (amount: number, currency: string) =>
  `${Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`} ${currency.toUpperCase()}`;

/**
 * The ticket as both its parts, each with the currency: "$45 CAD per session × 6 sessions = $270 CAD ticket"; one
 * session is "$45 CAD ticket, 1 session".
 */
export function ticketWords(pricePerSession: number, sessions: number, currency: string): string {
  if (sessions === 1) return `${moneyWords(pricePerSession, currency)} ticket, 1 session`;
  return `${moneyWords(pricePerSession, currency)} per session × ${sessions} sessions = ${moneyWords(pricePerSession * sessions, currency)} ticket`;
}
