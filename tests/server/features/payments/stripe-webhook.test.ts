import crypto from 'node:crypto';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { ledgerRepo } from '../../../../server/features/ledger/repo';
import { paymentsRepo } from '../../../../server/features/payments/repo';
import { createSignedInUser } from '../../../helpers/accounts';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// POST /api/payments/stripe/webhook: believed only when signed, each event processed once.
let t: TestApp;
afterEach(async () => t?.close());

const SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_fake');

async function setUp() {
  t = await buildTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: SECRET } });
  const member = await createSignedInUser(t.app.db, { email: `w-${crypto.randomUUID()}@example.com` });
  const repo = paymentsRepo(t.app.db);
  // A hold a crash left 'placing' while Stripe holds the money.
  const hold = await repo.open(
    { userId: member.email, purpose: 'group', subjectId: 'g1', amountCents: 1000, currency: 'cad', provider: 'stripe' },
    new Date().toISOString(),
  );
  return { repo, hold };
}

function event(type: string, holdId: string, id = `evt_${crypto.randomUUID().replace(/-/g, '')}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    data: { object: { id: 'pi_123', object: 'payment_intent', status: 'requires_capture', metadata: { hold_id: holdId } } },
  });
}

const deliver = (payload: string, secret = SECRET) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }) },
  });

describe('Stripe webhooks', () => {
  it('a signed event repairs a hold a crash left placing; the same event delivered twice changes it once', async () => {
    const { repo, hold } = await setUp();
    const payload = event('payment_intent.amount_capturable_updated', hold.id);
    for (let i = 0; i < 2; i++) {
      const res = await deliver(payload);
      expect([res.statusCode, res.json()]).toEqual([200, { received: true }]);
    }
    expect(await repo.find(hold.id)).toMatchObject({ status: 'held', providerRef: 'pi_123' });
    expect((await ledgerRepo(t.app.db).ofHolds([hold.id])).map((row) => row.kind)).toEqual(['hold-placed']);
    // Then a capture Stripe reports (our own write of it was lost): applied once, too.
    const captured = event('payment_intent.succeeded', hold.id);
    await deliver(captured);
    await deliver(captured);
    expect((await ledgerRepo(t.app.db).ofHolds([hold.id])).map((row) => row.kind)).toEqual(['hold-placed', 'hold-captured']);
  });

  it('refuses an unsigned or wrongly signed event and changes nothing; an event for no hold of ours is taken and ignored', async () => {
    const { repo, hold } = await setUp();
    const payload = event('payment_intent.amount_capturable_updated', hold.id);
    expect((await deliver(payload, 'whsec_someone_else')).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await repo.find(hold.id))!.status).toBe('placing');
    expect((await deliver(event('payment_intent.succeeded', 'not-ours'))).statusCode).toBe(200);
    expect(await ledgerRepo(t.app.db).ofHolds([hold.id])).toEqual([]);
  });

  it('answers 404 where Stripe is not set up (the demo provider)', async () => {
    t = await buildTestApp();
    const payload = event('payment_intent.succeeded', 'x');
    expect((await deliver(payload)).statusCode).toBe(404);
  });
});
