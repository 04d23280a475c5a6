import { EXPERIENCES_TIME_ZONE } from './experiences';
import { zonedInstant } from './weekly-cycle';

/**
 * A poetry night Friday is decided a week before it starts (docs/product-rules.md#experiences-and-poetry-night: "Notification of the event date comes about
 * 7 days before the event"; the samples' note: "the evening runs only when the table is full, and we confirm a week
 * before"): with at least TABLE.min members who could make it, it runs and the first TABLE.max to register have a
 * seat, the others wait for one; with fewer, it does not run. Everyone is told, in the app and by e-mail.
 */
export const POETRY_NIGHT_TABLE = { min: 8, max: 12 } as const;
/** Decided this long before the evening starts. */
export const DECIDE_BEFORE_MS = 7 * 24 * 60 * 60_000;
/** Friday 7 PM in Revelstoke (Vancouver's time zone), for 3 hours (docs/product-rules.md#experiences-and-poetry-night: 3-4 hours). */
export const EVENING_STARTS_AT = { hour: 19, minute: 0 } as const;
export const EVENING_LENGTH_MS = 3 * 60 * 60_000;
/** When a 'YYYY-MM-DD' Friday's evening starts: 7 PM in Revelstoke. */
export function eveningStart(friday: string): Date {
  const [year, month, day] = friday.split('-').map(Number) as [number, number, number];
  return zonedInstant(EXPERIENCES_TIME_ZONE, year, month, day, EVENING_STARTS_AT.hour, EVENING_STARTS_AT.minute);
}

/**
 * Whether a Friday is decided at `at` (or has begun): its evening starts within DECIDE_BEFORE_MS. The page never
 * offers such a Friday to someone not already on it: the answer would come back at once, and usually as "it does not run".
 */
export function poetryNightDecided(friday: string, at: Date): boolean {
  return eveningStart(friday).getTime() - at.getTime() <= DECIDE_BEFORE_MS;
}

/** The poetry night page, where a member changes their Fridays (and so gives a seat back). */
export const POETRY_NIGHT_JOIN_PATH = '/emberite/experiences/poetry-night/join';
/** Where poetry night meets: the back room of the first sample's café (docs/product-rules.md#experiences-and-poetry-night: Revelstoke). */
export const POETRY_NIGHT_PLACE = 'the back room at a First Street café, First St W & Mackenzie Ave, Revelstoke, BC';

/** "Friday, December 4" of a 'YYYY-MM-DD' Friday. */
export function fridayLabel(friday: string): string {
  return new Intl.DateTimeFormat('en-CA', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${friday}T12:00:00Z`),
  );
}

export function poetryNightCopy(friday: string) {
  const day = fridayLabel(friday);
  return {
    seated: {
      title: `poetry night is on: ${day}`,
      body:
        `the table is full, so poetry night runs on ${day} at 7 PM, in ${POETRY_NIGHT_PLACE}, and you have a seat. ` +
        'the calendar invite has the time and place. if you can no longer come, take that Friday off on the poetry night page: your seat goes to the next person waiting.',
    },
    waiting: {
      title: `poetry night on ${day} is full`,
      body: `the table filled up before your turn, so you are on the waiting list for ${day}: if a seat frees up, you get it and we tell you at once.`,
    },
    calledOff: {
      title: `no poetry night on ${day}`,
      body: `too few people could make ${day} for a full table, so that evening does not run. nothing was charged, and your other Fridays still count.`,
    },
  };
}
