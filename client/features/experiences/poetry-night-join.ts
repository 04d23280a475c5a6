/** Rules for the public poetry night registration page (docs/product-rules.md#experiences-and-poetry-night). */
import { monthName } from '../../../shared/month-names';
import { eveningStart, poetryNightDecided } from '../../../shared/poetry-night-evenings';
import type { PoetryNightSchedule } from '../../../shared/poetry-night-schedule';
import { addDays, dateKey, localTime } from '../../../shared/weekly-cycle';

/** The public registration page for poetry night. */
export { POETRY_NIGHT_JOIN_PATH } from '../../../shared/poetry-night-evenings';

/**
 * The next `offered` evenings of the schedule (ISO calendar dates) that are not decided yet (shared/poetry-night-evenings:
 * a week before each, it is settled whether it runs): a Friday offered is one an answer can still count for.
 */
export function upcomingPoetryNights(schedule: PoetryNightSchedule, now: Date): string[] {
  const today = localTime(now, schedule.timeZone);
  const todayKey = dateKey(today.year, today.month, today.day);
  const fridays: string[] = [];
  for (let days = (schedule.weekday - today.weekday + 7) % 7; fridays.length < schedule.offered; days += 7) {
    const date = addDays(todayKey, days);
    const friday = dateKey(date.year, date.month, date.day);
    if (!poetryNightDecided(friday, now)) fridays.push(friday);
  }
  return fridays;
}

/**
 * The Fridays the page lists: those offered, and the member's own that have not begun yet (decided ones included, so
 * unticking one gives its seat back and answering again keeps it), in calendar order.
 */
export function listedPoetryNights(offered: readonly string[], own: readonly string[], now: Date): string[] {
  const stillAhead = own.filter((friday) => eveningStart(friday).getTime() > now.getTime());
  return [...new Set([...offered, ...stillAhead])].sort();
}

export const AVAILABILITY_REQUIRED_MESSAGE =
  'Please select at least one availability option. More options mean a higher chance of snagging a spot.';
export const ACKNOWLEDGEMENT_REQUIRED_MESSAGE = 'Make sure you understand that the spot is not guaranteed (check the box)';

export interface PoetryNightJoinForm {
  availability: string[];
  acknowledged: boolean;
}

export type PoetryNightJoinField = 'availability' | 'acknowledged';

export interface PoetryNightJoinError {
  field: PoetryNightJoinField;
  message: string;
}

/** Every problem with the form, in the order the fields appear; empty when it can be sent. */
export function validatePoetryNightJoin(form: PoetryNightJoinForm, offeredDates: readonly string[]): PoetryNightJoinError[] {
  const errors: PoetryNightJoinError[] = [];
  const offered = new Set<string>(offeredDates);
  if (!form.availability.some((date) => offered.has(date))) {
    errors.push({ field: 'availability', message: AVAILABILITY_REQUIRED_MESSAGE });
  }
  if (!form.acknowledged) {
    errors.push({ field: 'acknowledged', message: ACKNOWLEDGEMENT_REQUIRED_MESSAGE });
  }
  return errors;
}

/** Adds or removes one date, keeping the list in calendar order and free of repeats. */
export function toggleAvailability(selected: string[], date: string): string[] {
  const next = selected.includes(date) ? selected.filter((d) => d !== date) : [...selected, date];
  return next.sort();
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 'Friday, February 14, 2025' for '2025-02-14', computed in UTC so the reader's time zone cannot shift the day. */
export function formatPoetryNightDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${WEEKDAYS[date.getUTCDay()]}, ${monthName(month)} ${day}, ${year}`;
}
