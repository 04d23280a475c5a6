import { describe, it, expect } from 'vitest';
import {
  CITY_OPTIONS,
  NEIGHBORHOOD_OPTIONS,
  OFFERED_SLOTS,
  ONBOARDING_STEPS,
  ageValid,
  applyHostingChoice,
  asksForNewLocation,
  canContinueFromLocation,
  clampAgeInput,
  clampStepIndex,
  emptyDraft,
  firstNameValid,
  hostingValid,
  neighborhoodsValid,
  parseHour,
  registerEmailValid,
  sexValid,
  slotsValid,
  stepValid,
  toAvailabilitySlot,
  toProfileJson,
  wizardSteps,
} from '../../shared/onboarding';

describe('wizard steps', () => {
  it('has the 15 steps of docs/product-rules.md#onboarding-and-profile in order', () => {
    expect(ONBOARDING_STEPS).toHaveLength(15);
    expect(ONBOARDING_STEPS[0]).toBe('location');
    expect(ONBOARDING_STEPS.slice(10, 13)).toEqual(['ai-prompt', 'ai-response', 'ai-preview']);
    expect(ONBOARDING_STEPS[14]).toBe('register');
  });

  it('shows the two AI steps only once the prompt was copied', () => {
    expect(wizardSteps(true)).toEqual([...ONBOARDING_STEPS]);
    const without = wizardSteps(false);
    expect(without).toHaveLength(13);
    expect(without.indexOf('interests')).toBe(without.indexOf('ai-prompt') + 1);
  });

  it('restores a remembered step and resets an out-of-range one to 0', () => {
    const steps = wizardSteps(false);
    expect(clampStepIndex(12, steps)).toBe(12);
    expect(clampStepIndex(13, steps)).toBe(0);
    expect(clampStepIndex(-1, steps)).toBe(0);
    expect(clampStepIndex(2.5, steps)).toBe(0);
    expect(clampStepIndex('3', steps)).toBe(0);
    expect(clampStepIndex(undefined, steps)).toBe(0);
  });
});

describe('location', () => {
  it('offers the four city values and starts on Toronto', () => {
    expect(CITY_OPTIONS.map((c) => c.value)).toEqual(['CA:ON:Toronto', 'CA:BC:Vancouver', 'CA:BC:Revelstoke', 'Other']);
    expect(emptyDraft().location).toBe('CA:ON:Toronto');
  });

  it('continues only from Toronto', () => {
    expect(canContinueFromLocation('CA:ON:Toronto')).toBe(true);
    expect(canContinueFromLocation('CA:BC:Vancouver')).toBe(false);
    expect(canContinueFromLocation('Other')).toBe(false);
  });

  it("asks for a city or postal code only for 'Other'", () => {
    expect(asksForNewLocation('Other')).toBe(true);
    expect(asksForNewLocation('CA:BC:Revelstoke')).toBe(false);
  });

  it('offers 8 neighbourhoods, the last labelled Anywhere in Toronto', () => {
    expect(NEIGHBORHOOD_OPTIONS.map((n) => n.value)).toEqual([
      'downtown',
      'midtown',
      'east-end',
      'west-end',
      'uptown',
      'etobicoke',
      'scarborough',
      'anywhere',
    ]);
    expect(NEIGHBORHOOD_OPTIONS[7]?.label).toBe('Anywhere in Toronto');
    expect(neighborhoodsValid([])).toBe(false);
    expect(neighborhoodsValid(['midtown'])).toBe(true);
  });
});

describe('scheduling', () => {
  it('offers Saturday and Sunday at 9 and 11 AM as {dayOfWeek, hour}', () => {
    expect(OFFERED_SLOTS.map(toAvailabilitySlot)).toEqual([
      { dayOfWeek: 6, hour: 9 },
      { dayOfWeek: 0, hour: 9 },
      { dayOfWeek: 6, hour: 11 },
      { dayOfWeek: 0, hour: 11 },
    ]);
    expect(slotsValid([])).toBe(false);
    expect(slotsValid([{ day: 'Sunday', time: '9 AM' }])).toBe(true);
  });

  it('parses hours from text, 9 when unreadable', () => {
    expect(parseHour('9 AM')).toBe(9);
    expect(parseHour('11 am')).toBe(11);
    expect(parseHour('12 PM')).toBe(12);
    expect(parseHour('7 PM')).toBe(19);
    expect(parseHour('12 AM')).toBe(0);
    expect(parseHour('brunch')).toBe(9);
    expect(parseHour('')).toBe(9);
  });
});

