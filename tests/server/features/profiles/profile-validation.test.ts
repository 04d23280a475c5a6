import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../helpers/accounts';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { count, postProfile, profileForm, validProfileJson } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function fieldsFor(profileJson: unknown) {
  const account = await createSignedInUser(t.app.db);
  const res = await postProfile(t, account, profileForm(profileJson));
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe('validation-failed');
  expect(await count(t, 'profiles', 'user_id = ?', account.email)).toBe(0);
  return res.json().fields as Record<string, string>;
}

const long = (n: number) => 'x'.repeat(n);
const interest = (name: string, lookingFor = 'people to meet', contribute = 'my time') => ({ name, lookingFor, contribute });

describe('POST /api/profiles validation: each field gets its own message', () => {
  it.each([
    ['FirstName', '   ', 'Please enter your first name.'],
    ['FirstName', long(61), 'Your first name can be at most 60 characters.'],
    ['Age', 19, 'Your age must be a whole number from 20 to 100.'],
    ['Age', 101, 'Your age must be a whole number from 20 to 100.'],
    ['Age', 30.5, 'Your age must be a whole number from 20 to 100.'],
    ['Age', '30', 'Your age must be a whole number from 20 to 100.'],
    ['UserSex', 'other', 'Please choose male or female.'],
    ['UserSex', null, 'Please choose male or female.'],
    ['Location', 'CA:BC:Vancouver', 'We only form groups in Toronto for now; join the waitlist for your city instead.'],
    ['Neighborhoods', [], 'Choose at least one neighbourhood.'],
    ['Neighborhoods', ['downtown', 'the moon'], expect.stringContaining('Neighbourhoods must be among: downtown, midtown')],
    ['AvailableTimeSlots', [], 'Choose at least one of the offered times.'],
    ['AvailableTimeSlots', [{ dayOfWeek: 1, hour: 9 }], 'Times must be among the offered ones: Saturday or Sunday at 9 AM or 11 AM.'],
    ['AvailableTimeSlots', [{ dayOfWeek: 6, hour: 10 }], 'Times must be among the offered ones: Saturday or Sunday at 9 AM or 11 AM.'],
    ['CanHost', null, 'Please answer whether you can book a venue.'],
    ['CanHost', 'yes', 'Please answer whether you can book a venue.'],
    ['HostingDetails', { hasVenue: true, venueName: long(121) }, 'The venue name can be at most 120 characters.'],
    ['Interests', [], 'Choose between 1 and 30 interests.'],
    ['Interests', Array.from({ length: 31 }, (_, i) => interest(`topic ${i}`)), 'Choose between 1 and 30 interests.'],
    ['Interests', [interest('  ')], 'Interest #1 is missing a name.'],
    ['Interests', [interest(long(61))], 'Interest names can be at most 60 characters.'],
    ['Interests', [interest('photography', long(151))], 'The texts of "photography" can be at most 150 characters each.'],
    ['Interests', [interest('photography'), interest('Photography ')], '"Photography" is listed twice.'],
    ['NewLocation', long(81), 'The city or postal code can be at most 80 characters.'],
  ])('%s = %j', async (field, value, message) => {
    const fields = await fieldsFor(validProfileJson({ [field]: value }));
    expect(fields).toEqual({ [field]: message });
  });

  it('reports every wrong field at once', async () => {
    const fields = await fieldsFor(validProfileJson({ FirstName: '', Age: 5, Neighborhoods: [], Interests: [] }));
    expect(Object.keys(fields).sort()).toEqual(['Age', 'FirstName', 'Interests', 'Neighborhoods']);
  });

  it('accepts texts of exactly 150 characters after trimming and 30 interests', async () => {
    const account = await createSignedInUser(t.app.db);
    const interests = Array.from({ length: 30 }, (_, i) => interest(`topic ${i}`, `  ${long(150)}  `, long(150)));
    const res = await postProfile(t, account, profileForm(validProfileJson({ Interests: interests })));
    expect(res.statusCode).toBe(201);
  });

  it('accepts the older long form of Toronto and stores the short one', async () => {
    const account = await createSignedInUser(t.app.db);
    const res = await postProfile(t, account, profileForm(validProfileJson({ Location: 'Canada:Ontario:Toronto' })));
    expect(res.json().profile.location).toBe('CA:ON:Toronto');
  });

  it('refuses a missing or unreadable ProfileJson', async () => {
    expect(await fieldsFor('{not json')).toEqual({ ProfileJson: 'The profile could not be read (ProfileJson must be JSON).' });
    expect(await fieldsFor('[1, 2]')).toEqual({ ProfileJson: 'The profile could not be read (ProfileJson must be a JSON object).' });
    const account = await createSignedInUser(t.app.db);
    const res = await postProfile(t, account, new FormData());
    expect(res.json().fields).toEqual({ ProfileJson: 'The profile is missing (form field ProfileJson).' });
  });
});
