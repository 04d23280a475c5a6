import { afterEach, describe, expect, it } from 'vitest';
import { DISPUTE_REASON_MESSAGE, type GroupView, NOT_DISPUTABLE_MESSAGE } from '../../../../shared/groups';
import type { ReviewDispute } from '../../../../shared/review-contract';
import type { TestAccount } from '../../../helpers/accounts';
import { groupOfFour } from '../../../helpers/group-of-four';
import { memberRequest } from '../../../helpers/member-request';
import { fakeClock, type TestMember } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { createAdmin } from '../review/review-helpers';
import { ledgerRepo } from '../../../../server/features/ledger/repo';
import { disputesRepo } from '../../../../server/features/groups/disputes-repo';
import { paymentsRepo } from '../../../../server/features/payments/repo';
import { signInAgainAt } from '../../../helpers/accounts';
import { noticesOf } from '../../../helpers/notices';

// Disputes go to the admin screen. A member charged as a no-show disputes it; an admin refunds
// (the strike lifted, the refund in the ledger) or keeps the charge; the member is told each time.
let t: TestApp;
afterEach(async () => t?.close());

const HOUR = 60 * 60 * 1000;
const call = memberRequest(() => t.app);
const groupOf = async (member: TestMember) => ((await call(member, 'GET', '/api/groups/current')).json() as { group: GroupView }).group;
const asAdmin = (admin: TestAccount, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, cookies: { sid: admin.sessionId } });
const queue = async (admin: TestAccount) =>
  ((await asAdmin(admin, 'GET', '/api/review/disputes')).json() as { data: ReviewDispute[] }).data;
const dispute = (member: TestMember, groupId: string, reason: string) => call(member, 'POST', `/api/groups/${groupId}/dispute`, { reason });
/** The member's notices' kinds, oldest first. */
const noticeKinds = async (member: TestMember) =>
  (await noticesOf(t.app, [member]))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.kind.localeCompare(b.kind))
    .map((notice) => notice.kind);

/** A confirmed group of four; Host, Ana and Ben check in, Cal does not and nobody vouches: Cal is charged, with a strike. */
async function calWasChargedAsANoShow() {
  const clock = fakeClock('2026-11-19T17:00:00Z');
  t = await buildTestApp({ now: clock.now });
  const [host, ana, ben, cal] = await groupOfFour(t.app, clock, '2026-11-23T14:00:00Z');
  const groupId = (await groupOf(ana)).id;
  for (const member of [host, ana, ben, cal]) expect((await call(member, 'POST', `/api/groups/${groupId}/accept`)).statusCode).toBe(200);
  clock.set('2026-11-25T14:00:00Z');
  await t.app.cycle.tick();
  const view = await groupOf(host);
  const meetsAt = Date.parse(view.meetsAt);
  clock.set(new Date(meetsAt + 10 * 60_000).toISOString());
  for (const member of [host, ana, ben])
    expect(
      (await call(member, 'POST', `/api/groups/${groupId}/check-in`, { code: view.checkIn!.code, at: clock.now().toISOString() }))
        .statusCode,
    ).toBe(200);
  clock.set(new Date(meetsAt + 28 * HOUR).toISOString());
  await t.app.cycle.tick();
  const admin = await createAdmin(t.app);
  return { clock, host, ana, cal, groupId, admin, meetsAt };
}

const holdOf = async (member: TestMember) => (await paymentsRepo(t.app.db).ofUser(member.email)).find((hold) => hold.purpose === 'group');
/** When each of the member's strikes was given, whatever the group. */
const strikesOf = async (member: TestMember) => (await t.app.repos.attendance.strikesAfter('')).get(member.email) ?? [];

