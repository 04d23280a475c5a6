import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { GroupView } from '../../../../shared/groups';
import type { TipState } from '../../../../shared/groups-contract';
import { TIP_COPY } from '../../../../shared/tips';
import { type FakeStripe, startFakeStripe } from '../../../helpers/fake-stripe';
import { groupOfFour } from '../../../helpers/group-of-four';
import { fakeClock, type TestMember } from '../../../helpers/members';
import { memberRequest } from '../../../helpers/member-request';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { ledgerRepo } from '../../../../server/features/ledger/repo';
import { tipsRepo } from '../../../../server/features/payments/tips-repo';
import { signInAgainAt } from '../../../helpers/accounts';

// The optional tip after a get-together (docs/product-rules.md#groups-and-invites): for the members who came, from the meetup
// for a week, through the deposits' payments provider; one per member and group, replay-safe, and nobody else told.
let t: TestApp;
let stripe: FakeStripe | undefined;
afterEach(async () => {
  await t?.close();
  await stripe?.close();
  stripe = undefined;
});

const HOUR = 60 * 60 * 1000;
const call = memberRequest(() => t.app);
const groupOf = async (member: TestMember) => ((await call(member, 'GET', '/api/groups/current')).json() as { group: GroupView }).group;
const tipOf = async (member: TestMember, groupId: string) => (await call(member, 'GET', `/api/groups/${groupId}/tip`)).json() as TipState;
/** The group's four: only they can tip. */
let inGroup: readonly TestMember[] = [];
const allTips = async () => (await Promise.all(inGroup.map((member) => tipsRepo(t.app.db).ofUser(member.email)))).flat();
const ledger = async () =>
  (await ledgerRepo(t.app.db).ofTips((await allTips()).map((tip) => tip.id)))
    .filter((row) => row.kind !== 'processing-fee')
    .map((row) => ({ kind: row.kind, amount: row.amountCents }));

/** What the card form does with Stripe: a SetupIntent the member confirms, kept by the server. */
async function saveCard(member: TestMember, paymentMethod = 'pm_card_visa') {
  expect((await call(member, 'POST', '/api/payments/card/setup', {})).statusCode).toBe(200);
  stripe!.completeSetup([...stripe!.setups.keys()].at(-1)!, paymentMethod);
  expect((await call(member, 'POST', '/api/payments/card/confirm', {})).statusCode).toBe(200);
}

/** Four members who accepted a group; `met(offset)` is a time after its meetup began. */
async function acceptedGroup(withStripe = false) {
  const clock = fakeClock('2026-11-19T17:00:00Z');
  let env: Record<string, string> = {};
  if (withStripe) {
    stripe = await startFakeStripe();
    env = {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_test',
      STRIPE_API_URL: `http://${stripe.host}:${stripe.port}`,
    };
  }
  t = await buildTestApp({ now: clock.now, env });
  const members = await groupOfFour(t.app, clock, '2026-11-23T14:00:00Z');
  inGroup = members;
  const groupId = (await groupOf(members[1])).id;
  for (const member of members) {
    if (withStripe) await saveCard(member);
    expect((await call(member, 'POST', `/api/groups/${groupId}/accept`)).statusCode).toBe(200);
  }
  clock.set('2026-11-25T14:00:00Z');
  await t.app.cycle.tick();
  const meetsAt = Date.parse((await groupOf(members[1])).meetsAt);
  return { clock, members, groupId, met: (offset = 2 * HOUR) => new Date(meetsAt + offset).toISOString() };
}

