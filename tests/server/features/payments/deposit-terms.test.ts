import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMember } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
afterEach(async () => t?.close());

async function termsFor(env: Record<string, string>) {
  t = await buildTestApp({ env });
  const member = await createMember(t.app.db, { firstName: 'Ana', email: `ana-${crypto.randomUUID()}@example.com` });
  return t.app.inject({ method: 'GET', url: '/api/payments/deposit', cookies: { sid: member.sessionId } });
}

describe('GET /api/payments/deposit', () => {
  it('without Stripe keys: the configured amount, and that no money moves', async () => {
    const answer = await termsFor({});
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ amountCents: 1000, currency: 'cad', demo: true });
  });

  it('with Stripe keys and another amount: the amount, and that money moves', async () => {
    const answer = await termsFor({
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_test',
      DEPOSIT_CENTS: '2500',
      DEPOSIT_CURRENCY: 'USD',
    });
    expect(answer.json()).toEqual({ amountCents: 2500, currency: 'usd', demo: false });
  });

  it('needs a session', async () => {
    t = await buildTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/deposit' })).statusCode).toBe(401);
  });
});
