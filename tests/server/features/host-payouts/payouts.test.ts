import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDirOf, readMigrations } from '../../../../server/db/migrate';
import { sessionTimes } from '../../../../shared/event-formats';
import type { HostPayouts, PayoutOnboarding } from '../../../../shared/host-payouts-contract';
import type { MyData } from '../../../../shared/my-data-contract';
import { type FakeStripe, startFakeStripe } from '../../../helpers/fake-stripe';
import { fakeClock } from '../../../helpers/members';
import { cardSaver, paidProgram } from '../../../helpers/paid-program';
import { programJourneyRepo } from '../../../../server/features/programs/journey-repo';
import { ledgerRepo } from '../../../../server/features/ledger/repo';
import { deliverToApp, fakeStripeEnv } from '../../../helpers/stripe-app';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// Hosts paid out after each session (separate charges and transfers), on the real app with the Stripe-compatible fake:
// the payout account's states, money waiting while the account is not active, a share per session, a refund after a
// transfer reversed in proportion, payouts recorded from Stripe's events; and the demo provider's same flow.
const DATE = '2027-01-23';
/** Raw SQL on purpose: the migration's own statement, run as the migration ran it on tickets sold before payouts. */
const MARK_EARLIER_TICKETS = "UPDATE format_payments SET paid_out_elsewhere = 1 WHERE status IN ('paying', 'paid', 'refunded')";
const TIME = '19:00-21:00' as const;
const HOUR = 60 * 60_000;
const afterSession = (n: number) =>
  new Date(sessionTimes(DATE, TIME, 'toronto').endsAt.getTime() + (n - 1) * 7 * 24 * HOUR + HOUR).toISOString();
const program = (price: number) => ({
  possibleDates: [{ date: DATE, time: TIME }],
  sessions: { count: 2, everyDays: 7 },
  pricing: {
    currency: 'CAD' as const,
    basePrice: price,
    discounts: [],
    refundPolicy: 'Flexible',
    cancellationPolicy: 'flexible' as const,
    includesFood: false,
    includesDrinks: false,
    includesMaterials: false,
    notes: '',
  },
});

