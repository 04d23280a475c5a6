import { FORMAT_CURRENCY } from '../../../shared/event-formats';
import { formatGroupSize } from '../../../shared/group-size';
import type { Program } from './programs-content';

/** '75 min' up to an hour and a half, then '2 hours', '2.5 hours'. */
export function formatSessionLength(minutes: number): string {
  if (minutes <= 90) return `${minutes} min`;
  const hours = minutes / 60;
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1)} hours`;
}

/** The sample programs are Toronto's, so their prices are in its currency. */
export const PROGRAMS_CURRENCY = FORMAT_CURRENCY.toronto;

/** 'from $45 CAD/session': the currency said, so the price is not read as US dollars. */
export function formatPriceFrom(pricePerSession: number): string {
  return `from $${pricePerSession} ${PROGRAMS_CURRENCY}/session`;
}

/** '6 weeks'. */
export function formatWeeks(weeks: number): string {
  return weeks === 1 ? '1 week' : `${weeks} weeks`;
}

/** The three badges every program card shows, in order: duration in weeks, session length, group size. */
export function programBadges(program: Program): string[] {
  return [formatWeeks(program.weeks), formatSessionLength(program.sessionMinutes), formatGroupSize(program.groupSize)];
}
