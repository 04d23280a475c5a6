import { describe, it, expect } from 'vitest';
import { monthName } from '../../shared/month-names';

describe('monthName', () => {
  it('names months numbered as in ISO dates, 1 = January', () => {
    expect(monthName(1)).toBe('January');
    expect(monthName(2)).toBe('February');
    expect(monthName(12)).toBe('December');
  });

  it('is undefined outside 1-12', () => {
    expect(monthName(0)).toBeUndefined();
    expect(monthName(13)).toBeUndefined();
    expect(monthName(1.5)).toBeUndefined();
  });
});
