import { describe, expect, it } from 'vitest';
import { NO_PREFERENCES, type PrivatePreferences } from '../../../../shared/private-preferences';
import { draftOf, saveOnLeaving, type VibeDraft } from '../../../../client/features/vibe-check/vibe-answers';
import { canLeave, firstStep, nextStep, previousStep } from '../../../../client/features/vibe-check/vibe-steps';

const draft = (patch: Partial<VibeDraft> = {}): VibeDraft => ({ ...draftOf(NO_PREFERENCES), ...patch });
const saved = (patch: Partial<PrivatePreferences> = {}): PrivatePreferences => ({ ...NO_PREFERENCES, ...patch });

describe('the vibe check steps (docs/product-rules.md#vibe-check)', () => {
  it('opens at the first unanswered step, and at the summary only once every step is answered', () => {
    expect(firstStep(NO_PREFERENCES)).toBe('openness');
    expect(firstStep(saved({ preferredSex: ['male'], minIdealAge: 30, maxIdealAge: 34 }))).toBe('openness');
    expect(firstStep(saved({ discoveryPreference: 'pictures' }))).toBe('openness');
    expect(firstStep(saved({ relationshipStatus: 'open' }))).toBe('looking-to-meet');
    expect(firstStep(saved({ relationshipStatus: 'open', preferredSex: ['female'] }))).toBe('age-range');
    expect(firstStep(saved({ relationshipStatus: 'open', preferredSex: ['female'], minIdealAge: 30, maxIdealAge: 34 }))).toBe('discovery');
    expect(firstStep(saved({ relationshipStatus: 'not_looking' }))).toBe('discovery');
    expect(firstStep(saved({ relationshipStatus: 'not_looking', discoveryPreference: 'pictures' }))).toBe('summary');
    expect(
      firstStep(
        saved({ relationshipStatus: 'open', preferredSex: ['female'], minIdealAge: 30, maxIdealAge: 34, discoveryPreference: 'videos' }),
      ),
    ).toBe('summary');
  });

  it('open goes to looking to meet, then the age range, then discovery, then the summary', () => {
    const open = draft({ relationshipStatus: 'open' });
    expect(nextStep('openness', open)).toBe('looking-to-meet');
    expect(nextStep('looking-to-meet', open)).toBe('age-range');
    expect(nextStep('age-range', open)).toBe('discovery');
    expect(nextStep('discovery', open)).toBe('summary');
  });

  it('not looking skips straight to discovery, and back from discovery returns to step 1', () => {
    const notLooking = draft({ relationshipStatus: 'not_looking' });
    expect(nextStep('openness', notLooking)).toBe('discovery');
    expect(previousStep('discovery', notLooking)).toBe('openness');
    expect(previousStep('discovery', draft({ relationshipStatus: 'open' }))).toBe('age-range');
  });

  it('"edit preferences" goes back to step 1; there is no back from step 1 or the summary', () => {
    expect(nextStep('summary', draft())).toBe('openness');
    expect(previousStep('openness', draft())).toBeNull();
    expect(previousStep('summary', draft())).toBeNull();
    expect(previousStep('age-range', draft())).toBe('looking-to-meet');
    expect(previousStep('looking-to-meet', draft())).toBe('openness');
  });

  it('each step needs its answer: a choice, someone to meet, a start bracket, and text for "other" that is not blank', () => {
    expect(canLeave('openness', draft())).toBe(false);
    expect(canLeave('openness', draft({ relationshipStatus: 'not_looking' }))).toBe(true);
    expect(canLeave('looking-to-meet', draft())).toBe(false);
    expect(canLeave('looking-to-meet', draft({ preferredSex: ['any'] }))).toBe(true);
    expect(canLeave('age-range', draft())).toBe(false);
    expect(canLeave('age-range', draft({ age: { start: 'early-30s', end: null } }))).toBe(true);
    expect(canLeave('discovery', draft())).toBe(false);
    expect(canLeave('discovery', draft({ discoveryPreference: 'videos' }))).toBe(true);
    expect(canLeave('discovery', draft({ discoveryPreference: 'other', discoveryPreferenceOther: '   ' }))).toBe(false);
    expect(canLeave('discovery', draft({ discoveryPreference: 'other', discoveryPreferenceOther: ' walks ' }))).toBe(true);
  });
});

describe('what leaving a step saves (one outbox entry of the changed fields)', () => {
  it('the status alone, even for not looking: who and what ages are never sent from step 1', () => {
    const save = saveOnLeaving('openness', draft({ relationshipStatus: 'not_looking', preferredSex: ['male'] }), NO_PREFERENCES);
    expect(save).toEqual({
      changes: [{ Field: 'relationshipStatus', Value: 'not_looking' }],
      patch: { relationshipStatus: 'not_looking' },
    });
  });

  it('the age range as both ends in one entry, 70+ ending at 100', () => {
    const save = saveOnLeaving('age-range', draft({ age: { start: 'early-60s', end: '70-plus' } }), NO_PREFERENCES);
    expect(save?.changes).toEqual([
      { Field: 'minIdealAge', Value: 60 },
      { Field: 'maxIdealAge', Value: 100 },
    ]);
  });

  it('"other" with its trimmed text; another choice without touching the saved text', () => {
    expect(
      saveOnLeaving('discovery', draft({ discoveryPreference: 'other', discoveryPreferenceOther: '  long walks ' }), NO_PREFERENCES)
        ?.changes,
    ).toEqual([
      { Field: 'discoveryPreference', Value: 'other' },
      { Field: 'discoveryPreferenceOther', Value: 'long walks' },
    ]);
    const before = saved({ discoveryPreference: 'other', discoveryPreferenceOther: 'long walks' });
    expect(
      saveOnLeaving('discovery', draft({ discoveryPreference: 'videos', discoveryPreferenceOther: 'long walks' }), before)?.changes,
    ).toEqual([{ Field: 'discoveryPreference', Value: 'videos' }]);
  });

  it('nothing when the answer is what is already saved (men and women in any order are the same answer)', () => {
    const before = saved({
      relationshipStatus: 'open',
      preferredSex: ['male', 'female'],
      minIdealAge: 25,
      maxIdealAge: 44,
      discoveryPreference: 'other',
      discoveryPreferenceOther: 'long walks',
    });
    const same = { ...draftOf(before), preferredSex: ['female', 'male'] as VibeDraft['preferredSex'] };
    for (const step of ['openness', 'looking-to-meet', 'age-range', 'discovery', 'summary'] as const) {
      expect(saveOnLeaving(step, same, before), step).toBeNull();
    }
    expect(saveOnLeaving('looking-to-meet', { ...same, preferredSex: ['any'] }, before)?.changes).toEqual([
      { Field: 'preferredSex', Value: ['any'] },
    ]);
  });
});
