import { describe, it, expect } from 'vitest';
import {
  PREDEFINED_INTERESTS,
  INTEREST_TEXT_MAX,
  INTEREST_TEXT_MIN,
  canContinueInterests,
  clampInterestText,
  continueLabel,
  customInterest,
  customTopicValid,
  interestDetailValid,
  interestTextValid,
  isSelected,
  type InterestChoice,
} from '../../shared/interests';

const TEXT_OK = 'someone to surf with on weekends';
const complete: InterestChoice = { name: 'photography', lookingFor: TEXT_OK, contribute: 'a spare 50mm lens to lend' };
const incomplete: InterestChoice = { name: 'book club', lookingFor: 'books', contribute: '' };
const aiBare: InterestChoice = { name: 'surfing', lookingFor: 'waves', contribute: 'boards', isAiSuggested: true };

describe('predefined interests', () => {
  it('offers the 20 topics of docs/product-rules.md#interests in order', () => {
    expect(PREDEFINED_INTERESTS).toHaveLength(20);
    expect(PREDEFINED_INTERESTS[0]).toBe('remote work & digital nomading');
    expect(PREDEFINED_INTERESTS[10]).toBe('cooking & food culture');
    expect(PREDEFINED_INTERESTS[19]).toBe('fashion & style');
    expect(new Set(PREDEFINED_INTERESTS).size).toBe(20);
  });
});

describe('interest texts', () => {
  it('uses the limits 20 and 150', () => {
    expect([INTEREST_TEXT_MIN, INTEREST_TEXT_MAX]).toEqual([20, 150]);
  });

  it('needs at least 20 characters after trimming', () => {
    expect(interestTextValid('a'.repeat(20))).toBe(true);
    expect(interestTextValid('a'.repeat(19))).toBe(false);
    expect(interestTextValid(`   ${'a'.repeat(19)}      `)).toBe(false);
  });

  it('accepts at most 150 characters', () => {
    expect(interestTextValid('a'.repeat(150))).toBe(true);
    expect(interestTextValid('a'.repeat(151))).toBe(false);
  });

  it('cuts a text to 150 characters and leaves shorter ones alone', () => {
    expect(clampInterestText('a'.repeat(200))).toHaveLength(150);
    expect(clampInterestText('short')).toBe('short');
  });

  it('does not leave half an emoji at the cut', () => {
    const clamped = clampInterestText(`${'a'.repeat(149)}🏄 more`);
    expect(clamped).toBe('a'.repeat(149));
  });

  it('the detail step needs both texts valid', () => {
    expect(interestDetailValid(complete)).toBe(true);
    expect(interestDetailValid({ lookingFor: TEXT_OK, contribute: 'too short' })).toBe(false);
  });
});

describe('continuing from interest selection', () => {
  it('is refused with nothing selected', () => {
    expect(canContinueInterests([])).toBe(false);
  });

  it('is allowed when every selected interest has both texts valid', () => {
    expect(canContinueInterests([complete])).toBe(true);
    expect(canContinueInterests([complete, incomplete])).toBe(false);
  });

  it('is allowed when all selected interests are AI-suggested, whatever their texts', () => {
    expect(canContinueInterests([aiBare])).toBe(true);
    expect(canContinueInterests([aiBare, incomplete])).toBe(false);
  });

  it("reads 'continue with these' only when all selected are AI-suggested", () => {
    expect(continueLabel([aiBare])).toBe('continue with these');
    expect(continueLabel([aiBare, complete])).toBe('continue');
    expect(continueLabel([])).toBe('continue');
  });
});

describe('custom topics', () => {
  it('need a name that is not blank', () => {
    expect(customTopicValid('urban sketching')).toBe(true);
    expect(customTopicValid('   ')).toBe(false);
    expect(customTopicValid('')).toBe(false);
  });

  it('start with a trimmed name, empty texts and the custom flag', () => {
    expect(customInterest('  urban sketching ')).toEqual({
      name: 'urban sketching',
      lookingFor: '',
      contribute: '',
      isCustom: true,
    });
  });

  it('count as selected regardless of case and spaces', () => {
    expect(isSelected([complete], ' Photography')).toBe(true);
    expect(isSelected([complete], 'book club')).toBe(false);
  });
});
