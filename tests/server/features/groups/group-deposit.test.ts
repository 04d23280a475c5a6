import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { GroupView } from '../../../../shared/groups';
import { paymentsRepo } from '../../../../server/features/payments/repo';
import { aGroup } from '../../../helpers/builders/groups';
import { groupOfFour as matchedFour } from '../../../helpers/group-of-four';
import { fakeClock, type TestMember } from '../../../helpers/members';
import { memberRequest } from '../../../helpers/member-request';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
afterEach(async () => t?.close());

const RELEASE = '2026-11-19T17:00:00Z';
const CLOSE = '2026-11-23T14:00:00Z';
const DEADLINE = '2026-11-25T14:00:00Z';

const call = (member: TestMember, method: 'GET' | 'POST' | 'PUT', url: string, options: { payload?: unknown; key?: string } = {}) =>
  request(member, method, url, options.payload, options.key);
const request = memberRequest(() => t.app);

const groupOf = async (member: TestMember) =>
  ((await call(member, 'GET', '/api/groups/current')).json() as { group: GroupView | null }).group!;

const holdsOf = async (member: TestMember, groupId: string) =>
  (await paymentsRepo(t.app.db).ofUser(member.email))
    .filter((hold) => hold.purpose === 'group' && hold.subjectId === groupId)
    .map((hold) => ({ status: hold.status, amount_cents: hold.amountCents }));

/** Four members who all picked each other (one can book the venue), matched into one group on Monday. */
async function groupOfFour(env: Record<string, string> = {}) {
  const clock = fakeClock(RELEASE);
  t = await buildTestApp({ now: clock.now, env });
  const [host, ana, ben, cal] = await matchedFour(t.app, clock, CLOSE);
  return { clock, host, ana, ben, cal, groupId: (await groupOf(ana)).id };
}

describe('the deposit held when a group invite is accepted (demo provider: no Stripe keys)', () => {
  it('before accepting the member is told what accepting holds; accepting holds it once, with its ledger row', async () => {
    const { ana, groupId } = await groupOfFour();
    expect((await groupOf(ana)).deposit).toEqual({ status: 'none', amountCents: 1000, currency: 'cad', demo: true });

    const key = crypto.randomUUID();
    const first = await call(ana, 'POST', `/api/groups/${groupId}/accept`, { key });
    expect(first.statusCode).toBe(200);
    expect((first.json() as { group: GroupView }).group.deposit).toEqual({
      status: 'held',
      amountCents: 1000,
      currency: 'cad',
      demo: true,
    });
    // The same accept replayed (a lost answer), and a second accept with another key: still one hold.
    const replay = await call(ana, 'POST', `/api/groups/${groupId}/accept`, { key });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    expect((await call(ana, 'POST', `/api/groups/${groupId}/accept`)).statusCode).toBe(200);
    expect(await holdsOf(ana, groupId)).toEqual([{ status: 'held', amount_cents: 1000 }]);

    const hold = (await paymentsRepo(t.app.db).findFor(ana.email, 'group', groupId))!;
    expect((await t.app.deposits.holds.ledgerOf(hold.id)).map((row) => [row.kind, row.amountCents, row.currency])).toEqual([
      ['hold-placed', 1000, 'cad'],
    ]);
  });

  it("shows each member only their own deposit, never anyone else's", async () => {
    const { ana, ben, groupId } = await groupOfFour();
    expect((await call(ana, 'POST', `/api/groups/${groupId}/accept`)).statusCode).toBe(200);
    const seenByBen = await call(ben, 'GET', '/api/groups/current');
    expect((seenByBen.json() as { group: GroupView }).group.deposit.status).toBe('none');
    expect(seenByBen.body).not.toContain('held');
  });

  it('declining in time, after accepting, cancels the hold and writes the release to the ledger', async () => {
    const { ana, groupId } = await groupOfFour();
    expect((await call(ana, 'POST', `/api/groups/${groupId}/accept`)).statusCode).toBe(200);
    expect((await call(ana, 'POST', `/api/groups/${groupId}/decline`, { payload: {} })).statusCode).toBe(200);
    expect(await holdsOf(ana, groupId)).toEqual([{ status: 'released', amount_cents: 1000 }]);
    const hold = (await paymentsRepo(t.app.db).findFor(ana.email, 'group', groupId))!;
    expect((await t.app.deposits.holds.ledgerOf(hold.id)).map((row) => row.kind)).toEqual(['hold-placed', 'hold-released']);
  });

  it('a group dissolved at the deadline cancels the holds of those who accepted', async () => {
    const { clock, ana, ben, groupId } = await groupOfFour();
    for (const member of [ana, ben]) expect((await call(member, 'POST', `/api/groups/${groupId}/accept`)).statusCode).toBe(200);
    clock.set(DEADLINE);
    await t.app.cycle.tick();
    expect((await groupOf(ana)).status).toBe('dissolved');
    for (const member of [ana, ben]) expect(await holdsOf(member, groupId)).toEqual([{ status: 'released', amount_cents: 1000 }]);
  });

  it('a confirmed group keeps the holds of its members until the meetup', async () => {
    const { clock, host, ana, ben, cal, groupId } = await groupOfFour();
    for (const member of [host, ana, ben, cal]) expect((await call(member, 'POST', `/api/groups/${groupId}/accept`)).statusCode).toBe(200);
    clock.set(DEADLINE);
    await t.app.cycle.tick();
    expect((await groupOf(ana)).status).toBe('confirmed');
    for (const member of [host, ana, ben, cal]) expect(await holdsOf(member, groupId)).toEqual([{ status: 'held', amount_cents: 1000 }]);
  });

  it('after the deadline an accept is refused and holds nothing', async () => {
    const { clock, ana, groupId } = await groupOfFour();
    clock.set(DEADLINE);
    const late = await call(ana, 'POST', `/api/groups/${groupId}/accept`);
    expect(late.statusCode).toBe(403);
    expect(await holdsOf(ana, groupId)).toEqual([]);
  });
});