describe('a tip after the get-together (demo provider)', () => {
  it('is closed before the meetup, then taken once: a replay answers the same bytes and a second tip is not taken', async () => {
    const { clock, members, groupId, met } = await acceptedGroup();
    const [, ana, ben] = members;
    expect(await tipOf(ana, groupId)).toEqual({ open: false, currency: 'cad', demo: true, tip: null });
    const early = await call(ana, 'POST', `/api/groups/${groupId}/tip`, { amountCents: 500 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'tip-closed', message: TIP_COPY.closed });

    clock.set(met());
    expect((await tipOf(ana, groupId)).open).toBe(true);
    const key = crypto.randomUUID();
    const paid = await call(ana, 'POST', `/api/groups/${groupId}/tip`, { amountCents: 500 }, key);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ open: true, demo: true, tip: { amountCents: 500, currency: 'cad', status: 'paid', demo: true } });
    const replay = await call(ana, 'POST', `/api/groups/${groupId}/tip`, { amountCents: 500 }, key);
    expect(replay.body).toBe(paid.body);
    const again = await call(ana, 'POST', `/api/groups/${groupId}/tip`, { amountCents: 1000 });
    expect((again.json() as TipState).tip).toMatchObject({ amountCents: 500, status: 'paid' });
    expect(await ledger()).toEqual([{ kind: 'tip-paid', amount: 500 }]);

    // Nobody else is told: Ben sees no tip, and nothing in his group view mentions one.
    expect((await tipOf(ben!, groupId)).tip).toBeNull();
    expect((await call(ben!, 'GET', '/api/groups/current')).body).not.toMatch(/tip/i);
  });

  it('refuses amounts out of bounds or not in whole dollars, with the message a member can act on', async () => {
    const { clock, members, groupId, met } = await acceptedGroup();
    clock.set(met());
    for (const amountCents of [0, 50, 250, 10_100, 'five']) {
      const refused = await call(members[1], 'POST', `/api/groups/${groupId}/tip`, { amountCents });
      expect(refused.statusCode, String(amountCents)).toBe(400);
      expect(refused.json().fields?.amountCents, String(amountCents)).toBe(TIP_COPY.amountInvalid);
    }
    expect(await ledger()).toEqual([]);
  });

  it('is not offered to a no-show, nor a week after the meetup, nor to anyone outside the group', async () => {
    const { clock, members, groupId, met } = await acceptedGroup();
    const [host, ana] = members;
    clock.set(met());
    await t.app.repos.attendance.strike(ana.email, groupId, met());
    expect((await tipOf(ana, groupId)).open).toBe(false);
    expect((await call(ana, 'POST', `/api/groups/${groupId}/tip`, { amountCents: 300 })).statusCode).toBe(409);
    expect((await tipOf(host, groupId)).open).toBe(true);
    // A week on (the host signs in again: sessions end sooner than that without use).
    clock.set(met(7 * 24 * HOUR + HOUR));
    const hostLater = { ...host, ...(await signInAgainAt(t.app.db, host, clock.now())) };
    const late = await call(hostLater, 'GET', `/api/groups/${groupId}/tip`);
    expect([late.statusCode, late.body]).toEqual([200, expect.stringContaining('"open":false')]);
    const outsider = await call(hostLater, 'GET', `/api/groups/${crypto.randomUUID()}/tip`);
    expect(outsider.statusCode).toBe(404);
  });
});

describe('a tip with Stripe (the local fake Stripe server)', () => {
  it('is paid at once with the saved card; a declined card takes nothing and may be tried again', async () => {
    const { clock, members, groupId, met } = await acceptedGroup(true);
    const [, ana, ben] = members;
    clock.set(met());
    const paid = await call(ana, 'POST', `/api/groups/${groupId}/tip`, { amountCents: 1000 });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ demo: false, tip: { amountCents: 1000, status: 'paid', demo: false } });
    const tipIntents = [...stripe!.intents.values()].filter((intent) => intent.metadata.tip_id);
    expect(tipIntents.map((intent) => [intent.amount, intent.capture_method, intent.status])).toEqual([[1000, 'automatic', 'succeeded']]);

    await saveCard(ben!, 'pm_card_chargeDeclined');
    const declined = await call(ben!, 'POST', `/api/groups/${groupId}/tip`, { amountCents: 300 });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'tip-declined', message: TIP_COPY.declined });
    expect((await tipOf(ben!, groupId)).tip).toMatchObject({ status: 'failed' });
    await saveCard(ben!);
    expect(((await call(ben!, 'POST', `/api/groups/${groupId}/tip`, { amountCents: 300 })).json() as TipState).tip).toMatchObject({
      status: 'paid',
    });
    expect(await ledger()).toEqual(
      expect.arrayContaining([
        { kind: 'tip-paid', amount: 1000 },
        { kind: 'tip-failed', amount: 300 },
        { kind: 'tip-paid', amount: 300 },
      ]),
    );
  });

  it('a tip a crash left paying is finished by the tick, paid once however often the tick runs', async () => {
    const { clock, members, groupId, met } = await acceptedGroup(true);
    const [, ana] = members;
    clock.set(met());
    // The row was written, then the process died before Stripe was called.
    const id = crypto.randomUUID();
    expect(
      await tipsRepo(t.app.db).open({ id, userId: ana.email, groupId, amountCents: 500, currency: 'cad', provider: 'stripe' }, met()),
    ).toBe(true);
    expect((await call(ana, 'POST', `/api/groups/${groupId}/tip`, { amountCents: 500 })).json()).toMatchObject({
      tip: { status: 'paying' },
    });
    clock.set(met(2 * HOUR + 2 * 60_000));
    await t.app.cycle.tick();
    await t.app.cycle.tick();
    expect((await tipOf(ana, groupId)).tip).toMatchObject({ status: 'paid', amountCents: 500 });
    expect([...stripe!.intents.values()].filter((intent) => intent.metadata.tip_id === id)).toHaveLength(1);
    expect(await ledger()).toEqual([{ kind: 'tip-paid', amount: 500 }]);
  });
});