describe('disputing a no-show charge', () => {
  it('is open only to the member charged, in their words; a repeat keeps the first; the admins see it with its context', async () => {
    const { ana, cal, groupId, admin } = await calWasChargedAsANoShow();
    expect((await holdOf(cal))?.status).toBe('captured');

    const blank = await dispute(cal, groupId, '   ');
    expect([blank.statusCode, blank.json().fields?.reason]).toEqual([400, DISPUTE_REASON_MESSAGE]);
    expect((await dispute(cal, groupId, 'x'.repeat(501))).statusCode).toBe(400);
    // Ana came: she has nothing to dispute, and learns nothing about anyone else's charge.
    const notHers = await dispute(ana, groupId, 'I was there');
    expect([notHers.statusCode, notHers.json().message]).toEqual([409, NOT_DISPUTABLE_MESSAGE]);

    const sent = await dispute(cal, groupId, 'I was at the window table from 9:05, my phone was dead.');
    expect([sent.statusCode, sent.json()]).toEqual([200, { dispute: { status: 'open' } }]);
    expect((await dispute(cal, groupId, 'second words')).json()).toEqual({ dispute: { status: 'open' } });
    expect(await noticeKinds(cal)).toContain('dispute-opened');

    const [item, ...others] = await queue(admin);
    expect(others).toEqual([]);
    expect(item).toMatchObject({
      firstName: 'Cal',
      profileId: cal.profileId,
      reason: 'I was at the window table from 9:05, my phone was dead.',
      checkedIn: 3,
      groupSize: 4,
      amountCents: 1000,
      status: 'open',
    });
    // Members never reach the admins' list.
    expect((await call(cal, 'GET', '/api/review/disputes')).statusCode).toBe(403);
  });

  it('refunded by an admin: once, with its ledger row; the strike lifted; the member told', async () => {
    const { cal, groupId, admin } = await calWasChargedAsANoShow();
    expect(await strikesOf(cal)).toHaveLength(1);
    await dispute(cal, groupId, 'I was there, by the door.');
    const [item] = await queue(admin);
    const refunded = await asAdmin(admin, 'POST', `/api/review/disputes/${item!.id}/refund`);
    expect(refunded.json()).toMatchObject({ id: item!.id, status: 'refunded' });
    // Pressed again (or by a second admin): nothing more happens.
    expect((await asAdmin(admin, 'POST', `/api/review/disputes/${item!.id}/refund`)).json()).toMatchObject({ status: 'refunded' });
    expect((await asAdmin(admin, 'POST', `/api/review/disputes/${item!.id}/keep`)).json()).toMatchObject({ status: 'refunded' });
    const hold = (await holdOf(cal))!;
    const ledger = await ledgerRepo(t.app.db).ofHolds([hold.id]);
    expect(ledger.map((row) => row.kind)).toEqual(['hold-placed', 'hold-captured', 'hold-refunded']);
    expect(await strikesOf(cal)).toEqual([]);
    expect(await noticeKinds(cal)).toContain('dispute-refunded');
    expect(await queue(admin)).toEqual([]);
  });

  it('a refund left under way by a crash cannot be kept; pressing refund again finishes it, once', async () => {
    const { cal, groupId, admin } = await calWasChargedAsANoShow();
    await dispute(cal, groupId, 'I was there.');
    const [item] = await queue(admin);
    // As a crash leaves it: marked 'refunding' before the provider was asked, nothing recorded after.
    expect(await disputesRepo(t.app.db).startRefund(item!.id, admin.email)).toBe(true);
    expect((await queue(admin)).map((one) => one.status)).toEqual(['refunding']);
    expect((await asAdmin(admin, 'POST', `/api/review/disputes/${item!.id}/keep`)).json()).toMatchObject({ status: 'refunding' });
    expect((await asAdmin(admin, 'POST', `/api/review/disputes/${item!.id}/refund`)).json()).toMatchObject({ status: 'refunded' });
    const hold = (await holdOf(cal))!;
    const refunds = (await ledgerRepo(t.app.db).ofHolds([hold.id])).filter((row) => row.kind === 'hold-refunded');
    expect(refunds).toHaveLength(1);
    expect(await strikesOf(cal)).toEqual([]);
  });

  it('kept by an admin: the charge and the strike stay, and the member is told', async () => {
    const { cal, groupId, admin } = await calWasChargedAsANoShow();
    await dispute(cal, groupId, 'I was there.');
    const [item] = await queue(admin);
    expect((await asAdmin(admin, 'POST', `/api/review/disputes/${item!.id}/keep`)).json()).toMatchObject({ status: 'kept' });
    expect((await asAdmin(admin, 'POST', `/api/review/disputes/${item!.id}/refund`)).json()).toMatchObject({ status: 'kept' });
    expect(await strikesOf(cal)).toHaveLength(1);
    const hold = (await holdOf(cal))!;
    const ledger = await ledgerRepo(t.app.db).ofHolds([hold.id]);
    expect(ledger.map((row) => row.kind)).not.toContain('hold-refunded');
    expect(await noticeKinds(cal)).toContain('dispute-kept');
  });

  it('closes 30 days after the meetup', async () => {
    const { clock, cal, groupId, meetsAt } = await calWasChargedAsANoShow();
    clock.set(new Date(meetsAt + 31 * 24 * HOUR).toISOString());
    // Cal signs in again (the test's first session would have lapsed).
    const calNow = { ...cal, ...(await signInAgainAt(t.app.db, cal, clock.now())) };
    const late = await dispute(calNow, groupId, 'I was there.');
    expect([late.statusCode, late.json().code]).toEqual([409, 'not-disputable']);
  });
});
