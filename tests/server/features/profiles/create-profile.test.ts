import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../helpers/accounts';
import { createMember, fakeClock } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { count, getProfile, jpeg, postProfile, profileForm, validProfileJson } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ now: () => new Date('2026-11-21T12:00:00Z') });
});
afterEach(() => t.close());

describe('POST /api/profiles', () => {
  it('creates the profile with its interests and photo and answers the user with hasProfile and the profile', async () => {
    const account = await createSignedInUser(t.app.db);
    const photo = await jpeg(800, 600).toBuffer();
    const res = await postProfile(t, account, profileForm(validProfileJson(), { bytes: photo }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ id: account.email, email: account.email, hasProfile: true, location: 'CA:ON:Toronto' });
    expect(body.profile).toMatchObject({
      firstName: 'Priya',
      age: 31,
      userSex: 'female',
      location: 'CA:ON:Toronto',
      neighborhoods: ['downtown', 'west-end'],
      canHost: true,
      hostingDetails: { hasVenue: true, venueName: 'Sam James Coffee Bar' },
      availableTimeSlots: [
        { dayOfWeek: 6, hour: 9 },
        { dayOfWeek: 0, hour: 11 },
      ],
      categoryComments: { brunch: 'would love a sunday brunch format' },
    });
    expect(body.profile.interests.map((i: { name: string }) => i.name)).toEqual(['photography', 'book club']);
    expect(body.profile.interests[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.profile.photoUrl).toMatch(/^\/media\/photos\/[0-9a-f-]{36}\.jpg$/);
    expect(await count(t, 'interests', 'user_id = ?', account.email)).toBe(2);

    const me = await t.app.inject({ url: '/api/auth/me', cookies: { sid: account.sessionId } });
    expect(me.json()).toMatchObject({ hasProfile: true, location: 'CA:ON:Toronto' });
  });

  it('creates a profile without a photo', async () => {
    const account = await createSignedInUser(t.app.db);
    const res = await postProfile(t, account, profileForm(validProfileJson()));
    expect(res.statusCode).toBe(201);
    expect(res.json().profile.photoUrl).toBeNull();
  });

  it('trims texts and accepts AI-suggested interests with short texts', async () => {
    const account = await createSignedInUser(t.app.db);
    const json = validProfileJson({
      FirstName: '  Priya  ',
      Interests: [{ name: ' climbing ', lookingFor: ' partners ', contribute: '' }],
    });
    const res = await postProfile(t, account, profileForm(json));
    expect(res.statusCode).toBe(201);
    expect(res.json().profile).toMatchObject({
      firstName: 'Priya',
      interests: [{ name: 'climbing', lookingFor: 'partners', contribute: '' }],
    });
  });

  it('needs a signed-in user', async () => {
    const res = await postProfile(t, null, profileForm(validProfileJson()));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('not-signed-in');
  });

  it('needs an Idempotency-Key', async () => {
    const account = await createSignedInUser(t.app.db);
    const res = await postProfile(t, account, profileForm(validProfileJson()), null);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('idempotency-key-missing');
  });

  it('allows one profile per user: a second creation with a new key is 409 profile-exists, saying what to do instead', async () => {
    const account = await createSignedInUser(t.app.db);
    expect((await postProfile(t, account, profileForm(validProfileJson()))).statusCode).toBe(201);
    const again = await postProfile(t, account, profileForm(validProfileJson({ FirstName: 'Other' })));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'profile-exists',
      message:
        'You already have a profile, so these answers were not used and your profile is unchanged. Change your photo, neighbourhoods, hosting, times or interests in settings.',
    });
    expect((await getProfile(t, account)).json().firstName).toBe('Priya');
    expect(await count(t, 'profiles', 'user_id = ?', account.email)).toBe(1);
  });

  it('a replay of the creation (new multipart boundary, same content) gets the first answer and makes nothing new', async () => {
    const account = await createSignedInUser(t.app.db);
    const key = crypto.randomUUID();
    const photo = await jpeg(400, 300).toBuffer();
    const first = await postProfile(t, account, profileForm(validProfileJson(), { bytes: photo }), key);
    const replay = await postProfile(t, account, profileForm(validProfileJson(), { bytes: photo }), key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await count(t, 'profiles', 'user_id = ?', account.email)).toBe(1);
    expect(await count(t, 'interests', 'user_id = ?', account.email)).toBe(2);
  });

  it('refuses a JSON body: the profile is a multipart form', async () => {
    const account = await createSignedInUser(t.app.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profiles',
      payload: validProfileJson(),
      headers: { 'idempotency-key': crypto.randomUUID() },
      cookies: { sid: account.sessionId },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('GET /api/profiles', () => {
  it('answers the signed-in member their own profile, private preferences included', async () => {
    const account = await createSignedInUser(t.app.db);
    await postProfile(t, account, profileForm(validProfileJson()));
    const res = await getProfile(t, account);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ userId: account.email, firstName: 'Priya', preferredSex: [], minIdealAge: null });
  });

  it('is 404 before the profile exists and 401 when signed out', async () => {
    const account = await createSignedInUser(t.app.db);
    const none = await getProfile(t, account);
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('profile-not-found');
    expect((await t.app.inject({ url: '/api/profiles' })).statusCode).toBe(401);
  });

  it('gives profiles made before onboarding existed (demo data) an id when first read', async () => {
    const account = await createSignedInUser(t.app.db, { hasProfile: true });
    const first = (await getProfile(t, account)).json();
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await getProfile(t, account)).json().id).toBe(first.id);
  });
});

describe('a profile made after the week is released', () => {
  it('comes with its batch at once, before any GET or the next tick', async () => {
    await t.close();
    const clock = fakeClock('2026-11-19T17:00:00Z');
    t = await buildTestApp({ now: clock.now });
    for (let i = 0; i < 4; i++) await createMember(t.app.db, { firstName: `M${i}`, now: clock.now() });
    await t.app.cycle.tick();
    clock.set('2026-11-20T09:00:00Z');
    const account = await createSignedInUser(t.app.db, { now: clock.now() });
    expect(await count(t, 'batches', 'viewer_id = ?', account.email)).toBe(0);
    expect((await postProfile(t, account, profileForm(validProfileJson()))).statusCode).toBe(201);
    expect(await count(t, 'batches', 'viewer_id = ? AND week = ?', account.email, '2026-11-19')).toBe(1);
  });
});
