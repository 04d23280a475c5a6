import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUCKET_LIST_ITEM_MAX, BUCKET_LIST_MAX_ITEMS } from '../../../../shared/bucket-list';
import { createSignedInUser, type TestAccount } from '../../../helpers/accounts';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { getProfile, postProfile, profileForm, validProfileJson } from './helpers';

let t: TestApp;
let account: TestAccount;
beforeEach(async () => {
  t = await buildTestApp();
  account = await createSignedInUser(t.app.db);
  expect((await postProfile(t, account, profileForm(validProfileJson()))).statusCode).toBe(201);
});
afterEach(() => t.close());

const saveBucketList = (value: unknown, key = crypto.randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/profiles/updateProfileProperty',
    payload: { Location: 'CA:ON:Toronto', Changes: [{ Field: 'bucketList', Value: value }] },
    headers: { 'idempotency-key': key },
    cookies: { sid: account.sessionId },
  });

const stored = async () => (await t.app.repos.profiles.find(account.email))!.bucketList;

describe('the bucket list (docs/product-rules.md#onboarding-and-profile)', () => {
  it('starts empty on a new profile', async () => {
    expect((await getProfile(t, account)).json().bucketList).toEqual([]);
  });

  it('is saved trimmed, without blanks or duplicates (ignoring case), in the order given', async () => {
    const res = await saveBucketList([
      '  see the northern lights ',
      '',
      '   ',
      'learn to surf',
      'See the Northern Lights',
      'learn to surf',
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().bucketList).toEqual(['see the northern lights', 'learn to surf']);
    expect(await stored()).toEqual(['see the northern lights', 'learn to surf']);
    expect((await getProfile(t, account)).json().bucketList).toEqual(['see the northern lights', 'learn to surf']);
  });

  it('may be emptied', async () => {
    await saveBucketList(['run a marathon']);
    expect((await saveBucketList([' '])).json().bucketList).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it(`refuses more than ${BUCKET_LIST_MAX_ITEMS} items and items over ${BUCKET_LIST_ITEM_MAX} characters, saving nothing`, async () => {
    await saveBucketList(['run a marathon']);
    const many = await saveBucketList(Array.from({ length: BUCKET_LIST_MAX_ITEMS + 1 }, (_, i) => `wish ${i}`));
    expect([many.statusCode, many.json().code, many.json().fields]).toEqual([
      400,
      'validation-failed',
      { bucketList: `Your bucket list can have at most ${BUCKET_LIST_MAX_ITEMS} items.` },
    ]);
    const long = await saveBucketList(['x'.repeat(BUCKET_LIST_ITEM_MAX + 1)]);
    expect(long.json().fields).toEqual({ bucketList: `Each bucket list item can be at most ${BUCKET_LIST_ITEM_MAX} characters.` });
    // At the limits exactly, after cleaning: 20 distinct items of 150 characters (with blanks and a duplicate around them).
    const full = Array.from({ length: BUCKET_LIST_MAX_ITEMS }, (_, i) => `${i}`.padEnd(BUCKET_LIST_ITEM_MAX, '.'));
    expect((await saveBucketList([...full, '', full[0]!])).statusCode).toBe(200);
    expect(await stored()).toEqual(full);
  });

  it('refuses anything but a list of texts', async () => {
    for (const value of ['run a marathon', [1, 2], null, { a: 'b' }]) {
      const res = await saveBucketList(value);
      expect([res.statusCode, res.json().fields], JSON.stringify(value)).toEqual([
        400,
        { bucketList: 'Your bucket list must be a list of texts.' },
      ]);
    }
    expect(await stored()).toEqual([]);
  });

  it('a replayed save changes it once and answers the same', async () => {
    const key = crypto.randomUUID();
    const first = await saveBucketList(['swim in lake ontario'], key);
    // Changed since by another save: a replay that ran again would put the first list back.
    expect((await saveBucketList(['learn to surf'])).statusCode).toBe(200);
    const replay = await saveBucketList(['swim in lake ontario'], key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    expect(await stored()).toEqual(['learn to surf']);
  });
});
