import { describe, expect, it } from 'vitest';
import { camelCaseKeys } from '../../../server/plugins/spec-spellings';

describe("the spec's Capitalised spellings are folded to camelCase in one place", () => {
  it('folds every level of a body: Location, Changes[].Field, nested Value objects and lists', () => {
    const body = {
      Location: 'CA:ON:Toronto',
      Changes: [
        { Field: 'HostingDetails', Value: { HasVenue: true, VenueName: 'Ada' } },
        { Field: 'interests', Value: [{ Name: 'chess', LookingFor: 'a', Contribute: 'b' }] },
      ],
    };
    expect(camelCaseKeys(body)).toEqual({
      location: 'CA:ON:Toronto',
      changes: [
        { field: 'HostingDetails', value: { hasVenue: true, venueName: 'Ada' } },
        { field: 'interests', value: [{ name: 'chess', lookingFor: 'a', contribute: 'b' }] },
      ],
    });
  });

  it('keeps the camelCase value when both spellings are sent, and leaves the sent object as it was', () => {
    const body = { Location: 'CA:BC:Vancouver', location: 'CA:ON:Toronto' };
    expect(camelCaseKeys(body)).toEqual({ location: 'CA:ON:Toronto' });
    expect(body).toEqual({ Location: 'CA:BC:Vancouver', location: 'CA:ON:Toronto' });
  });

  it("leaves the member's own words alone: the category names of categoryComments are data", () => {
    expect(camelCaseKeys({ CategoryComments: { 'Board Games': 'Go', Karaoke: 'yes' } })).toEqual({
      categoryComments: { 'Board Games': 'Go', Karaoke: 'yes' },
    });
  });

  it('keeps a "__proto__" key a plain key (never the prototype of the copy)', () => {
    const folded = camelCaseKeys(JSON.parse('{"__proto__": {"polluted": true}, "Age": 30}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(folded)).toBe(Object.prototype);
    expect(folded.polluted).toBeUndefined();
    expect(folded.age).toBe(30);
  });
});
