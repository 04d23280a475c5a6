import { describe, it, expect } from 'vitest';
import { formatGroupSize } from '../../shared/group-size';

describe('formatGroupSize', () => {
  it('shows a range as "8-12 people"', () => {
    expect(formatGroupSize({ min: 8, max: 12 })).toBe('8-12 people');
  });

  it('shows a single size as "6 people"', () => {
    expect(formatGroupSize({ min: 6, max: 6 })).toBe('6 people');
  });
});
