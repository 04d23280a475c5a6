import { describe, it, expect } from 'vitest';
import { ACTIVITY_WORDS, WORD_ROTATE_MS, activityListText } from '../../../../client/features/brands/rotating-word';

describe('third brand rotating activity word (docs/product-rules.md#public-pages)', () => {
  it('has exactly the six words of the spec, in order, changing every 3 seconds', () => {
    expect(ACTIVITY_WORDS).toEqual(['dance class', 'pottery circle', 'cooking class', 'improv crew', 'ai workshop', 'art studio']);
    expect(WORD_ROTATE_MS).toBe(3000);
  });

  it('reads the whole list as one phrase for screen readers', () => {
    expect(activityListText()).toBe('dance class, pottery circle, cooking class, improv crew, ai workshop or art studio');
    expect(activityListText(['a', 'b'])).toBe('a or b');
    expect(activityListText(['a'])).toBe('a');
  });
});
