import { describe, expect, it } from 'vitest';
import { IDEAL_AGE_OPTIONS, parseIdealAgeRange } from '../../shared/ideal-age-range';

describe('the "min-max" rule for an ideal age range (docs/product-rules.md#settings)', () => {
  it('reads a string "min-max" of whole numbers', () => {
    expect(parseIdealAgeRange('20-24')).toEqual({ min: 20, max: 24 });
    expect(parseIdealAgeRange(' 70 - 100 ')).toEqual({ min: 70, max: 100 });
    expect(parseIdealAgeRange('0-0')).toEqual({ min: 0, max: 0 });
    expect(parseIdealAgeRange('30-30')).toEqual({ min: 30, max: 30 });
  });

  it('ignores a max below the min, a negative min, and anything that is not "min-max"', () => {
    for (const value of [
      '30-25',
      '-5-20',
      '20',
      '20-',
      '-20',
      'twenty-thirty',
      '20-24-28',
      '20.5-30',
      '',
      '20 24',
      20,
      null,
      undefined,
      { min: 20, max: 24 },
      ['20', '24'],
    ]) {
      expect(parseIdealAgeRange(value), JSON.stringify(value)).toBeNull();
    }
  });
});

describe('the ideal age range picker (docs/product-rules.md#settings)', () => {
  it('offers the bands from early 20s to 70+, 70+ being 70-100, each a valid "min-max"', () => {
    expect(IDEAL_AGE_OPTIONS).toHaveLength(16);
    expect(IDEAL_AGE_OPTIONS[0]).toEqual({ label: 'early 20s (20-24)', value: '20-24' });
    expect(IDEAL_AGE_OPTIONS[1]).toEqual({ label: 'mid 20s (25-27)', value: '25-27' });
    expect(IDEAL_AGE_OPTIONS[2]).toEqual({ label: 'late 20s (28-29)', value: '28-29' });
    expect(IDEAL_AGE_OPTIONS.at(-1)).toEqual({ label: '70+ (70-100)', value: '70-100' });
    for (const option of IDEAL_AGE_OPTIONS) expect(parseIdealAgeRange(option.value), option.value).not.toBeNull();
  });
});
