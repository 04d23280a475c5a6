import { describe, expect, it } from 'vitest';
import { ageBracketLabel } from '../../../../shared/age-brackets';
import { chipsWithOverflow } from '../../../../client/features/profiles/profile-hero';

describe('the /me hero', () => {
  it('shows up to three interest chips and counts the rest', () => {
    expect(chipsWithOverflow([])).toEqual({ shown: [], more: 0 });
    expect(chipsWithOverflow(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(chipsWithOverflow(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
  });

  it('names the age bracket at its edges, and none without an age', () => {
    expect(ageBracketLabel(20)).toBe('early 20s');
    expect(ageBracketLabel(24)).toBe('early 20s');
    expect(ageBracketLabel(25)).toBe('mid 20s');
    expect(ageBracketLabel(29)).toBe('late 20s');
    expect(ageBracketLabel(70)).toBe('70+');
    expect(ageBracketLabel(99)).toBe('70+');
    expect(ageBracketLabel(null)).toBeNull();
    expect(ageBracketLabel(121)).toBeNull();
  });
});