describe('with Stripe configured', () => {
  it('an accept without a saved card is refused plainly: the invite stays open and nothing is held', async () => {
    const { ana, groupId } = await groupOfFour({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_test' });
    expect((await groupOf(ana)).deposit).toEqual({ status: 'none', amountCents: 1000, currency: 'cad', demo: false });
    const refused = await call(ana, 'POST', `/api/groups/${groupId}/accept`);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'card-needed' });
    expect((await groupOf(ana)).myInvite).toBe('invited');
    expect(await holdsOf(ana, groupId)).toEqual([]);
  });
});

describe('a member whose matching is paused (two no-shows in 8 weeks)', () => {
  it("is left out of the week's matching", async () => {
    const clock = fakeClock(RELEASE);
    t = await buildTestApp({ now: clock.now });
    const members = await matchedFourWithPause(clock);
    for (const member of members.slice(0, 3)) expect((await groupOf(member))?.id).toBeUndefined();
    expect(await t.app.repos.groups.unsettledInvitesOf(members[3]!.email)).toEqual([]);
  });
});

/** The four of groupOfFour, but the last one missed two meetups in the weeks before Monday's matching. */
async function matchedFourWithPause(clock: ReturnType<typeof fakeClock>) {
  // Picks made; the clock stays at the release until the strikes are in.
  const members = await matchedFour(t.app, clock, RELEASE);
  for (const [id, daysBefore] of [
    ['g-a', 30],
    ['g-b', 5],
  ] as const) {
    const when = new Date(Date.parse(CLOSE) - daysBefore * 24 * 60 * 60 * 1000).toISOString();
    await aGroup(t.app.db, { id, week: '2026-10-29', status: 'confirmed', at: when });
    await t.app.repos.attendance.strike(members[3].email, id, when);
  }
  clock.set(CLOSE);
  await t.app.cycle.tick();
  return members;
}
