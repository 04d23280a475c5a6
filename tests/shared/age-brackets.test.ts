import { describe, expect, it } from 'vitest';
import {
  AGE_BRACKETS,
  ageInBrackets,
  bracketsInSelection,
  FILTER_AGE_BRACKETS,
  NO_AGE_SELECTION,
  pickAgeBracket,
} from '../../shared/age-brackets';

describe('age brackets', () => {
  it('follow docs/product-rules.md#discover-and-picks: 17 brackets, contiguous from 20, 70+ is 70-120', () => {
    expect(AGE_BRACKETS).toHaveLength(17);
    expect(AGE_BRACKETS[0]).toMatchObject({ label: 'teens', min: 13, max: 19 });
    for (let i = 1; i < AGE_BRACKETS.length; i += 1) expect(AGE_BRACKETS[i]!.min).toBe(AGE_BRACKETS[i - 1]!.max + 1);
    expect(AGE_BRACKETS.at(-1)).toMatchObject({ label: '70+', min: 70, max: 120 });
  });

  it('the browse filter has 16 brackets: the teens bracket is omitted', () => {
    expect(FILTER_AGE_BRACKETS).toHaveLength(16);
    expect(FILTER_AGE_BRACKETS.map((bracket) => bracket.id)).not.toContain('teens');
    expect(FILTER_AGE_BRACKETS[0]!.label).toBe('early 20s');
  });
});

describe('pickAgeBracket', () => {
  it('first pick sets the start, second the end, and the range in between fills', () => {
    const first = pickAgeBracket(NO_AGE_SELECTION, 'mid-20s');
    expect(first).toEqual({ start: 'mid-20s', end: null });
    const second = pickAgeBracket(first, 'early-30s');
    expect(second).toEqual({ start: 'mid-20s', end: 'early-30s' });
    expect(bracketsInSelection(second).map((bracket) => bracket.id)).toEqual(['mid-20s', 'late-20s', 'early-30s']);
  });

  it('swaps an end picked before the start', () => {
    const selection = pickAgeBracket(pickAgeBracket(NO_AGE_SELECTION, 'early-40s'), 'late-30s');
    expect(selection).toEqual({ start: 'late-30s', end: 'early-40s' });
  });

  it('a third pick restarts with that bracket as the start', () => {
    const full = { start: 'early-20s', end: 'late-20s' };
    expect(pickAgeBracket(full, 'mid-50s')).toEqual({ start: 'mid-50s', end: null });
  });

  it('picking the start twice chooses that one bracket', () => {
    const selection = pickAgeBracket(pickAgeBracket(NO_AGE_SELECTION, 'mid-30s'), 'mid-30s');
    expect(bracketsInSelection(selection).map((bracket) => bracket.id)).toEqual(['mid-30s']);
  });

  it('ignores unknown ids, including the omitted teens bracket', () => {
    expect(pickAgeBracket(NO_AGE_SELECTION, 'teens')).toEqual(NO_AGE_SELECTION);
  });
});

describe('bracketsInSelection and ageInBrackets', () => {
  it('is empty with no start, and just the start while no end is chosen', () => {
    expect(bracketsInSelection(NO_AGE_SELECTION)).toEqual([]);
    expect(bracketsInSelection({ start: '70-plus', end: null }).map((bracket) => bracket.id)).toEqual(['70-plus']);
  });

  it('checks the bracket bounds inclusively and never matches an unknown age', () => {
    const brackets = bracketsInSelection({ start: 'early-30s', end: 'mid-30s' });
    expect(ageInBrackets(30, brackets)).toBe(true);
    expect(ageInBrackets(37, brackets)).toBe(true);
    expect(ageInBrackets(29, brackets)).toBe(false);
    expect(ageInBrackets(38, brackets)).toBe(false);
    expect(ageInBrackets(null, brackets)).toBe(false);
    expect(ageInBrackets(99, bracketsInSelection({ start: '70-plus', end: null }))).toBe(true);
  });
});
