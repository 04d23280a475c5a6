import { describe, expect, it } from 'vitest';
import {
  LOCATION_MISSING,
  SAVE_FAILED,
  saveFailureMessage,
  changesOf,
  editableOf,
  hostingAnswer,
  interestsCount,
  neighborhoodsCount,
  photoState,
  slotsCount,
} from '../../../../client/features/profiles/profile-edits';
import type { OwnProfileView } from '../../../../client/data/db';

const profile: OwnProfileView = {
  id: 'p1',
  firstName: 'Lu',
  age: 30,
  userSex: 'female',
  photoUrl: null,
  location: 'CA:ON:Toronto',
  neighborhoods: ['midtown', 'anywhere'],
  canHost: true,
  hostingDetails: { hasVenue: true, venueName: 'Café' },
  availableTimeSlots: [
    { dayOfWeek: 0, hour: 11 },
    { dayOfWeek: 6, hour: 9 },
  ],
  interests: [
    { id: 'i1', name: 'book club', lookingFor: 'a table that reads one novel a month', contribute: 'good picks and a quiet café' },
    { id: 'i2', name: 'Climbing', lookingFor: 'partners', contribute: '' },
  ],
};

describe('editing a saved profile', () => {
  it('reads the saved answers into the steps’ shape, slots as the offered ones', () => {
    expect(editableOf(profile)).toEqual({
      neighborhoods: ['midtown', 'anywhere'],
      canHost: true,
      hostingDetails: { hasVenue: true, venueName: 'Café' },
      selectedSlots: [
        { day: 'Saturday', time: '9 AM' },
        { day: 'Sunday', time: '11 AM' },
      ],
      photo: null,
      // A saved interest with short texts came from a pasted AI answer and keeps that allowance; one not offered is custom.
      selectedInterests: [
        { name: 'book club', lookingFor: 'a table that reads one novel a month', contribute: 'good picks and a quiet café' },
        { name: 'Climbing', lookingFor: 'partners', contribute: '', isAiSuggested: true, isCustom: true },
      ],
    });
    expect(editableOf({ ...profile, hostingDetails: undefined }).hostingDetails).toEqual({ hasVenue: null, venueName: '' });
  });

  it('sends only what changed: the same choices in another order, or spaces around a venue, are no change', () => {
    const original = editableOf(profile);
    expect(changesOf('neighborhoods', original, { ...original, neighborhoods: ['anywhere', 'midtown'] })).toEqual([]);
    expect(changesOf('hosting', original, { ...original, hostingDetails: { hasVenue: true, venueName: ' Café ' } })).toEqual([]);
    expect(changesOf('scheduling', original, { ...original, selectedSlots: [...original.selectedSlots].reverse() })).toEqual([]);
    expect(changesOf('neighborhoods', original, { ...original, neighborhoods: ['midtown'] })).toEqual([
      { Field: 'neighborhoods', Value: ['midtown'] },
    ]);
    expect(changesOf('hosting', original, { ...original, canHost: false, hostingDetails: { hasVenue: false, venueName: '' } })).toEqual([
      { Field: 'canHost', Value: false },
      { Field: 'hostingDetails', Value: { hasVenue: false, venueName: '' } },
    ]);
    expect(changesOf('scheduling', original, { ...original, selectedSlots: [{ day: 'Sunday', time: '9 AM' }] })).toEqual([
      { Field: 'availableTimeSlots', Value: [{ dayOfWeek: 0, hour: 9 }] },
    ]);
  });

  it('sends the whole interest list when any interest changed, and nothing for the same list or a photo', () => {
    const original = editableOf(profile);
    expect(changesOf('interests', original, { ...original, selectedInterests: original.selectedInterests.map((i) => ({ ...i })) })).toEqual(
      [],
    );
    const fewer = { ...original, selectedInterests: original.selectedInterests.slice(0, 1) };
    expect(changesOf('interests', original, fewer)).toEqual([
      {
        Field: 'interests',
        Value: [{ name: 'book club', lookingFor: 'a table that reads one novel a month', contribute: 'good picks and a quiet café' }],
      },
    ]);
    const reordered = { ...original, selectedInterests: [...original.selectedInterests].reverse() };
    expect(changesOf('interests', original, reordered)).toHaveLength(1);
    expect(changesOf('photo', original, { ...original, photo: { bytes: new ArrayBuffer(4), type: 'image/jpeg', name: 'me.jpg' } })).toEqual(
      [],
    );
  });

  it('says what the photo row holds: waiting, added, or needed before matching', () => {
    expect(photoState(false, false)).toBe('none: you need one before matching');
    expect(photoState(true, false)).toBe('added');
    expect(photoState(false, true)).toBe('new photo waiting to be sent');
  });

  it('words the counters as the spec does', () => {
    expect([neighborhoodsCount(0), neighborhoodsCount(2)]).toEqual(['none', '2 selected']);
    expect([slotsCount(0), slotsCount(3)]).toEqual(['none', '3 slots']);
    expect([interestsCount(0), interestsCount(4)]).toEqual(['none', '4 interests']);
    expect([slotsCount(1), interestsCount(1)]).toEqual(['1 slot', '1 interest']);
    expect([hostingAnswer(null), hostingAnswer(true), hostingAnswer(false)]).toEqual(['not set', 'yes', 'no']);
  });

  it('words a failed save from the response message, then its title, then the exception, then the fallback (docs/product-rules.md#settings)', () => {
    expect(saveFailureMessage({ response: { message: 'from the response', title: 'a title' }, message: 'thrown' })).toBe(
      'from the response',
    );
    expect(saveFailureMessage({ response: { title: 'a title' }, message: 'thrown' })).toBe('a title');
    expect(saveFailureMessage(new Error('thrown'))).toBe('thrown');
    expect(saveFailureMessage(new Error(''))).toBe(SAVE_FAILED);
    expect(saveFailureMessage(undefined)).toBe(SAVE_FAILED);
    expect([SAVE_FAILED, LOCATION_MISSING]).toEqual(['Failed to save changes', 'User location not found']);
  });
});
