import crypto from 'node:crypto';
import type Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { depositHolds, PLACING_GRACE_MS } from '../../../../server/features/payments/deposit-holds';
import { demoProvider } from '../../../../server/features/payments/demo-provider';
import { processingFees } from '../../../../server/features/payments/processing-fees';
import { applyStripeEvent } from '../../../../server/features/payments/stripe-events';
import { stripeClient } from '../../../../server/features/payments/stripe-provider';
import type { PaymentsProvider } from '../../../../server/features/payments/provider';
import { paymentsRepo } from '../../../../server/features/payments/repo';
import { stripeProvider } from '../../../../server/features/payments/stripe-provider';
import { createSignedInUser } from '../../../helpers/accounts';
import { type FakeStripe, startFakeStripe } from '../../../helpers/fake-stripe';
import { fakeClock } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// Deposit holds: every transition against a local Stripe-compatible server, through the real SDK.
let t: TestApp;
let stripe: FakeStripe;
afterEach(async () => {
  await t?.close();
  await stripe?.close();
});

const DEPOSIT = { amountCents: 1000, currency: 'cad' };

async function setUp() {
  const clock = fakeClock('2026-11-21T15:00:00Z');
  t = await buildTestApp({ now: clock.now });
  stripe = await startFakeStripe();
  const provider = stripeProvider({ secretKey: 'sk_test_fake', host: stripe.host, port: stripe.port, protocol: 'http' });
  const member = await createSignedInUser(t.app.db, { email: `m-${crypto.randomUUID()}@example.com` });
  return { clock, provider, holds: depositHolds(t.app.db, provider, DEPOSIT, clock.now), member };
}

const kinds = async (holds: ReturnType<typeof depositHolds>, id: string) => (await holds.ledgerOf(id)).map((row) => row.kind);

