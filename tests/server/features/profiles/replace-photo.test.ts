import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestAccount } from '../../../helpers/accounts';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { PHOTO_CHANGES_LIMIT } from '../../../../server/features/profiles/routes';
import { getProfile, jpeg, postProfile, profileForm, validProfileJson } from './helpers';

let t: TestApp;
let account: TestAccount;
beforeEach(async () => {
  t = await buildTestApp({ now: () => new Date('2026-11-21T12:00:00Z') });
  account = await createSignedInUser(t.app.db);
});
afterEach(() => t.close());

const photosDir = () => path.join(t.config.dataDir, 'media', 'photos');
const storedPhotos = () =>
  fs.existsSync(photosDir())
    ? fs
        .readdirSync(photosDir())
        .filter((name) => name.endsWith('.jpg'))
        .sort()
    : [];

describe('POST /api/profiles from a member who has a profile (a new photo from /settings)', () => {
  it('puts the new photo on the profile, answers 200 with the user and profile, and removes the old file', async () => {
    const created = await postProfile(t, account, profileForm(validProfileJson(), { bytes: await jpeg(800, 600).toBuffer() }));
    expect(created.statusCode).toBe(201);
    const oldName = path.basename(created.json().profile.photoUrl);
    expect(storedPhotos()).toEqual([oldName]);

    // The client sends the ProfileJson it has with the photo; the locked fields in it are not taken.
    const res = await postProfile(
      t,
      account,
      profileForm(validProfileJson({ FirstName: 'Someone Else', Age: 70 }), { bytes: await jpeg(640, 480).toBuffer() }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: account.email, hasProfile: true });
    expect(body.profile).toMatchObject({ firstName: 'Priya', age: 31 });
    const newName = path.basename(body.profile.photoUrl);
    expect(newName).not.toBe(oldName);
    expect(storedPhotos()).toEqual([newName]);
    expect((await getProfile(t, account)).json().photoUrl).toBe(body.profile.photoUrl);
  });

  it('gives a member who skipped the photo their first one', async () => {
    expect((await postProfile(t, account, profileForm(validProfileJson()))).statusCode).toBe(201);
    const res = await postProfile(t, account, profileForm(validProfileJson(), { bytes: await jpeg(400, 300).toBuffer() }));
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.photoUrl).toMatch(/^\/media\/photos\/[0-9a-f-]{36}\.jpg$/);
    expect(storedPhotos()).toHaveLength(1);
  });

  it('a replay of the same new photo gets the first answer and stores nothing more', async () => {
    expect((await postProfile(t, account, profileForm(validProfileJson()))).statusCode).toBe(201);
    const key = crypto.randomUUID();
    const bytes = await jpeg(400, 300).toBuffer();
    const first = await postProfile(t, account, profileForm(validProfileJson(), { bytes }), key);
    const replay = await postProfile(t, account, profileForm(validProfileJson(), { bytes }), key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(storedPhotos()).toEqual([path.basename(first.json().profile.photoUrl)]);
  });

  it('refuses a file that is not an image and keeps the old photo', async () => {
    const created = await postProfile(t, account, profileForm(validProfileJson(), { bytes: await jpeg(400, 300).toBuffer() }));
    const res = await postProfile(t, account, profileForm(validProfileJson(), { bytes: Buffer.from('not an image at all') }));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toBe('Please upload an image file (JPG, PNG, HEIC, etc.)');
    expect((await getProfile(t, account)).json().photoUrl).toBe(created.json().profile.photoUrl);
    expect(storedPhotos()).toEqual([path.basename(created.json().profile.photoUrl)]);
  });

  it('takes at most 20 new photos a day: the next is 429 with Retry-After, and a refused photo does not count', async () => {
    expect(PHOTO_CHANGES_LIMIT.count).toBe(20);
    expect((await postProfile(t, account, profileForm(validProfileJson()))).statusCode).toBe(201);
    const bytes = await jpeg(64, 48).toBuffer();
    expect((await postProfile(t, account, profileForm(validProfileJson(), { bytes: Buffer.from('not an image') }))).statusCode).toBe(400);
    for (let i = 0; i < 20; i++) expect((await postProfile(t, account, profileForm(validProfileJson(), { bytes }))).statusCode).toBe(200);
    const refused = await postProfile(t, account, profileForm(validProfileJson(), { bytes }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate-limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(storedPhotos()).toHaveLength(1);
  });
});
