import { ageInBrackets, bracketsInSelection, NO_AGE_SELECTION, type AgeSelection } from './age-brackets';

/** The browse filters (docs/product-rules.md#discover-and-picks). Empty parts filter nothing. */
export interface DiscoverFilters {
  age: AgeSelection;
  sexes: ('male' | 'female')[];
  /** Names of the member's own interests. */
  interests: string[];
}

export const NO_FILTERS: DiscoverFilters = { age: NO_AGE_SELECTION, sexes: [], interests: [] };

/** The parts of a card the filters look at. */
export interface FilterableCard {
  age: number | null;
  userSex: string | null;
  interests: { name: string }[];
}

const fold = (text: string) => text.trim().toLowerCase();

/** Age within a chosen bracket, sex (case-insensitive), and at least one chosen interest by name (case-insensitive). */
export function matchesFilters(card: FilterableCard, filters: DiscoverFilters): boolean {
  const brackets = bracketsInSelection(filters.age);
  if (brackets.length > 0 && !ageInBrackets(card.age, brackets)) return false;
  if (filters.sexes.length > 0 && !filters.sexes.some((sex) => card.userSex !== null && fold(card.userSex) === sex)) return false;
  if (filters.interests.length > 0) {
    const chosen = new Set(filters.interests.map(fold));
    if (!card.interests.some((interest) => chosen.has(fold(interest.name)))) return false;
  }
  return true;
}

export function filterCards<T extends FilterableCard>(cards: readonly T[], filters: DiscoverFilters): T[] {
  return cards.filter((card) => matchesFilters(card, filters));
}

export type FilterKind = 'age' | 'sex' | 'interests';

/** How many choices a filter chip carries: age brackets in range, sexes, interests. */
export function selectedCount(filters: DiscoverFilters, kind: FilterKind): number {
  if (kind === 'age') return bracketsInSelection(filters.age).length;
  return kind === 'sex' ? filters.sexes.length : filters.interests.length;
}

export function hasAnyFilter(filters: DiscoverFilters): boolean {
  return (['age', 'sex', 'interests'] as const).some((kind) => selectedCount(filters, kind) > 0);
}

/** Stored filters may come from an older version of the app: anything unreadable becomes "no filter". */
export function readFilters(stored: unknown): DiscoverFilters {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<DiscoverFilters>;
  const age = value.age && typeof value.age === 'object' ? value.age : NO_AGE_SELECTION;
  return {
    age: { start: typeof age.start === 'string' ? age.start : null, end: typeof age.end === 'string' ? age.end : null },
    sexes: Array.isArray(value.sexes) ? value.sexes.filter((sex) => sex === 'male' || sex === 'female') : [],
    interests: Array.isArray(value.interests) ? value.interests.filter((name) => typeof name === 'string') : [],
  };
}