describe('with Stripe Connect (the fake server)', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  let lastEvent: { body: string; signature: string } | null = null;
  const clock = fakeClock('2026-12-01T15:00:00Z');
  beforeAll(async () => {
    stripe = await startFakeStripe();
    // Connected accounts' events come to a Stripe endpoint of their own, with its own secret.
    t = await buildTestApp({ now: clock.now, env: fakeStripeEnv(stripe, 'whsec_platform') });
    deliverToApp(stripe, () => t.app);
    // The last event, so a test can deliver it again as Stripe does when unsure it arrived.
    const deliver = stripe.deliver!;
    stripe.deliver = async (body, signature) => {
      lastEvent = { body, signature };
      await deliver(body, signature);
    };
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  const saveCard = (...args: Parameters<ReturnType<typeof cardSaver>>) => cardSaver(stripe)(...args);

  it('money waits for an active account, then goes out a session at a time; a refund after it is reversed in proportion', async () => {
    const p = await paidProgram({
      t,
      clock,
      start: '2026-12-01T15:00:00Z',
      date: DATE,
      names: ['Ana', 'Ben', 'Cleo', 'Dev'],
      paying: ['Ana', 'Ben', 'Cleo', 'Dev'],
      changes: program(45),
      beforePaying: saveCard,
    });
    const payouts = async () => {
      const answer = await p.call<HostPayouts>('GET', '/api/hosts/me/payouts', p.host);
      expect(answer.status, answer.raw).toBe(200);
      return answer.body;
    };
    // Only hosts: a participant is refused.
    expect((await p.call('GET', '/api/hosts/me/payouts', p.who('Ana'))).status).toBe(403);
    expect((await payouts()).state).toBe('not-connected');

    // Each ticket is $45 x 2 sessions = $90.00 CAD; the host's 80% of four is $288.00.
    expect((await payouts()).lines).toEqual([
      { currency: 'CAD', earnedCents: 28_800, arrangedCents: 0, pendingCents: 28_800, sentCents: 0, paidOutCents: 0 },
    ]);

    // Connecting makes one account, however often it is asked, and leads to Stripe's onboarding.
    const link = await p.call<PayoutOnboarding>('POST', '/api/hosts/me/payouts/connect', p.host);
    expect(link.status, link.raw).toBe(200);
    const again = await p.call<PayoutOnboarding>('POST', '/api/hosts/me/payouts/connect', p.host);
    expect(stripe.accounts.size).toBe(1);
    const [account] = [...stripe.accounts.keys()];
    expect(new URL(link.body.url).pathname).toBe(`/connect/onboarding/${account}`);
    expect(new URL(again.body.url).searchParams.get('return_url')).toMatch(/\/host\/billing\?payouts=back$/);
    expect((await payouts()).state).toBe('pending');

    // The group meets; the first session ends while the account is still pending: nothing is sent.
    await p.renew();
    expect((await p.advance()).phase).toBe('confirmed');
    p.clock.set(afterSession(1));
    await p.renew();
    expect(await t.app.payouts.settle()).toBe(0);
    expect(stripe.transfers.size).toBe(0);

    // The host finishes onboarding (the form on Stripe's page); Stripe's account.updated makes it active.
    const form = await fetch(link.body.url, {
      method: 'POST',
      body: new URLSearchParams({ bank_account: '000123456789' }),
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toMatch(/\/host\/billing\?payouts=back$/);
    expect((await payouts()).state).toBe('active');

    // The next tick sends the first session's half of each share: 4 x $36.00, once, though two servers tick at once.
    const [here, there] = await Promise.all([t.app.payouts.settle(), t.app.payouts.settle()]);
    expect(here + there).toBe(4);
    expect([...stripe.transfers.values()].map((tr) => [tr.amount, tr.destination])).toEqual(Array(4).fill([3600, account]));
    // Each is tied to its own ticket's charge, so it never waits for the platform's balance.
    const charges = new Set([...stripe.intents.values()].map((intent) => intent.latest_charge));
    const sources = [...stripe.transfers.values()].map((tr) => tr.source_transaction);
    expect(sources.every((source) => source !== null && charges.has(source))).toBe(true);
    expect(new Set(sources).size).toBe(4);
    expect(await t.app.payouts.settle()).toBe(0);
    expect((await payouts()).lines).toEqual([
      { currency: 'CAD', earnedCents: 28_800, arrangedCents: 0, pendingCents: 14_400, sentCents: 14_400, paidOutCents: 0 },
    ]);

    // Stripe's schedule pays the account out; payout.paid is recorded with its date.
    const paidOut = await stripe.payOut(account!);
    expect(paidOut?.amount).toBe(14_400);
    const afterPayout = await payouts();
    expect(afterPayout.payouts).toEqual([
      { id: paidOut!.id, amountCents: 14_400, currency: 'CAD', status: 'paid', arrivedOn: new Date().toISOString().slice(0, 10) },
    ]);
    expect(afterPayout.lines[0]!.paidOutCents).toBe(14_400);
    // The host's data export has their account, the moves of their share and the payout.
    const exported = await p.call<MyData>('GET', '/api/users/me/data', p.host);
    expect(exported.body.hostPayouts).toEqual({
      account: { provider: 'stripe', state: 'active', updatedAt: expect.any(String) },
      transfers: Array(4).fill(expect.objectContaining({ kind: 'transfer', amountCents: 3600, currency: 'CAD', status: 'sent' })),
      payouts: [{ amountCents: 14_400, currency: 'CAD', status: 'paid', arrivedOn: new Date().toISOString().slice(0, 10) }],
    });
    // A participant's export has none of it.
    expect((await p.call<MyData>('GET', '/api/users/me/data', p.who('Ana'))).body.hostPayouts).toEqual({
      account: null,
      transfers: [],
      payouts: [],
    });
    // Stripe delivers an event again when it is unsure it arrived: it is recorded once.
    await stripe.deliver!(lastEvent!.body, lastEvent!.signature);
    expect(await payouts()).toEqual(afterPayout);

    // The host cancels before the second session: everyone is refunded in full, and what was sent comes back.
    const cancelled = await p.call('POST', `/api/event-format/${p.id}/cancel`, p.host);
    expect(cancelled.status, cancelled.raw).toBe(200);
    expect(await t.app.payouts.settle()).toBe(4);
    const reversed = [...stripe.transfers.values()].map((tr) => tr.amount_reversed);
    expect(reversed).toEqual([3600, 3600, 3600, 3600]);
    const after = await payouts();
    // Refunded in full: nothing earned, nothing left sent; the payout already made stays on record.
    expect(after.lines).toEqual([
      { currency: 'CAD', earnedCents: 0, arrangedCents: 0, pendingCents: 0, sentCents: 0, paidOutCents: 14_400 },
    ]);
    // No second session's transfer for a cancelled group.
    p.clock.set(afterSession(2));
    await p.renew();
    expect(await t.app.payouts.settle()).toBe(0);
  });

  it('a restricted account holds the money back until Stripe says it is active again', async () => {
    const p = await paidProgram({
      t,
      clock,
      start: '2026-12-05T15:00:00Z',
      date: DATE,
      names: ['Eve', 'Finn', 'Gus', 'Hal'],
      paying: ['Eve', 'Finn', 'Gus', 'Hal'],
      changes: program(50),
      beforePaying: saveCard,
    });
    const link = await p.call<PayoutOnboarding>('POST', '/api/hosts/me/payouts/connect', p.host);
    await fetch(link.body.url, { method: 'POST', body: new URLSearchParams({ bank_account: '1' }), redirect: 'manual' });
    const account = new URL(link.body.url).pathname.split('/').at(-1)!;
    await stripe.restrict(account);
    const state = async () => (await p.call<HostPayouts>('GET', '/api/hosts/me/payouts', p.host)).body.state;
    expect(await state()).toBe('restricted');
    await p.renew();
    await p.advance();
    p.clock.set(afterSession(2));
    await p.renew();
    const before = stripe.transfers.size;
    await t.app.payouts.settle();
    expect(stripe.transfers.size).toBe(before);
    // Both sessions have ended by the time the account is active again: both halves of each share go in one tick.
    stripe.accounts.get(account)!.payouts_enabled = true;
    stripe.accounts.get(account)!.requirements = { currently_due: [], disabled_reason: null };
    expect(await state()).toBe('active');
    expect(await t.app.payouts.settle()).toBe(8);
    const sent = [...stripe.transfers.values()].filter((tr) => tr.destination === account).reduce((sum, tr) => sum + tr.amount, 0);
    // Four tickets of $100.00: 80% each.
    expect(sent).toBe(32_000);

    // Paid out, then sent back by the host's bank (a closed bank account): the money is not with the host after all.
    const paid = await stripe.payOut(account);
    const money = async () => (await p.call<HostPayouts>('GET', '/api/hosts/me/payouts', p.host)).body;
    expect((await money()).lines[0]!.paidOutCents).toBe(32_000);
    await stripe.bankReturns(account, paid!.id);
    const returned = await money();
    expect(returned.lines[0]).toMatchObject({ sentCents: 32_000, paidOutCents: 0 });
    expect(returned.payouts).toEqual([expect.objectContaining({ id: paid!.id, amountCents: 32_000, status: 'failed' })]);
    const rows = (await ledgerRepo(t.app.db).ofHost(p.host.email)).filter((row) => row.kind.startsWith('host-payout'));
    expect(rows.map((row) => [row.kind, row.amountCents])).toEqual([
      ['host-payout', 32_000],
      ['host-payout-returned', 32_000],
    ]);
  });

  it('a transfer Stripe refuses counts as nothing sent, and is tried again an hour later', async () => {
    const p = await paidProgram({
      t,
      clock,
      start: '2026-12-09T15:00:00Z',
      date: DATE,
      names: ['Ivy', 'Jo', 'Kai', 'Lu'],
      paying: ['Ivy', 'Jo', 'Kai', 'Lu'],
      changes: program(40),
      beforePaying: saveCard,
    });
    const link = await p.call<PayoutOnboarding>('POST', '/api/hosts/me/payouts/connect', p.host);
    await fetch(link.body.url, { method: 'POST', body: new URLSearchParams({ bank_account: '1' }), redirect: 'manual' });
    const account = stripe.accounts.get(new URL(link.body.url).pathname.split('/').at(-1)!)!;
    await p.renew();
    await p.advance();
    // Stripe stops the account's transfers without our hearing of it (no event yet): each transfer is refused.
    account.payouts_enabled = false;
    p.clock.set(afterSession(1));
    await p.renew();
    const before = stripe.transfers.size;
    await t.app.payouts.settle();
    expect(stripe.transfers.size).toBe(before);
    const summary = async () => (await p.call<HostPayouts>('GET', '/api/hosts/me/payouts', p.host)).body.lines[0]!;
    expect(await summary()).toMatchObject({ earnedCents: 25_600, sentCents: 0, pendingCents: 25_600 });
    // Still refused half an hour later: nothing is sent, and a refused ticket is not asked again within the hour.
    p.clock.set(new Date(Date.parse(afterSession(1)) + 30 * 60_000).toISOString());
    await t.app.payouts.settle();
    expect(stripe.transfers.size).toBe(before);
    // Two hours on, the account working again: every ticket's share for the session goes, once.
    account.payouts_enabled = true;
    p.clock.set(new Date(Date.parse(afterSession(1)) + 120 * 60_000).toISOString());
    await p.renew();
    await t.app.payouts.settle();
    expect(stripe.transfers.size).toBe(before + 4);
    expect(await summary()).toMatchObject({ earnedCents: 25_600, sentCents: 12_800, pendingCents: 12_800 });
  });

  it('a Connect event not signed by Stripe is refused', async () => {
    const body = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'payout.paid', account: 'acct_x', data: { object: {} } });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: body,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe('with the demo provider', () => {
  it('the same flow: connected at once, a share sent after each session, paid out at once, no money moves', async () => {
    const clock = fakeClock('2026-12-01T15:00:00Z');
    const t = await buildTestApp({ now: clock.now });
    try {
      const p = await paidProgram({
        t,
        clock,
        start: '2026-12-01T15:00:00Z',
        date: DATE,
        names: ['Ana', 'Ben', 'Cleo', 'Dev'],
        paying: ['Ana', 'Ben', 'Cleo', 'Dev'],
        changes: program(45),
      });
      const link = await p.call<PayoutOnboarding>('POST', '/api/hosts/me/payouts/connect', p.host);
      expect(link.body.url).toMatch(/\/host\/billing\?payouts=back$/);
      const payouts = async () => (await p.call<HostPayouts>('GET', '/api/hosts/me/payouts', p.host)).body;
      expect(await payouts()).toMatchObject({ demo: true, state: 'active' });
      await p.renew();
      await p.advance();
      p.clock.set(afterSession(1));
      await p.renew();
      // Through the scheduler's own tick.
      await t.app.cycle.tick();
      expect((await payouts()).lines).toEqual([
        { currency: 'CAD', earnedCents: 28_800, arrangedCents: 0, pendingCents: 14_400, sentCents: 14_400, paidOutCents: 14_400 },
      ]);
      p.clock.set(afterSession(2));
      await p.renew();
      await t.app.cycle.tick();
      const last = await payouts();
      expect(last.lines).toEqual([
        { currency: 'CAD', earnedCents: 28_800, arrangedCents: 0, pendingCents: 0, sentCents: 28_800, paidOutCents: 28_800 },
      ]);
      expect(last.payouts).toHaveLength(8);
    } finally {
      await t.close();
    }
  });

  it('a host who connects more than a year after a give-up still gets what the policy kept of it, once', async () => {
    const clock = fakeClock('2026-12-01T15:00:00Z');
    const t = await buildTestApp({ now: clock.now });
    try {
      const p = await paidProgram({
        t,
        clock,
        start: '2026-12-01T15:00:00Z',
        date: DATE,
        names: ['Ana', 'Ben', 'Cleo', 'Dev', 'Eve'],
        paying: ['Ana', 'Ben', 'Cleo', 'Dev', 'Eve'],
        changes: { ...program(45), pricing: { ...program(45).pricing, cancellationPolicy: 'moderate' as const } },
      });
      await p.renew();
      await p.advance();
      // Eve gives up a week before: the moderate policy gives her half back, and keeps half ($45.00) for the program.
      p.clock.set('2027-01-16T15:00:00Z');
      await p.renew();
      const gaveUp = await p.call('POST', `/api/event-format/${p.id}/decline`, p.who('Eve'));
      expect(gaveUp.status, gaveUp.raw).toBe(200);
      // The host adds their payout account only well over a year after the last session.
      p.clock.set('2028-03-01T15:00:00Z');
      await p.renew();
      await p.call('POST', '/api/hosts/me/payouts/connect', p.host);
      expect(await t.app.payouts.settle()).toBeGreaterThan(0);
      const { body } = await p.call<HostPayouts>('GET', '/api/hosts/me/payouts', p.host);
      // Four tickets of $90.00 and the kept $45.00: 80% of $405.00, all of it sent.
      expect(body.lines).toEqual([
        { currency: 'CAD', earnedCents: 32_400, arrangedCents: 0, pendingCents: 0, sentCents: 32_400, paidOutCents: 32_400 },
      ]);
      // Settled for good: the next ticks look at it no more, and send nothing twice.
      expect(await programJourneyRepo(t.app.db).refundsToSettle()).toEqual([]);
      expect(await t.app.payouts.settle()).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('tickets paid before payouts went through the app are never sent: their hosts were paid by arrangement', async () => {
    const clock = fakeClock('2026-12-01T15:00:00Z');
    const t = await buildTestApp({ now: clock.now });
    try {
      const p = await paidProgram({
        t,
        clock,
        start: '2026-12-01T15:00:00Z',
        date: DATE,
        names: ['Ana', 'Ben', 'Cleo', 'Dev'],
        paying: ['Ana', 'Ben', 'Cleo', 'Dev'],
        changes: program(45),
      });
      // What the payouts' migration does to the tickets it finds: its own statement, as written in both engines' files.
      for (const engine of ['sqlite', 'postgres'] as const) {
        const sql = readMigrations(migrationsDirOf(engine)).find((m) => m.name.endsWith('host_payouts_settled'))!.sql;
        expect(sql).toContain(MARK_EARLIER_TICKETS);
      }
      await t.app.db.run(MARK_EARLIER_TICKETS);
      await p.call('POST', '/api/hosts/me/payouts/connect', p.host);
      await p.renew();
      await p.advance();
      p.clock.set(afterSession(2));
      await p.renew();
      expect(await t.app.payouts.settle()).toBe(0);
      const { body } = await p.call<HostPayouts>('GET', '/api/hosts/me/payouts', p.host);
      expect(body.lines).toEqual([
        { currency: 'CAD', earnedCents: 28_800, arrangedCents: 28_800, pendingCents: 0, sentCents: 0, paidOutCents: 0 },
      ]);
    } finally {
      await t.close();
    }
  });
});
