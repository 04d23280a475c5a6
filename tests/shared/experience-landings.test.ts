import { describe, expect, it } from 'vitest';
import { COMPARISON, HOW_IT_WORKS } from '../../shared/experience-landings';

describe('experience landings (docs/product-rules.md#experiences-and-poetry-night)', () => {
  it('explains how it works in the spec’s five steps, and compares with generic events', () => {
    expect(HOW_IT_WORKS.map((step) => step.title)).toEqual([
      'explore the event',
      'set your availability',
      'show your curiosity',
      'wait for your group',
      'have the experience',
    ]);
    expect(COMPARISON.length).toBeGreaterThanOrEqual(4);
  });
});
