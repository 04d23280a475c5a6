import { describe, expect, it } from 'vitest';
import { filtersSummary } from '../../../../client/features/people/people-labels';
import { NO_PEOPLE_FILTERS } from '../../../../shared/people-filters';

describe('the people list says whom it shows', () => {
  it('names the sex and the age bounds chosen', () => {
    expect(filtersSummary(NO_PEOPLE_FILTERS)).toBe('everyone, any age');
    expect(filtersSummary({ ...NO_PEOPLE_FILTERS, sex: 'female', ageMin: 25, ageMax: 40 })).toBe('women, aged 25 to 40');
    expect(filtersSummary({ ...NO_PEOPLE_FILTERS, sex: 'male', ageMax: 30 })).toBe('men, aged 30 or younger');
    expect(filtersSummary({ ...NO_PEOPLE_FILTERS, ageMin: 50 })).toBe('everyone, aged 50 or older');
  });
});
