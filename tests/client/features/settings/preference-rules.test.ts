import { describe, expect, it } from 'vitest';
import { prelaunchLine, VIDEOS_NEEDED } from '../../../../client/features/settings/visibility-copy';
import { toggledPreferredSex } from '../../../../client/features/settings/preference-rules';

describe('"interested in" (men, women, anyone → male, female, any)', () => {
  it('ticks and unticks men and women together', () => {
    expect(toggledPreferredSex([], 'male')).toEqual(['male']);
    expect(toggledPreferredSex(['male'], 'female')).toEqual(['male', 'female']);
    expect(toggledPreferredSex(['male', 'female'], 'male')).toEqual(['female']);
  });

  it('"anyone" stands alone: it clears men and women, and either of them clears it', () => {
    expect(toggledPreferredSex(['male', 'female'], 'any')).toEqual(['any']);
    expect(toggledPreferredSex(['any'], 'female')).toEqual(['female']);
    expect(toggledPreferredSex(['any'], 'any')).toEqual([]);
  });
});

describe('the visibility text', () => {
  it('names the pre-launch date from the configuration while it is ahead', () => {
    expect(prelaunchLine('2027-02-14T05:00:00.000Z', 'America/Toronto')).toBe(
      'Pre-launch: users cannot see each other until February 14th.',
    );
  });

  it('says members see each other once discover is open', () => {
    expect(prelaunchLine(null)).toBe('We have launched: members see each other in their weekly batch.');
  });

  it('says two videos are needed to be discoverable', () => {
    expect(VIDEOS_NEEDED).toContain('at least 2 videos');
  });
});
