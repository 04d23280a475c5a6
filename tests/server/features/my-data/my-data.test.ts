import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DELETE_CONFIRMATION_MESSAGE } from '../../../../shared/my-data';
import { createSignedInUser, type TestAccount } from '../../../helpers/accounts';
import { createMember, type TestMember } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { count, jpeg, postProfile, profileForm, validProfileJson } from '../profiles/helpers';
import { batchEntries } from '../../../helpers/batch-entries';
import { ledgerRepo } from '../../../../server/features/ledger/repo';
import { tipsRepo } from '../../../../server/features/payments/tips-repo';
import { paymentsRepo } from '../../../../server/features/payments/repo';
import { disputesRepo } from '../../../../server/features/groups/disputes-repo';
import { hashSessionId } from '../../../../server/features/auth/session-rules';
import { aGroup } from '../../../helpers/builders/groups';

const AT = '2026-11-20T15:00:00.000Z';
const WEEK = '2026-11-19';

let t: TestApp;
let alice: TestAccount & { profileId: string };
let bob: TestMember;
let carol: TestMember;

/** Alice signs up through the real route with a photo; Bob and Carol are members straight in the database. */
beforeEach(async () => {
  t = await buildTestApp();
  const account = await createSignedInUser(t.app.db);
  const photo = await jpeg(400, 300).jpeg().toBuffer();
  expect((await postProfile(t, account, profileForm(validProfileJson({ FirstName: 'Alice' }), { bytes: photo }))).statusCode).toBe(201);
  alice = { ...account, profileId: (await t.app.repos.profiles.find(account.email))!.id };
  bob = await createMember(t.app.db, { firstName: 'Bob' });
  carol = await createMember(t.app.db, { firstName: 'Carol' });
  const { picks, discover, invites, notices } = t.app.repos;
  // Alice's own actions: a pick of Bob, a block and a report of Carol.
  await picks.setLevel(alice.email, bob.email, 4, WEEK, AT);
  await picks.block(alice.email, carol.email, AT);
  await picks.report(alice.email, carol.email, 'spam', 'sent links', AT);
  // What others did about Alice: Carol's pick of her, in Bob's and Carol's batches. Never part of her export.
  await picks.setLevel(carol.email, alice.email, 5, WEEK, AT);
  await discover.insertBatchesUnlessThere(
    WEEK,
    'toronto',
    [
      { viewerId: bob.email, memberIds: [alice.email, carol.email] },
      { viewerId: carol.email, memberIds: [bob.email, alice.email] },
    ],
    AT,
  );
  // Alice's invite, used once.
  await invites.create('ALICE-TESTCODE22', alice.email, 5, AT, '2026-12-20T15:00:00.000Z');
  expect(await invites.use('ALICE-TESTCODE22', AT)).toBe(true);
  // A group with Alice and Bob, and a notice for Alice.
  await aGroup(t.app.db, { id: 'g-1', week: WEEK, neighborhood: 'midtown', at: AT, invited: [alice.email, bob.email] });
  await notices.addOnce(
    'n-1',
    { userId: alice.email, week: WEEK, kind: 'invited', groupId: 'g-1', title: 'Your group', body: 'Saturday 9 AM' },
    AT,
  );
});
afterEach(() => t.close());

const exportOf = (account: TestAccount) => t.app.inject({ url: '/api/users/me/data', cookies: { sid: account.sessionId } });
const deleteAccount = (account: TestAccount, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/me/delete', payload: { email }, cookies: { sid: account.sessionId } });
const photoFileOf = (email: string) => t.app.repos.myData.photoOf(email);

/** The member registers for poetry night with the optional deposit (held by the demo provider). */
const registerForPoetryNight = (member: TestMember) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/experiences/poetry-night-first-street/registration',
    payload: {
      availability: [new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)],
      activities: ['karaoke'],
      budget: { ideal: '0-20', max: '20-50' },
      videoAgreement: 'yes',
      depositAgreement: 'yes',
    },
    headers: { 'idempotency-key': crypto.randomUUID() },
    cookies: { sid: member.sessionId },
  });

