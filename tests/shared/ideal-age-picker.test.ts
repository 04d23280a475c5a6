import { describe, expect, it } from 'vitest';
import { NO_AGE_SELECTION, pickAgeBracket, type AgeSelection } from '../../shared/age-brackets';
import { IDEAL_AGE_BRACKETS, idealAgeRangeOfSelection, selectionOfIdealAgeRange } from '../../shared/ideal-age-range';

const tap = (selection: AgeSelection, id: string) => pickAgeBracket(selection, id, IDEAL_AGE_BRACKETS);
const taps = (...ids: string[]) => ids.reduce(tap, NO_AGE_SELECTION);

describe('the vibe-check age picker (docs/product-rules.md#vibe-check)', () => {
  it('offers the 16 brackets without the teens, 70+ being 70-100', () => {
    expect(IDEAL_AGE_BRACKETS).toHaveLength(16);
    expect(IDEAL_AGE_BRACKETS.map((bracket) => bracket.id)).not.toContain('teens');
    expect(IDEAL_AGE_BRACKETS[0]).toMatchObject({ id: 'early-20s', min: 20, max: 24 });
    expect(IDEAL_AGE_BRACKETS.at(-1)).toEqual({ id: '70-plus', label: '70+', min: 70, max: 100 });
  });

  it('the first tap sets the start: continue returns that one band', () => {
    expect(taps('early-30s')).toEqual({ start: 'early-30s', end: null });
    expect(idealAgeRangeOfSelection(taps('early-30s'))).toEqual({ min: 30, max: 34 });
  });

  it('the second tap sets the end: continue returns every band in between, youngest to oldest age', () => {
    expect(taps('mid-20s', 'early-40s')).toEqual({ start: 'mid-20s', end: 'early-40s' });
    expect(idealAgeRangeOfSelection(taps('mid-20s', 'early-40s'))).toEqual({ min: 25, max: 44 });
  });

  it('an end earlier than the start is swapped', () => {
    expect(taps('early-40s', 'mid-20s')).toEqual({ start: 'mid-20s', end: 'early-40s' });
    expect(idealAgeRangeOfSelection(taps('early-40s', 'mid-20s'))).toEqual({ min: 25, max: 44 });
  });

  it('a third tap starts again from that band', () => {
    expect(taps('mid-20s', 'early-40s', 'late-50s')).toEqual({ start: 'late-50s', end: null });
    expect(idealAgeRangeOfSelection(taps('mid-20s', 'early-40s', 'late-50s'))).toEqual({ min: 58, max: 59 });
  });

  it('70+ ends the range at 100', () => {
    expect(idealAgeRangeOfSelection(taps('early-60s', '70-plus'))).toEqual({ min: 60, max: 100 });
    expect(idealAgeRangeOfSelection(taps('70-plus'))).toEqual({ min: 70, max: 100 });
  });

  it('nothing picked returns no range (continue stays disabled); the teens are not a band here', () => {
    expect(idealAgeRangeOfSelection(NO_AGE_SELECTION)).toBeNull();
    expect(taps('teens')).toEqual(NO_AGE_SELECTION);
  });

  it('a saved range on band edges shows as its bands; one off the edges shows nothing picked', () => {
    expect(selectionOfIdealAgeRange(25, 44)).toEqual({ start: 'mid-20s', end: 'early-40s' });
    expect(idealAgeRangeOfSelection(selectionOfIdealAgeRange(25, 44))).toEqual({ min: 25, max: 44 });
    expect(selectionOfIdealAgeRange(30, 34)).toEqual({ start: 'early-30s', end: 'early-30s' });
    expect(idealAgeRangeOfSelection(selectionOfIdealAgeRange(30, 34))).toEqual({ min: 30, max: 34 });
    expect(selectionOfIdealAgeRange(70, 100)).toEqual({ start: '70-plus', end: '70-plus' });
    expect(selectionOfIdealAgeRange(29, 41)).toEqual(NO_AGE_SELECTION);
    expect(selectionOfIdealAgeRange(null, null)).toEqual(NO_AGE_SELECTION);
  });
});
