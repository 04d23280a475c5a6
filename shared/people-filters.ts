/**
 * The people list's Search Settings (docs/product-rules.md#discover-and-picks: sex, ageMin, ageMax and the purpose
 * flags friendship and romantic). Kept on the member's device only.
 */
export interface PeopleFilters {
  sex: 'male' | 'female' | 'any';
  ageMin: number | null;
  ageMax: number | null;
  /**
   * What the member is here for. They filter nothing: whether someone else is open to romance is their private
   * relationship status, which no card carries, so these are kept as the member's own preference only.
   */
  friendship: boolean;
  romantic: boolean;
}

export const NO_PEOPLE_FILTERS: PeopleFilters = { sex: 'any', ageMin: null, ageMax: null, friendship: true, romantic: true };

/** docs/product-rules.md#discover-and-picks: age options from 18 up to 100. */
export const PEOPLE_AGE_MIN = 18;
export const PEOPLE_AGE_MAX = 100;

/** The parts of a card the Search Settings look at. */
export interface PersonCard {
  age: number | null;
  userSex: string | null;
}

/** Sex (case-insensitive, any passes all) and age within the chosen bounds (a card without an age fails a bound). */
export function matchesPeopleFilters(card: PersonCard, filters: PeopleFilters): boolean {
  if (filters.sex !== 'any' && card.userSex?.trim().toLowerCase() !== filters.sex) return false;
  if (filters.ageMin !== null && (card.age === null || card.age < filters.ageMin)) return false;
  if (filters.ageMax !== null && (card.age === null || card.age > filters.ageMax)) return false;
  return true;
}

const ageOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= PEOPLE_AGE_MIN && value <= PEOPLE_AGE_MAX ? value : null;

/** Stored filters may come from an older version of the app: anything unreadable becomes "no filter". */
export function readPeopleFilters(stored: unknown): PeopleFilters {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<Record<keyof PeopleFilters, unknown>>;
  const ageMin = ageOrNull(value.ageMin);
  let ageMax = ageOrNull(value.ageMax);
  if (ageMin !== null && ageMax !== null && ageMax < ageMin) ageMax = null;
  return {
    sex: value.sex === 'male' || value.sex === 'female' ? value.sex : 'any',
    ageMin,
    ageMax,
    friendship: typeof value.friendship === 'boolean' ? value.friendship : true,
    romantic: typeof value.romantic === 'boolean' ? value.romantic : true,
  };
}
