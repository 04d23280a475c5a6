import { describe, expect, it } from 'vitest';
import {
  answersOf,
  EMPTY_REGISTRATION,
  nextStep,
  offeredEvenings,
  previousStep,
  REGISTRATION_COPY,
  type RegistrationDraft,
  stepProblem,
  stepProgressPercent,
} from '../../shared/experience-registration';

const filled: RegistrationDraft = {
  currentStep: 4,
  availability: ['2026-11-28', '2026-11-26'],
  activities: ['karaoke', 'arcade'],
  idealBudget: '20-50',
  maxBudget: '50-100',
  videoAgreement: 'yes',
  depositAgreement: 'no',
};

describe('experience registration rules', () => {
  it('offers the next six Thursday, Friday and Saturday evenings, strictly after today where the experience is', () => {
    // Monday 23 November 2026, 6 PM in Vancouver.
    expect(offeredEvenings(new Date('2026-11-24T02:00:00Z'), 'America/Vancouver')).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    // Thursday evening in Vancouver (already Friday in UTC): today's evening is not offered.
    expect(offeredEvenings(new Date('2026-11-27T05:00:00Z'), 'America/Vancouver')[0]).toBe('2026-11-27');
    expect(offeredEvenings(new Date('2026-11-26T20:00:00Z'), 'America/Vancouver')[0]).toBe('2026-11-27');
  });

  it('keeps the member on a step until it is answered, with the spec words for the video agreement', () => {
    expect(stepProblem(EMPTY_REGISTRATION, 0)).toBe(REGISTRATION_COPY.availabilityNeeded);
    expect(stepProblem(EMPTY_REGISTRATION, 1)).toBe(REGISTRATION_COPY.activitiesNeeded);
    expect(stepProblem(EMPTY_REGISTRATION, 2)).toBe(REGISTRATION_COPY.budgetNeeded);
    expect(stepProblem({ ...filled, idealBudget: '200+', maxBudget: '0-20' }, 2)).toBe(REGISTRATION_COPY.budgetOrder);
    expect(stepProblem({ ...filled, videoAgreement: 'no' }, 3)).toBe('Uploading videos is mandatory to be discoverable.');
    expect(stepProblem(EMPTY_REGISTRATION, 4)).toBe(REGISTRATION_COPY.depositNeeded);
    for (const step of [0, 1, 2, 3, 4]) expect(stepProblem(filled, step)).toBeNull();
  });

  it('sends answers only once every step is answered, dates in order and activities in the list order', () => {
    expect(answersOf(EMPTY_REGISTRATION)).toBeNull();
    expect(answersOf({ ...filled, videoAgreement: 'no' })).toBeNull();
    expect(answersOf(filled)).toEqual({
      availability: ['2026-11-26', '2026-11-28'],
      activities: ['arcade', 'karaoke'],
      budget: { ideal: '20-50', max: '50-100' },
      videoAgreement: 'yes',
      depositAgreement: 'no',
    });
  });

  it('moves between steps 0 and 4 only, and shows progress out of five', () => {
    expect([nextStep(3), nextStep(4), previousStep(1), previousStep(0)]).toEqual([4, 4, 0, 0]);
    expect([0, 1, 2, 3, 4].map(stepProgressPercent)).toEqual([20, 40, 60, 80, 100]);
  });
});
