import { AGE_BRACKETS } from './age-brackets';

/** An ideal age range, both ends included. */
export interface IdealAgeRange {
  min: number;
  max: number;
}

/**
 * Spec 001 §5: an ideal age range value is a string "min-max" of numbers with min >= 0 and max >= min; anything
 * else is ignored (null). Ages are whole numbers, as the profile stores them.
 */
export function parseIdealAgeRange(value: unknown): IdealAgeRange | null {
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(value);
  if (!match) return null;
  const min = Number(match[1]);
  const max = Number(match[2]);
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min < 0 || max < min) return null;
  return { min, max };
}

export const idealAgeRangeValue = ({ min, max }: IdealAgeRange) => `${min}-${max}`;

export interface IdealAgeOption {
  label: string;
  /** "min-max", the picker's value. */
  value: string;
}

/**
 * The picker's ranges: spec 001 §9's ideal age band map (early 20s 20-24, mid 25-27, late 28-29, the same pattern
 * to the 60s; 70+ is 70-100), i.e. the age brackets without the teens, 70+ ending at 100.
 */
export const IDEAL_AGE_OPTIONS: readonly IdealAgeOption[] = AGE_BRACKETS.filter((bracket) => bracket.id !== 'teens').map((bracket) => {
  const max = bracket.id === '70-plus' ? 100 : bracket.max;
  return { label: `${bracket.label} (${bracket.min}-${max})`, value: idealAgeRangeValue({ min: bracket.min, max }) };
});
