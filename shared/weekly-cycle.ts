/**
 * The weekly cycle's clock (README.md, "The weekly cycle"): every time is local to the city and computed
 * with the platform's Intl API, so daylight-saving changes move nothing. A week is named by the local date of
 * its Thursday release, e.g. '2026-11-19'.
 */

export interface City {
  id: string;
  /** The profile location string of the city (docs/product-rules.md#weekly-cycle-and-matching). */
  location: string;
  timeZone: string;
}

export const CITIES: readonly City[] = [{ id: 'toronto', location: 'CA:ON:Toronto', timeZone: 'America/Toronto' }];

export function cityById(id: string): City | undefined {
  return CITIES.find((city) => city.id === id);
}

export function cityOfLocation(location: string | null | undefined): City | undefined {
  return CITIES.find((city) => city.location === location);
}

/** Local times of the cycle's steps; weekday 0 is Sunday. Tune here. */
export const CYCLE_TIMES = {
  release: { weekday: 4, hour: 12, minute: 0 },
  /** Picks close and matching runs, this many days after the release's date. */
  pickClose: { daysAfterRelease: 4, hour: 9, minute: 0 },
  inviteHours: 48,
} as const;

/** At most this many people in a weekly batch (docs/product-rules.md#weekly-cycle-and-matching). */
export const BATCH_SIZE = 55;

export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall-clock time in `timeZone` at the instant `date`. */
export function localTime(date: Date, timeZone: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday!),
  };
}

/**
 * The instant when the wall clock in `timeZone` shows the given date and time. A time skipped by a spring-forward
 * change resolves to the instant just after the gap; a repeated autumn hour resolves to its first occurrence.
 */
export function zonedInstant(timeZone: string, year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  const offsetAt = (instant: number) => {
    const local = localTime(new Date(instant), timeZone);
    return Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second) - instant;
  };
  // Two offsets to try: the one before and the one after any change near this time; take the earliest that fits.
  const candidates = [offsetAt(wanted - 36e5 * 24), offsetAt(wanted + 36e5 * 24)].map((offset) => wanted - offset);
  const fitting = candidates.filter((instant) => offsetAt(instant) === wanted - instant).sort((a, b) => a - b);
  return new Date(fitting[0] ?? Math.max(...candidates));
}

/** 'YYYY-MM-DD' of a calendar date. */
export function dateKey(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The calendar date `days` after the one named by `key` (no time zone involved: plain calendar arithmetic). */
export function addDays(key: string, days: number): { year: number; month: number; day: number } {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export interface WeekTimes {
  /** The week's name: the local date of its Thursday release. */
  week: string;
  releaseAt: Date;
  pickCloseAt: Date;
  inviteDeadlineAt: Date;
  /** The next week's release. */
  nextReleaseAt: Date;
}

const weekTimesCache = new Map<string, WeekTimes>();

/** A week's times; pure, so each is worked out once (every request asks for the current week's). */
export function weekTimes(week: string, timeZone: string): WeekTimes {
  const key = `${timeZone}|${week}`;
  let times = weekTimesCache.get(key);
  if (!times) {
    times = computeWeekTimes(week, timeZone);
    if (weekTimesCache.size > 1000) weekTimesCache.clear();
    weekTimesCache.set(key, times);
  }
  return times;
}

function computeWeekTimes(week: string, timeZone: string): WeekTimes {
  const at = (days: number, hour: number, minute: number) => {
    const date = addDays(week, days);
    return zonedInstant(timeZone, date.year, date.month, date.day, hour, minute);
  };
  const { release, pickClose, inviteHours } = CYCLE_TIMES;
  const pickCloseAt = at(pickClose.daysAfterRelease, pickClose.hour, pickClose.minute);
  return {
    week,
    releaseAt: at(0, release.hour, release.minute),
    pickCloseAt,
    inviteDeadlineAt: new Date(pickCloseAt.getTime() + inviteHours * 36e5),
    nextReleaseAt: at(7, release.hour, release.minute),
  };
}

/** Per time zone, the week last answered: every request asks, and it changes once a week. */
const lastWeekAt = new Map<string, WeekTimes>();

/** The week whose release is the latest one at or before `now`. */
export function weekAt(now: Date, timeZone: string): string {
  const last = lastWeekAt.get(timeZone);
  if (last && now >= last.releaseAt && now < last.nextReleaseAt) return last.week;
  const week = weekByClock(now, timeZone);
  lastWeekAt.set(timeZone, weekTimes(week, timeZone));
  return week;
}

function weekByClock(now: Date, timeZone: string): string {
  const local = localTime(now, timeZone);
  const back = (local.weekday - CYCLE_TIMES.release.weekday + 7) % 7;
  const thursday = addDays(dateKey(local.year, local.month, local.day), -back);
  const key = dateKey(thursday.year, thursday.month, thursday.day);
  if (now.getTime() >= weekTimes(key, timeZone).releaseAt.getTime()) return key;
  const previous = addDays(key, -7);
  return dateKey(previous.year, previous.month, previous.day);
}

/** The week after (or, with -1, before) `week`. */
export function shiftWeek(week: string, weeks: number): string {
  const date = addDays(week, 7 * weeks);
  return dateKey(date.year, date.month, date.day);
}

/** Where the cycle stands at `now` by the clock alone: picking is open from the release until the close. */
export type CyclePhase = 'picking' | 'between';

export function phaseAt(now: Date, timeZone: string): { week: string; phase: CyclePhase; times: WeekTimes } {
  const week = weekAt(now, timeZone);
  const times = weekTimes(week, timeZone);
  return { week, times, phase: now < times.pickCloseAt ? 'picking' : 'between' };
}

/** The four offered weekend-morning slots as the matching engine names them (docs/product-rules.md#weekly-cycle-and-matching). */
export const SLOT_IDS = ['sat-9', 'sat-11', 'sun-9', 'sun-11'] as const;
export type SlotId = (typeof SLOT_IDS)[number];

export function slotIdOf(slot: { dayOfWeek: number; hour: number }): SlotId | null {
  const day = slot.dayOfWeek === 6 ? 'sat' : slot.dayOfWeek === 0 ? 'sun' : null;
  const id = day && `${day}-${slot.hour}`;
  return (SLOT_IDS as readonly string[]).includes(id ?? '') ? (id as SlotId) : null;
}

/** When a week's group meets: the slot's day in the weekend after the pick close, at the slot's hour. */
export function meetingAt(week: string, slot: SlotId, timeZone: string): Date {
  const [day, hour] = slot.split('-') as ['sat' | 'sun', string];
  const offset = CYCLE_TIMES.pickClose.daysAfterRelease + (day === 'sat' ? 5 : 6);
  const date = addDays(week, offset);
  return zonedInstant(timeZone, date.year, date.month, date.day, Number(hour), 0);
}
