import { describe, expect, it } from 'vitest';
import {
  filterCards,
  hasAnyFilter,
  matchesFilters,
  NO_FILTERS,
  readFilters,
  selectedCount,
  type DiscoverFilters,
} from '../../shared/discover-filters';

const card = (age: number | null, userSex: string | null, ...interests: string[]) => ({
  age,
  userSex,
  interests: interests.map((name) => ({ name })),
});

const filters = (patch: Partial<DiscoverFilters>): DiscoverFilters => ({ ...NO_FILTERS, ...patch });

describe('matchesFilters', () => {
  it('lets every card through with no filters', () => {
    expect(matchesFilters(card(null, null), NO_FILTERS)).toBe(true);
  });

  it('matches age within any chosen bracket of the range', () => {
    const age = filters({ age: { start: 'early-20s', end: 'mid-20s' } });
    expect(matchesFilters(card(20, 'male'), age)).toBe(true);
    expect(matchesFilters(card(27, 'male'), age)).toBe(true);
    expect(matchesFilters(card(28, 'male'), age)).toBe(false);
    expect(matchesFilters(card(null, 'male'), age)).toBe(false);
  });

  it('matches sex case-insensitively and never a card without one', () => {
    const female = filters({ sexes: ['female'] });
    expect(matchesFilters(card(30, 'Female'), female)).toBe(true);
    expect(matchesFilters(card(30, 'male'), female)).toBe(false);
    expect(matchesFilters(card(30, null), female)).toBe(false);
    expect(matchesFilters(card(30, 'male'), filters({ sexes: ['male', 'female'] }))).toBe(true);
  });

  it('matches a card having any chosen interest, by name, case-insensitively', () => {
    const interests = filters({ interests: ['Book Club', 'photography'] });
    expect(matchesFilters(card(30, 'male', 'surfing', 'book club'), interests)).toBe(true);
    expect(matchesFilters(card(30, 'male', 'PHOTOGRAPHY'), interests)).toBe(true);
    expect(matchesFilters(card(30, 'male', 'surfing'), interests)).toBe(false);
  });

  it('needs every active filter to match', () => {
    const all = filters({ age: { start: 'early-30s', end: null }, sexes: ['male'], interests: ['cooking'] });
    expect(matchesFilters(card(31, 'male', 'cooking'), all)).toBe(true);
    expect(matchesFilters(card(31, 'female', 'cooking'), all)).toBe(false);
    expect(filterCards([card(31, 'male', 'cooking'), card(45, 'male', 'cooking')], all)).toHaveLength(1);
  });
});

describe('selectedCount, hasAnyFilter, readFilters', () => {
  it('counts brackets in the age range, sexes and interests', () => {
    const chosen = filters({ age: { start: 'early-20s', end: 'early-30s' }, sexes: ['male'], interests: ['a', 'b'] });
    expect(selectedCount(chosen, 'age')).toBe(4);
    expect(selectedCount(chosen, 'sex')).toBe(1);
    expect(selectedCount(chosen, 'interests')).toBe(2);
    expect(hasAnyFilter(chosen)).toBe(true);
    expect(hasAnyFilter(NO_FILTERS)).toBe(false);
  });

  it('turns anything unreadable into no filter', () => {
    expect(readFilters(undefined)).toEqual(NO_FILTERS);
    expect(readFilters({ sexes: ['male', 'other', 3], interests: ['x', null], age: { start: 'mid-20s' } })).toEqual({
      age: { start: 'mid-20s', end: null },
      sexes: ['male'],
      interests: ['x'],
    });
  });
});
