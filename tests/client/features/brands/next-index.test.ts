import { describe, it, expect } from 'vitest';
import { nextIndex } from '../../../../client/features/brands/next-index';

describe('nextIndex', () => {
  it('steps to the next position and wraps from the last to the first', () => {
    expect(nextIndex(0, 6)).toBe(1);
    expect(nextIndex(4, 6)).toBe(5);
    expect(nextIndex(5, 6)).toBe(0);
  });

  it('stays on the only item of a one-item list', () => {
    expect(nextIndex(0, 1)).toBe(0);
  });
});
