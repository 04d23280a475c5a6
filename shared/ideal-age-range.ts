import { type AgeBracket, type AgeSelection, AGE_BRACKETS, bracketsInSelection, NO_AGE_SELECTION } from './age-brackets';
import { IDEAL_AGE_MAX } from './profiles';

/** An ideal age range, both ends included. */
export interface IdealAgeRange {
  min: number;
  max: number;
}

/**
 * docs/product-rules.md#settings: an ideal age range value is a string "min-max" of numbers with min >= 0 and max >= min; anything
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

/**
 * The ideal age bands: the band map of docs/product-rules.md#settings (early 20s 20-24, mid 25-27, late 28-29, the same pattern to the 60s;
 * 70+ is 70-100), i.e. the 16 age brackets without the teens, 70+ ending at 100 (docs/product-rules.md#settings, the vibe-check picker).
 */
export const IDEAL_AGE_BRACKETS: readonly AgeBracket[] = AGE_BRACKETS.filter((bracket) => bracket.id !== 'teens').map((bracket) =>
  bracket.id === '70-plus' ? { ...bracket, max: IDEAL_AGE_MAX } : bracket,
);

export interface IdealAgeOption {
  label: string;
  /** "min-max", the picker's value. */
  value: string;
}

/** The settings picker's ranges, one per band. */
export const IDEAL_AGE_OPTIONS: readonly IdealAgeOption[] = IDEAL_AGE_BRACKETS.map((bracket) => ({
  label: `${bracket.label} (${bracket.min}-${bracket.max})`,
  value: idealAgeRangeValue(bracket),
}));

/**
 * The range a start and end band cover (docs/product-rules.md#settings: "continue returns all bands in between"): from the
 * first band's youngest age to the last band's oldest; just the start band while no end is chosen; null with no start.
 * Pick bands with pickAgeBracket(selection, id, IDEAL_AGE_BRACKETS).
 */
export function idealAgeRangeOfSelection(selection: AgeSelection): IdealAgeRange | null {
  const bands = bracketsInSelection(selection, IDEAL_AGE_BRACKETS);
  const first = bands[0];
  const last = bands.at(-1);
  return first && last ? { min: first.min, max: last.max } : null;
}

/** The bands showing a saved range when both its ends fall on band edges; otherwise nothing is picked yet. */
export function selectionOfIdealAgeRange(min: number | null, max: number | null): AgeSelection {
  const start = IDEAL_AGE_BRACKETS.find((bracket) => bracket.min === min);
  const end = IDEAL_AGE_BRACKETS.find((bracket) => bracket.max === max);
  if (!start || !end || end.max < start.min) return NO_AGE_SELECTION;
  return { start: start.id, end: end.id };
}
