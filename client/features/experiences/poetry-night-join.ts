/** Rules for the public poetry night registration page (spec 001 §5, §9). */
import { monthName } from '../../../shared/month-names';

/** The public registration page for poetry night. */
export const POETRY_NIGHT_JOIN_PATH = '/emberite/experiences/poetry-night/join';

/** Poetry nights run on these Fridays (ISO calendar dates). */
export const POETRY_NIGHT_DATES = ['2025-02-14', '2025-02-21', '2025-02-28', '2025-03-07'] as const;

export const AVAILABILITY_REQUIRED_MESSAGE =
  'Please select at least one availability option. More options mean a higher chance of snagging a spot.';
export const ACKNOWLEDGEMENT_REQUIRED_MESSAGE =
  'Make sure you understand that the spot is not guaranteed (check the box)';

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
export function validatePoetryNightJoin(form: PoetryNightJoinForm): PoetryNightJoinError[] {
  const errors: PoetryNightJoinError[] = [];
  const offered = new Set<string>(POETRY_NIGHT_DATES);
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

/** 'Friday, February 14' for '2025-02-14', computed in UTC so the reader's time zone cannot shift the day. */
export function formatPoetryNightDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${WEEKDAYS[date.getUTCDay()]}, ${monthName(month)} ${day}`;
}
