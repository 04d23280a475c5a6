import { describe, expect, it } from 'vitest';
import type { AiInterest } from '../../../../shared/ai-response';
import type { InterestChoice } from '../../../../shared/interests';
import {
  cityLabel,
  firstInterestId,
  interestsNeedingDetail,
  leaveAiPath,
  waitlistLead,
  withAiInterests,
} from '../../../../client/features/onboarding/onboarding-rules';

const long = (text: string) => `${text} ${'and more words here'.repeat(2)}`;
const manual: InterestChoice = { name: 'photography', lookingFor: long('walks'), contribute: long('a spare lens') };
const ai = (name: string, text = 'short'): AiInterest => ({ name, lookingFor: text, contribute: text, isAiSuggested: true });

describe('AI suggestions in the selection', () => {
  it('adds the suggestions after the topics chosen by hand', () => {
    expect(withAiInterests([manual], [ai('book club')]).map((choice) => choice.name)).toEqual(['photography', 'book club']);
  });

  it('replaces earlier suggestions when the answer is pasted again', () => {
    const first = withAiInterests([manual], [ai('book club'), ai('surfing')]);
    expect(withAiInterests(first, [ai('cooking')]).map((choice) => choice.name)).toEqual(['photography', 'cooking']);
  });

  it("keeps the person's own texts for a topic the AI also suggests", () => {
    const result = withAiInterests([manual], [ai('Photography ')]);
    expect(result).toEqual([manual]);
  });

  it('leaving the AI path drops the flag, the answer and the suggested topics', () => {
    expect(leaveAiPath([manual, ai('book club')])).toEqual({ aiPromptCopied: false, aiResponseText: '', selectedInterests: [manual] });
  });
});

describe('per-interest detail pages', () => {
  it('walks through the topics whose two texts are not complete yet, in order', () => {
    expect(interestsNeedingDetail([manual, ai('book club'), ai('surfing', long('long enough'))])).toEqual(['book club']);
    expect(interestsNeedingDetail([manual])).toEqual([]);
  });
});

describe('waitlist lead', () => {
  it("sends the typed city or postal code for 'Other', and nothing while it is blank", () => {
    expect(waitlistLead('Other', ' M5V 2T6 ')).toEqual({ location: 'Other', cityOrPostalCode: 'M5V 2T6' });
    expect(waitlistLead('Other', '   ')).toBeNull();
  });

  it('names a listed city by its label', () => {
    expect(waitlistLead('CA:BC:Vancouver', '')).toEqual({ location: 'CA:BC:Vancouver', cityOrPostalCode: 'Vancouver' });
    expect(cityLabel('CA:BC:Revelstoke')).toBe('Revelstoke');
    expect(cityLabel('Canada:Ontario:Toronto')).toBe('Toronto');
  });
});

describe('answer to the profile creation', () => {
  it('finds the first interest id in the user or in a wrapped user', () => {
    expect(firstInterestId({ profile: { interests: [{ id: 'i-1' }, { id: 'i-2' }] } })).toBe('i-1');
    expect(firstInterestId({ user: { profile: { interests: [{ id: 'i-9' }] } } })).toBe('i-9');
  });

  it('answers null when there is no usable id', () => {
    expect(firstInterestId(null)).toBeNull();
    expect(firstInterestId({ profile: { interests: [] } })).toBeNull();
    expect(firstInterestId({ profile: { interests: [{ id: 7 }] } })).toBeNull();
  });
});
