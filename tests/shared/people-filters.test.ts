import { describe, expect, it } from 'vitest';
import { matchesPeopleFilters, NO_PEOPLE_FILTERS, readPeopleFilters } from '../../shared/people-filters';

const card = (userSex: string | null, age: number | null) => ({ userSex, age });

describe('the people list Search Settings', () => {
  it('no filters keep everyone, with or without an age or sex', () => {
    for (const one of [card('female', 31), card('male', null), card(null, 60)])
      expect(matchesPeopleFilters(one, NO_PEOPLE_FILTERS)).toBe(true);
  });

  it('sex matches case-insensitively; a card without one fails a chosen sex', () => {
    const women = { ...NO_PEOPLE_FILTERS, sex: 'female' as const };
    expect(matchesPeopleFilters(card('Female', 31), women)).toBe(true);
    expect(matchesPeopleFilters(card('male', 31), women)).toBe(false);
    expect(matchesPeopleFilters(card(null, 31), women)).toBe(false);
  });

  it('ages are kept between the bounds, both included; a card without an age fails a bound', () => {
    const range = { ...NO_PEOPLE_FILTERS, ageMin: 25, ageMax: 40 };
    expect([24, 25, 40, 41].map((age) => matchesPeopleFilters(card('female', age), range))).toEqual([false, true, true, false]);
    expect(matchesPeopleFilters(card('female', null), { ...NO_PEOPLE_FILTERS, ageMax: 40 })).toBe(false);
  });

  it('the purpose flags narrow nothing: others’ intentions are private', () => {
    expect(matchesPeopleFilters(card('male', 30), { ...NO_PEOPLE_FILTERS, friendship: false, romantic: true })).toBe(true);
  });

  it('reads stored filters from older versions safely', () => {
    expect(readPeopleFilters(undefined)).toEqual(NO_PEOPLE_FILTERS);
    expect(readPeopleFilters({ sex: 'other', ageMin: 10, ageMax: '40', romantic: false })).toEqual({
      ...NO_PEOPLE_FILTERS,
      romantic: false,
    });
    expect(readPeopleFilters({ ageMin: 40, ageMax: 30 })).toEqual({ ...NO_PEOPLE_FILTERS, ageMin: 40 });
  });
});
