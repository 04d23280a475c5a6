/**
 * Age brackets (docs/product-rules.md#discover-and-picks) and the browse age filter's picking rule (docs/product-rules.md#discover-and-picks): the first
 * pick sets the start, the second the end (swapped if earlier), a third restarts; every bracket in between counts.
 */
export interface AgeBracket {
  id: string;
  label: string;
  min: number;
  max: number;
}

export const AGE_BRACKETS: readonly AgeBracket[] = [
  { id: 'teens', label: 'teens', min: 13, max: 19 },
  { id: 'early-20s', label: 'early 20s', min: 20, max: 24 },
  { id: 'mid-20s', label: 'mid 20s', min: 25, max: 27 },
  { id: 'late-20s', label: 'late 20s', min: 28, max: 29 },
  { id: 'early-30s', label: 'early 30s', min: 30, max: 34 },
  { id: 'mid-30s', label: 'mid 30s', min: 35, max: 37 },
  { id: 'late-30s', label: 'late 30s', min: 38, max: 39 },
  { id: 'early-40s', label: 'early 40s', min: 40, max: 44 },
  { id: 'mid-40s', label: 'mid 40s', min: 45, max: 47 },
  { id: 'late-40s', label: 'late 40s', min: 48, max: 49 },
  { id: 'early-50s', label: 'early 50s', min: 50, max: 54 },
  { id: 'mid-50s', label: 'mid 50s', min: 55, max: 57 },
  { id: 'late-50s', label: 'late 50s', min: 58, max: 59 },
  { id: 'early-60s', label: 'early 60s', min: 60, max: 64 },
  { id: 'mid-60s', label: 'mid 60s', min: 65, max: 67 },
  { id: 'late-60s', label: 'late 60s', min: 68, max: 69 },
  { id: '70-plus', label: '70+', min: 70, max: 120 },
];

/** The bracket an age falls in, e.g. 31 → 'early 30s' (the /me label); null for no age or one outside them all. */
export function ageBracketLabel(age: number | null): string | null {
  if (age === null) return null;
  return AGE_BRACKETS.find((bracket) => age >= bracket.min && age <= bracket.max)?.label ?? null;
}

/** The browse filter's 16 brackets: the teens bracket is omitted (members are adults). */
export const FILTER_AGE_BRACKETS: readonly AgeBracket[] = AGE_BRACKETS.filter((bracket) => bracket.id !== 'teens');

/** A start and an end bracket id; an end without a start never happens. */
export interface AgeSelection {
  start: string | null;
  end: string | null;
}

export const NO_AGE_SELECTION: AgeSelection = { start: null, end: null };

const indexOf = (id: string | null, brackets: readonly AgeBracket[]) => brackets.findIndex((bracket) => bracket.id === id);

/** The selection after tapping `id`. Unknown ids change nothing. */
export function pickAgeBracket(selection: AgeSelection, id: string, brackets: readonly AgeBracket[] = FILTER_AGE_BRACKETS): AgeSelection {
  const picked = indexOf(id, brackets);
  if (picked < 0) return selection;
  const start = indexOf(selection.start, brackets);
  if (start < 0 || selection.end !== null) return { start: id, end: null };
  return picked < start ? { start: id, end: selection.start } : { start: selection.start, end: id };
}

/** Every bracket from the start to the end inclusive (just the start while no end is chosen), in order. */
export function bracketsInSelection(selection: AgeSelection, brackets: readonly AgeBracket[] = FILTER_AGE_BRACKETS): AgeBracket[] {
  const start = indexOf(selection.start, brackets);
  if (start < 0) return [];
  const end = indexOf(selection.end, brackets);
  return brackets.slice(start, Math.max(end, start) + 1);
}

/** Whether an age falls in any of the brackets. */
export function ageInBrackets(age: number | null, brackets: readonly AgeBracket[]): boolean {
  if (age === null || !Number.isFinite(age)) return false;
  return brackets.some((bracket) => age >= bracket.min && age <= bracket.max);
}
