import { describe, expect, it } from 'vitest';
import { clampLevel, DEFAULT_INTEREST_LEVEL, INTEREST_LEVELS, levelLabel } from '../../../../shared/discover';

// What the interest slider relies on: it reads the range input's string value through clampLevel and announces
// levelLabel as aria-valuetext, with the six labels of docs/product-rules.md#discover-and-picks shown under it.
describe('interest level as the slider uses it', () => {
  it("reads the range input's string values 0-5 as whole levels", () => {
    expect(['0', '1', '2', '3', '4', '5'].map(clampLevel)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('clamps anything outside 0..5 and rounds part values', () => {
    expect(clampLevel('9')).toBe(5);
    expect(clampLevel(-2)).toBe(0);
    expect(clampLevel(2.6)).toBe(3);
    expect(clampLevel('abc')).toBe(DEFAULT_INTEREST_LEVEL);
  });

  it('starts at 1 and names each level as the spec does', () => {
    expect(DEFAULT_INTEREST_LEVEL).toBe(1);
    expect(INTEREST_LEVELS).toEqual(['Not Interested', 'Neutral', 'Potential Friendship', 'Curious', 'Attracted', 'Perfect Match']);
    expect(levelLabel(1)).toBe('Neutral');
    expect(levelLabel(7)).toBe('Perfect Match');
  });
});