describe('a deposit hold through Stripe (manual capture)', () => {
  it('is placed once per member and commitment, however often it is asked for; the ledger says so once', async () => {
    const { holds, member } = await setUp();
    const first = await holds.place(member.email, 'group', 'g1', 'pm_card_visa');
    expect(first).toMatchObject({ status: 'held', amountCents: 1000, currency: 'cad', provider: 'stripe' });
    expect(first.providerRef).toMatch(/^pi_/);
    expect(first.captureBefore).not.toBeNull();
    const again = await holds.place(member.email, 'group', 'g1', 'pm_card_visa');
    expect(again.id).toBe(first.id);
    expect(stripe.effects).toEqual(['create']);
    expect(stripe.intents.get(first.providerRef!)).toMatchObject({
      capture_method: 'manual',
      amount: 1000,
      metadata: { hold_id: first.id },
    });
    expect(await kinds(holds, first.id)).toEqual(['hold-placed']);
  });

  it('is released when the member came, and captured on a no-show: each once, whoever asks twice', async () => {
    const { holds, member } = await setUp();
    const came = await holds.place(member.email, 'group', 'g1', 'pm_card_visa');
    const stayedAway = await holds.place(member.email, 'group', 'g2', 'pm_card_visa');
    // `moved` says which call did it: only that one tells the member.
    expect(await holds.release(came.id)).toMatchObject({ status: 'released', moved: true });
    expect(await holds.release(came.id)).toMatchObject({ status: 'released', moved: false });
    expect(await holds.capture(stayedAway.id)).toMatchObject({ status: 'captured', moved: true });
    expect(await holds.capture(stayedAway.id)).toMatchObject({ status: 'captured', moved: false });
    // A released hold cannot be captured afterwards.
    expect(await holds.capture(came.id)).toMatchObject({ status: 'released', moved: false });
    expect(stripe.effects).toEqual(['create', 'create', 'cancel', 'capture']);
    expect(await kinds(holds, came.id)).toEqual(['hold-placed', 'hold-released']);
    // Stripe keeps its fee of the captured deposit (2.9% + 30 cents of $10): the platform's cost, in the ledger.
    expect(await kinds(holds, stayedAway.id)).toEqual(['hold-placed', 'hold-captured', 'processing-fee']);
    expect((await holds.ledgerOf(stayedAway.id)).at(-1)).toMatchObject({ amountCents: 59, providerRef: stayedAway.providerRef });
  });

  it('asked by two at once (two nodes settling), it is captured once, and only one of them is told it moved it', async () => {
    const { holds, member } = await setUp();
    const hold = await holds.place(member.email, 'group', 'g1', 'pm_card_visa');
    const both = await Promise.all([holds.capture(hold.id), holds.capture(hold.id)]);
    expect(both.map((one) => one.status)).toEqual(['captured', 'captured']);
    expect(both.map((one) => one.moved).sort()).toEqual([false, true]);
    expect(stripe.effects).toEqual(['create', 'capture']);
    expect(await kinds(holds, hold.id)).toEqual(['hold-placed', 'hold-captured', 'processing-fee']);
  });

  it("a capture learnt from Stripe's webhook gets its fee from the tick, once", async () => {
    const { clock, provider, holds, member } = await setUp();
    const hold = await holds.place(member.email, 'group', 'g1', 'pm_card_visa');
    // Captured at Stripe while this server was down: only the webhook tells.
    const stripeApi = stripeClient({ secretKey: 'sk_test_fake', host: stripe.host, port: stripe.port, protocol: 'http' });
    const intent = await stripeApi.paymentIntents.capture(hold.providerRef!);
    const event = { id: 'evt_1', type: 'payment_intent.succeeded', data: { object: intent } } as unknown as Stripe.Event;
    expect(await applyStripeEvent(t.app.db, event, clock.now)).toBe('applied');
    expect(await kinds(holds, hold.id)).toEqual(['hold-placed', 'hold-captured']);
    const fees = processingFees(t.app.db, provider, clock.now);
    expect(await fees.recordMissing()).toBe(1);
    expect(await fees.recordMissing()).toBe(0);
    expect((await holds.ledgerOf(hold.id)).map((row) => [row.kind, row.amountCents])).toEqual([
      ['hold-placed', 1000],
      ['hold-captured', 1000],
      ['processing-fee', stripe.intents.get(hold.providerRef!)!.fee],
    ]);
  });

  it('a captured deposit is refunded once, however often it is asked for; the ledger says so only when the caller recorded it', async () => {
    const { holds, member } = await setUp();
    const hold = await holds.place(member.email, 'group', 'g1', 'pm_card_visa');
    await expect(holds.refund(hold.id, async () => true)).rejects.toThrow(/was not captured/);
    await holds.capture(hold.id);
    let recorded = 0;
    // The caller's own state moves once (as a dispute resolves once): a repeat refunds nothing more and writes nothing.
    const record = async () => ++recorded === 1;
    await holds.refund(hold.id, record);
    await holds.refund(hold.id, record);
    expect(stripe.effects).toEqual(['create', 'capture', 'refund']);
    expect(stripe.intents.get(hold.providerRef!)?.refunded).toBe(true);
    expect(await kinds(holds, hold.id)).toEqual(['hold-placed', 'hold-captured', 'processing-fee', 'hold-refunded']);
  });

  it('a declined card fails the hold, with its ledger row, and nothing is held', async () => {
    const { holds, member } = await setUp();
    const hold = await holds.place(member.email, 'experience', 'e1', 'pm_card_chargeDeclined');
    expect(hold.status).toBe('failed');
    expect(hold.providerRef).toBeNull();
    expect(await kinds(holds, hold.id)).toEqual(['hold-failed']);
  });

  it('a crash between the provider’s hold and the database write: reconciliation finds the hold by its id, and a retry makes no second one', async () => {
    const { clock, provider, holds, member } = await setUp();
    // As if the process died right after Stripe answered: the row is 'placing', Stripe holds the money.
    const row = await paymentsRepo(t.app.db).open(
      { userId: member.email, purpose: 'group', subjectId: 'g1', amountCents: 1000, currency: 'cad', provider: 'stripe' },
      clock.now().toISOString(),
    );
    await provider.placeHold({ holdId: row.id, amountCents: 1000, currency: 'cad', paymentMethod: 'pm_card_visa' }, `hold:${row.id}:place`);
    expect(await holds.reconcile()).toBe(0); // too recent: its caller may still be running
    clock.set(new Date(clock.now().getTime() + PLACING_GRACE_MS + 1000).toISOString());
    expect(await holds.reconcile()).toBe(1);
    const settled = (await paymentsRepo(t.app.db).find(row.id))!;
    expect(settled.status).toBe('held');
    expect(settled.providerRef).toBe([...stripe.intents.keys()][0]);
    // The member's retry after the crash reuses the row and the key: still one PaymentIntent.
    expect((await holds.place(member.email, 'group', 'g1', 'pm_card_visa')).id).toBe(row.id);
    expect(stripe.effects).toEqual(['create']);
    expect(await kinds(holds, row.id)).toEqual(['hold-placed']);
  });

  it('a hold whose authorization expired (its webhook lost) is repaired by reconciliation, and never captured after', async () => {
    const { clock, holds, member } = await setUp();
    const hold = await holds.place(member.email, 'group', 'g1', 'pm_card_visa');
    expect(hold.status).toBe('held');
    const before = Date.parse(hold.captureBefore!);
    // Before capture_before nothing is asked: a held hold is not the reconciler's business.
    clock.set(new Date(before - 60_000).toISOString());
    expect(await holds.reconcile()).toBe(0);
    stripe.expire(hold.providerRef!);
    clock.set(new Date(before + 60_000).toISOString());
    expect(await holds.reconcile()).toBe(1);
    expect((await holds.find(hold.id))!.status).toBe('released');
    expect(await kinds(holds, hold.id)).toEqual(['hold-placed', 'hold-released']);
    // A no-show found later cannot charge what is no longer held: no capture reaches Stripe.
    expect((await holds.capture(hold.id)).status).toBe('released');
    expect(stripe.effects).toEqual(['create']);
    expect(await holds.reconcile()).toBe(0);
  });

  it('a hold past capture_before that Stripe still holds is left as it is', async () => {
    const { clock, holds, member } = await setUp();
    const hold = await holds.place(member.email, 'group', 'g1', 'pm_card_visa');
    clock.set(new Date(Date.parse(hold.captureBefore!) + 60_000).toISOString());
    expect(await holds.reconcile()).toBe(0);
    expect((await holds.find(hold.id))!.status).toBe('held');
  });

  it('a crash before the provider was reached: reconciliation finds nothing and fails the hold', async () => {
    const { clock, holds, member } = await setUp();
    const row = await paymentsRepo(t.app.db).open(
      { userId: member.email, purpose: 'group', subjectId: 'g1', amountCents: 1000, currency: 'cad', provider: 'stripe' },
      clock.now().toISOString(),
    );
    clock.set(new Date(clock.now().getTime() + PLACING_GRACE_MS + 1000).toISOString());
    expect(await holds.reconcile()).toBe(1);
    expect((await paymentsRepo(t.app.db).find(row.id))!.status).toBe('failed');
    expect(stripe.effects).toEqual([]);
  });
});

describe('the demo provider (no Stripe keys)', () => {
  it('runs the same flow, and no money moves', async () => {
    const clock = fakeClock('2026-11-21T15:00:00Z');
    t = await buildTestApp({ now: clock.now });
    const provider: PaymentsProvider = demoProvider(clock.now);
    const holds = depositHolds(t.app.db, provider, DEPOSIT, clock.now);
    const member = await createSignedInUser(t.app.db, { email: `d-${crypto.randomUUID()}@example.com` });
    const hold = await holds.place(member.email, 'group', 'g1', 'demo');
    expect(hold).toMatchObject({ status: 'held', provider: 'demo' });
    expect(hold.providerRef).toMatch(/^demo_/);
    expect((await holds.capture(hold.id)).status).toBe('captured');
    expect(await kinds(holds, hold.id)).toEqual(['hold-placed', 'hold-captured']);
  });
});