describe('GET /api/users/me/data', () => {
  it('is a file to save with everything stored about the member: account, sign-ins, profile, own picks, blocks, reports, groups, notices', async () => {
    const res = await exportOf(alice);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.account).toEqual({ email: alice.email, createdAt: expect.any(String), isHost: false });
    expect(data.signIns.sessions).toHaveLength(1);
    expect(Object.keys(data.signIns.sessions[0]).sort()).toEqual(['createdAt', 'expiresAt', 'lastSeenAt']);
    expect(data.profile).toMatchObject({ id: alice.profileId, firstName: 'Alice', location: 'CA:ON:Toronto' });
    expect(data.profile.interests.length).toBeGreaterThan(0);
    expect(data.picks).toEqual([{ profileId: bob.profileId, firstName: 'Bob', level: 4, week: WEEK, updatedAt: AT }]);
    expect(data.blocks).toEqual([{ profileId: carol.profileId, firstName: 'Carol', createdAt: AT }]);
    expect(data.reports).toEqual([
      { profileId: carol.profileId, firstName: 'Carol', reason: 'spam', details: 'sent links', createdAt: AT },
    ]);
    expect(data.groups).toEqual([
      {
        groupId: 'g-1',
        week: WEEK,
        slot: 'sat-9',
        neighborhood: 'midtown',
        status: 'inviting',
        myInvite: 'invited',
        invitedAt: AT,
        answeredAt: null,
      },
    ]);
    expect(data.notices).toMatchObject([{ id: 'n-1', kind: 'invited', title: 'Your group', body: 'Saturday 9 AM', readAt: null }]);
    expect(data.invites).toEqual([
      { id: 'ALICE-TESTCODE22', inviteDetails: { expirationDate: '2026-12-20T15:00:00.000Z', maxUses: 5, usageCount: 1 } },
    ]);
  });

  it('holds the member’s experience registrations, their deposits with every money change, check-ins, own meet-again answers and poetry night Fridays', async () => {
    const registered = await registerForPoetryNight(alice);
    expect(registered.statusCode).toBe(200);
    await t.app.repos.attendance.record('g-1', alice.email, 'code', AT, AT, null);
    // Her wrong check-in codes are in her file; Bob's are not.
    await t.app.repos.attendance.recordWrongCode('g-1', alice.email, AT);
    await t.app.repos.attendance.recordWrongCode('g-1', bob.email, AT);
    await t.app.repos.meetAgain.set('g-1', alice.email, bob.email, 'yes', AT);
    // Bob's answer about Alice is his, not hers.
    await t.app.repos.meetAgain.set('g-1', bob.email, alice.email, 'no', AT);
    // Her dispute of a no-show charge is in her file; Bob's is not.
    await aGroup(t.app.db, { id: 'g-2', week: '2026-11-19', status: 'confirmed', at: AT });
    for (const [who, words] of [
      [alice, 'I was by the window.'],
      [bob, 'I was there too.'],
    ] as const)
      await disputesRepo(t.app.db).open(who.email, 'g-2', words, AT);
    const data = (await exportOf(alice)).json();
    expect(data.disputes).toEqual([{ groupId: 'g-2', reason: 'I was by the window.', status: 'open', createdAt: AT, resolvedAt: null }]);
    expect(data.experienceRegistrations).toMatchObject([
      { experienceId: 'poetry-night-first-street', activities: ['karaoke'], deposit: { status: 'held', demo: true } },
    ]);
    expect(data.deposits).toMatchObject([
      {
        purpose: 'experience',
        subjectId: 'poetry-night-first-street',
        status: 'held',
        ledger: [{ kind: 'hold-placed', amountCents: 1000 }],
      },
    ]);
    expect(data.attendance).toEqual([{ groupId: 'g-1', how: 'code', at: AT }]);
    expect(data.checkInTries).toEqual([{ groupId: 'g-1', wrongCodes: 1, firstAt: AT, lastAt: AT }]);
    expect(data.meetAgain).toEqual([{ groupId: 'g-1', profileId: bob.profileId, firstName: 'Bob', answer: 'yes', at: AT }]);
    expect(JSON.stringify(data)).not.toContain('"no"');
    expect(data.poetryNight).toBeNull();
    const friday = (() => {
      const day = new Date();
      day.setUTCDate(day.getUTCDate() + ((5 - day.getUTCDay() + 7) % 7 || 7));
      return day.toISOString().slice(0, 10);
    })();
    const poetry = await t.app.inject({
      method: 'PUT',
      url: '/api/poetry-night/registration',
      payload: { availability: [friday], acknowledged: true },
      headers: { 'idempotency-key': crypto.randomUUID() },
      cookies: { sid: alice.sessionId },
    });
    expect(poetry.statusCode).toBe(200);
    expect((await exportOf(alice)).json().poetryNight).toMatchObject({ availability: [friday], location: 'CA:BC:Revelstoke' });
  });

  it("never holds what others did about the member: Carol's pick of Alice is in neither export, Bob's holds only his own", async () => {
    const alices = (await exportOf(alice)).body;
    expect(alices).not.toContain('"level":5');
    const bobs = (await exportOf(bob)).json();
    expect(bobs.picks).toEqual([]);
    expect(JSON.stringify(bobs)).not.toContain(alice.email);
    // Carol's own export holds her pick of Alice: it is hers.
    expect((await exportOf(carol)).json().picks).toEqual([
      { profileId: alice.profileId, firstName: 'Alice', level: 5, week: WEEK, updatedAt: AT },
    ]);
  });

  it('needs a session, and holds no session secrets', async () => {
    expect((await t.app.inject({ url: '/api/users/me/data' })).statusCode).toBe(401);
    const body = (await exportOf(alice)).body;
    expect(body).not.toContain(alice.sessionId);
    // The session as stored: only its hash is kept, and the file holds neither.
    const idHash = hashSessionId(alice.sessionId);
    expect(await t.app.repos.auth.findSession(idHash)).toMatchObject({ session: { userId: alice.email } });
    expect(body).not.toContain(idHash);
  });
});