describe('hosting', () => {
  const venue = { hasVenue: true, venueName: 'Sam James Coffee Bar' };

  it('needs a yes/no answer; the venue name is optional', () => {
    expect(hostingValid(null)).toBe(false);
    expect(hostingValid(true)).toBe(true);
    expect(hostingValid(false)).toBe(true);
  });

  it("'yes' keeps the venue; 'no, I'll find one' and 'not right now' clear its name", () => {
    expect(applyHostingChoice('yes', venue)).toEqual({ canHost: true, hostingDetails: venue });
    expect(applyHostingChoice('find-one', venue)).toEqual({ canHost: true, hostingDetails: { hasVenue: false, venueName: '' } });
    expect(applyHostingChoice('not-now', venue)).toEqual({ canHost: false, hostingDetails: { hasVenue: false, venueName: '' } });
  });
});

describe('about you', () => {
  it('needs a first name that is not blank', () => {
    expect(firstNameValid(' Maya ')).toBe(true);
    expect(firstNameValid('   ')).toBe(false);
  });

  it('clamps the age input above 99 and keeps partial entries', () => {
    expect(clampAgeInput('150')).toBe(99);
    expect(clampAgeInput(100)).toBe(99);
    expect(clampAgeInput('2')).toBe(2);
    expect(clampAgeInput('34')).toBe(34);
    expect(clampAgeInput('')).toBeNull();
  });

  it('accepts ages 20 to 100 as valid', () => {
    expect([19, 20, 100, 101].map(ageValid)).toEqual([false, true, true, false]);
    expect(ageValid(null)).toBe(false);
  });

  it('accepts male or female only', () => {
    expect([sexValid('male'), sexValid('female'), sexValid(''), sexValid(null)]).toEqual([true, true, false, false]);
  });

  it('checks the register e-mail pattern', () => {
    expect(registerEmailValid('maya@example.ca')).toBe(true);
    expect(registerEmailValid('maya@example')).toBe(false);
    expect(registerEmailValid('maya @example.ca')).toBe(false);
  });
});

describe('step validity and the profile sent', () => {
  const draft = {
    ...emptyDraft(),
    neighborhoods: ['midtown'],
    canHost: true,
    hostingDetails: { hasVenue: true, venueName: ' Sam James ' },
    selectedSlots: [{ day: 'Saturday' as const, time: '11 AM' }],
    firstName: ' Maya ',
    age: 31,
    sex: 'female' as const,
    activityPreferences: ['coffee'],
    selectedInterests: [{ name: 'photography', lookingFor: ' people for photo walks ', contribute: 'a spare 50mm lens to lend' }],
    email: 'maya@example.ca',
  };

  it('allows next on each step only when its rule holds', () => {
    expect(wizardSteps(true).every((step) => stepValid(step, draft))).toBe(true);
    const blank = emptyDraft();
    const blocked = wizardSteps(true).filter((step) => !stepValid(step, blank));
    expect(blocked).toEqual(['location-preferences', 'hosting', 'scheduling', 'name', 'age', 'sex', 'interests', 'register']);
  });

  it('builds the ProfileJson of POST /profiles', () => {
    expect(toProfileJson(draft)).toEqual({
      FirstName: 'Maya',
      Age: 31,
      UserSex: 'female',
      Location: 'CA:ON:Toronto',
      NewLocation: '',
      ActivityPreferences: ['coffee'],
      CategoryComments: {},
      Neighborhoods: ['midtown'],
      CanHost: true,
      HostingDetails: { hasVenue: true, venueName: 'Sam James' },
      AvailableTimeSlots: [{ dayOfWeek: 6, hour: 11 }],
      Interests: [{ name: 'photography', lookingFor: 'people for photo walks', contribute: 'a spare 50mm lens to lend' }],
    });
  });
});
