import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestAccount } from '../../../helpers/accounts';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { count, getProfile, postProfile, profileForm, validProfileJson } from './helpers';

let t: TestApp;
let account: TestAccount;
beforeEach(async () => {
  t = await buildTestApp();
  account = await createSignedInUser(t.app.db);
  expect((await postProfile(t, account, profileForm(validProfileJson()))).statusCode).toBe(201);
});
afterEach(() => t.close());

function update(payload: object, options: { key?: string | null; as?: TestAccount } = {}) {
  const key = options.key === undefined ? crypto.randomUUID() : options.key;
  return t.app.inject({
    method: 'POST',
    url: '/api/profiles/updateProfileProperty',
    payload,
    headers: key ? { 'idempotency-key': key } : {},
    cookies: { sid: (options.as ?? account).sessionId },
  });
}

const change = (field: string, value: unknown) => ({ location: 'CA:ON:Toronto', changes: [{ field, value }] });

describe('POST /api/profiles/updateProfileProperty', () => {
  it('changes one field and answers the updated profile', async () => {
    const res = await update(change('neighborhoods', ['midtown']));
    expect(res.statusCode).toBe(200);
    expect(res.json().neighborhoods).toEqual(['midtown']);
    expect((await getProfile(t, account)).json().neighborhoods).toEqual(['midtown']);
  });

  it('accepts the capitalised spelling {Location, Changes: [{Field, Value}]} and several fields at once', async () => {
    const res = await update({
      Location: 'CA:ON:Toronto',
      Changes: [
        { Field: 'relationshipStatus', Value: 'open' },
        { Field: 'PreferredSex', Value: ['female', 'any'] },
        { Field: 'minIdealAge', Value: 28 },
        { Field: 'maxIdealAge', Value: '40' },
        { Field: 'discoveryPreference', Value: 'other' },
        { Field: 'discoveryPreferenceOther', Value: '  long walks  ' },
        { Field: 'canHost', Value: false },
        { Field: 'hostingDetails', Value: { hasVenue: false, venueName: '' } },
        { Field: 'availableTimeSlots', Value: [{ dayOfWeek: 0, hour: 9 }] },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      relationshipStatus: 'open',
      preferredSex: ['female', 'any'],
      minIdealAge: 28,
      maxIdealAge: 40,
      discoveryPreference: 'other',
      discoveryPreferenceOther: 'long walks',
      canHost: false,
      hostingDetails: { hasVenue: false, venueName: '' },
      availableTimeSlots: [{ dayOfWeek: 0, hour: 9 }],
    });
  });

  it('replaces interests, keeping the id of an interest that stays', async () => {
    const before = (await getProfile(t, account)).json().interests;
    const kept = before.find((i: { name: string }) => i.name === 'photography');
    const res = await update(
      change('interests', [
        { name: 'surfing & ocean sports', lookingFor: 'winter surf buddies', contribute: 'a spare wetsuit' },
        { name: 'Photography', lookingFor: 'new text', contribute: 'new offer' },
      ]),
    );
    expect(res.statusCode).toBe(200);
    const after = res.json().interests;
    expect(after.map((i: { name: string }) => i.name)).toEqual(['surfing & ocean sports', 'Photography']);
    expect(after[1]).toMatchObject({ id: kept.id, lookingFor: 'new text' });
    expect(await count(t, 'interests', 'user_id = ?', account.email)).toBe(2);
  });

  it('requires the profile location and a non-empty list of changes', async () => {
    const noLocation = await update({ changes: [{ field: 'canHost', value: true }] });
    expect([noLocation.statusCode, noLocation.json().fields]).toEqual([400, { location: 'User location not found' }]);
    const wrongLocation = await update({ location: 'CA:BC:Vancouver', changes: [{ field: 'canHost', value: true }] });
    expect(wrongLocation.json().fields).toEqual({ location: "This is not your profile's location." });
    const noChanges = await update({ location: 'CA:ON:Toronto', changes: [] });
    expect([noChanges.statusCode, noChanges.json().fields]).toEqual([400, { changes: 'Send at least one change.' }]);
  });

  it.each([
    ['firstName', 'Sam'],
    ['age', 40],
    ['location', 'CA:BC:Vancouver'],
    ['isHost', true],
  ])('refuses fields that cannot change here: %s', async (field, value) => {
    const res = await update(change(field, value));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [field]: 'This field cannot be changed here.' });
  });

  it('refuses a field named __proto__ (or any name no field has) with 400, and changes nothing sent with it', async () => {
    const before = (await getProfile(t, account)).json().neighborhoods;
    for (const field of ['__proto__', '__Proto__', 'neighborhoods ', '']) {
      const res = await update({
        location: 'CA:ON:Toronto',
        changes: [
          { field: 'neighborhoods', value: ['midtown'] },
          { field, value: { isHost: true } },
        ],
      });
      expect([field, res.statusCode]).toEqual([field, 400]);
      expect(res.json()).toEqual({
        message: 'Some fields need another look.',
        code: 'validation-failed',
        fields: { changes: 'This field cannot be changed here.' },
      });
    }
    const inherited = await update(change('constructor', {}));
    expect([inherited.statusCode, inherited.json().fields]).toEqual([400, { constructor: 'This field cannot be changed here.' }]);
    expect((await getProfile(t, account)).json().neighborhoods).toEqual(before);
  });

  it.each([
    ['neighborhoods', [], 'Choose at least one neighbourhood.'],
    ['availableTimeSlots', [{ dayOfWeek: 3, hour: 9 }], 'Times must be among the offered ones: Saturday or Sunday at 9 AM or 11 AM.'],
    ['canHost', 'maybe', 'Please answer whether you can book a venue.'],
    ['hostingDetails', { hasVenue: 'yes' }, 'Hosting details must say whether you have a venue and, optionally, its name.'],
    ['relationshipStatus', 'married', 'Relationship status must be one of: open, not_looking.'],
    ['discoveryPreference', 'smell', 'Discovery preference must be one of: videos, pictures, interests, other.'],
    ['preferredSex', ['men'], 'Preferred sex must be a list of: male, female, any.'],
    ['minIdealAge', 12, 'Ideal ages must be whole numbers from 18 to 100.'],
    ['discoveryPreferenceOther', 'x'.repeat(201), 'Your answer can be at most 200 characters.'],
    ['interests', [], 'Choose between 1 and 30 interests.'],
  ])('checks %s', async (field, value, message) => {
    const res = await update(change(field, value));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [field]: message });
  });

  it('keeps the ideal age range the right way round, against the stored other end', async () => {
    expect((await update(change('maxIdealAge', 30))).statusCode).toBe(200);
    const res = await update(change('minIdealAge', 35));
    expect(res.json().fields).toEqual({ minIdealAge: 'The ideal age range must start at or below where it ends.' });
  });

  it('is 404 without a profile, 401 signed out, and needs an Idempotency-Key', async () => {
    const newcomer = await createSignedInUser(t.app.db);
    expect((await update(change('canHost', true), { as: newcomer })).json().code).toBe('profile-not-found');
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/profiles/updateProfileProperty',
      payload: change('canHost', true),
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await update(change('canHost', true), { key: null })).json().code).toBe('idempotency-key-missing');
  });

  it('a replayed update answers what the first one did, even after a later change', async () => {
    const key = crypto.randomUUID();
    const first = await update(change('neighborhoods', ['uptown']), { key });
    await update(change('neighborhoods', ['scarborough']));
    const replay = await update(change('neighborhoods', ['uptown']), { key });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await getProfile(t, account)).json().neighborhoods).toEqual(['scarborough']);
  });
});