describe('POST /api/users/me/delete', () => {
  it('refuses without the account e-mail typed exactly, and deletes nothing', async () => {
    for (const typed of ['', 'someone@example.com']) {
      const res = await deleteAccount(alice, typed);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.email).toBe(DELETE_CONFIRMATION_MESSAGE);
    }
    expect(await count(t, 'users', 'id = ?', alice.email)).toBe(1);
    expect((await exportOf(alice)).statusCode).toBe(200);
  });

  it('deletes the account and everything about it, removes the photo file, and signs out', async () => {
    const photoFile = (await photoFileOf(alice.email))!;
    const photoPath = path.join(t.config.dataDir, 'media', 'photos', photoFile);
    expect(fs.existsSync(photoPath)).toBe(true);
    expect(await t.app.repos.idempotency.claim(`user:${alice.email}`, crypto.randomUUID(), 'x', { at: AT, by: 'another-process' })).toBe(
      true,
    );

    const res = await deleteAccount(alice, `  ${alice.email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    expect(res.headers['set-cookie']).toMatch(/^sid=;/);

    expect(fs.existsSync(photoPath)).toBe(false);
    for (const [table, where] of [
      ['users', 'id = ?'],
      ['sessions', 'user_id = ?'],
      ['profiles', 'user_id = ?'],
      ['interests', 'user_id = ?'],
      ['picks', 'from_id = ? OR to_id = ?'],
      ['blocks', 'blocker_id = ? OR blocked_id = ?'],
      ['reports', 'reporter_id = ? OR reported_id = ?'],
      ['batches', 'viewer_id = ?'],
      ['group_invites', 'user_id = ?'],
      ['notices', 'user_id = ?'],
      ['idempotency_keys', 'scope = ?'],
      ['invites', 'owner_id = ?'],
      ['discover_changes', 'user_id = ?'],
    ] as const) {
      const params = where.includes('OR')
        ? [alice.email, alice.email]
        : [table === 'idempotency_keys' ? `user:${alice.email}` : alice.email];
      expect(await count(t, table, where, ...params), table).toBe(0);
    }
    // Nobody's batch names her any more; the others in them stay, in their places.
    const entries = await batchEntries(t.app.db);
    expect(entries).toHaveLength(2);
    expect(entries).toEqual(
      expect.arrayContaining([
        { viewer_id: bob.email, member_id: carol.email, week: WEEK, position: 0 },
        { viewer_id: carol.email, member_id: bob.email, week: WEEK, position: 0 },
      ]),
    );
    // Others keep their own data; Bob's group goes on without Alice.
    expect(await count(t, 'users', 'id IN (?, ?)', bob.email, carol.email)).toBe(2);
    expect(await count(t, 'group_invites', 'user_id = ?', bob.email)).toBe(1);
    // The old cookie no longer signs anyone in, and a repeat answers 401.
    expect((await exportOf(alice)).statusCode).toBe(401);
    expect((await deleteAccount(alice, alice.email)).statusCode).toBe(401);
  });

  it('with an experience deposit on hold, deletes at once: the hold is released first, its money records kept without her', async () => {
    const registered = await registerForPoetryNight(alice);
    expect(registered.statusCode).toBe(200);
    const { id: holdId, providerRef } = (await paymentsRepo(t.app.db).ofUser(alice.email))[0]!;

    // No group is assembled for an experience deposit yet: it comes back, and the account goes at once.
    const deleted = await deleteAccount(alice, alice.email);
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { deleted: true }]);
    expect(await count(t, 'users', 'id = ?', alice.email)).toBe(0);
    expect(await count(t, 'deposit_holds', 'user_id = ?', alice.email)).toBe(0);
    const kept = await t.app.repos.myData.retainedMoneyRecords();
    expect(kept.map((row) => row.kind).sort()).toEqual(['hold-placed', 'hold-released']);
    for (const row of kept) {
      expect(row).toMatchObject({
        holdId,
        purpose: 'experience',
        subjectId: 'poetry-night-first-street',
        provider: 'demo',
        currency: 'cad',
      });
      expect(Number(row.amountCents)).toBe(1000);
      if (providerRef) expect(row.providerRef).toBe(providerRef);
    }
    expect(new Set(kept.map((row) => row.formerMember)).size).toBe(1);
    expect(JSON.stringify(kept)).not.toContain(alice.email);
    expect(JSON.stringify(kept)).not.toContain(alice.profileId);
  });

  it('lists her tips in her file; with one being paid, closes the account and deletes it once paid, its record kept without her', async () => {
    await aGroup(t.app.db, { id: 'g-3', week: '2026-11-19', status: 'confirmed', at: AT });
    const tipId = crypto.randomUUID();
    expect(
      await tipsRepo(t.app.db).open(
        { id: tipId, userId: alice.email, groupId: 'g-3', amountCents: 500, currency: 'cad', provider: 'demo' },
        AT,
      ),
    ).toBe(true);
    expect((await exportOf(alice)).json().tips).toEqual([
      { groupId: 'g-3', amountCents: 500, currency: 'cad', status: 'paying', createdAt: AT },
    ]);
    expect((await exportOf(bob)).json().tips).toEqual([]);
    // The tip is going through: the account is closed now (signed out) and waits for it, minutes at most.
    const accepted = await deleteAccount(alice, alice.email);
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toMatchObject({ deleted: false, waits: [{ kind: 'payment', amountCents: 500 }] });
    expect(accepted.json().deletesBy).toBe(accepted.json().waits[0].until);
    expect((await exportOf(alice)).statusCode).toBe(401);
    expect(await count(t, 'users', 'id = ?', alice.email)).toBe(1);

    // The tip's answer arrives: settled with its ledger row, as tip-payments does.
    await tipsRepo(t.app.db).settle(tipId, 'paid', 'demo_tip_1', AT);
    await ledgerRepo(t.app.db).tip('tip-paid', { id: tipId, amountCents: 500, currency: 'cad' }, 'demo_tip_1', AT);
    await t.app.cycle.tick();
    expect(await count(t, 'users', 'id = ?', alice.email)).toBe(0);
    expect(await count(t, 'tips', '1 = 1')).toBe(0);
    const kept = await t.app.repos.myData.retainedMoneyRecords();
    expect(
      kept.map(({ holdId, purpose, subjectId, providerRef, kind, amountCents }) => ({
        tipId: holdId,
        purpose,
        subjectId,
        providerRef,
        kind,
        amountCents: Number(amountCents),
      })),
    ).toEqual([{ tipId, purpose: 'tip', subjectId: 'g-3', providerRef: 'demo_tip_1', kind: 'tip-paid', amountCents: 500 }]);
  });

  it('leaves the member in nobody’s next batch', async () => {
    expect((await deleteAccount(alice, alice.email)).statusCode).toBe(200);
    const pool = await t.app.repos.discover.poolMembers('CA:ON:Toronto');
    expect(pool.map((member) => member.userId)).not.toContain(alice.email);
    expect(pool.map((member) => member.userId)).toEqual(expect.arrayContaining([bob.email, carol.email]));
  });
});
