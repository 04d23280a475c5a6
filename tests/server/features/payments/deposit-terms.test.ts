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
    expect(answer.json()).toEqual({ amountCents: 1000, currency: 'cad', demo: true, publishableKey: null });
    // No card form here: the page may load no script from Stripe.
    expect(answer.headers['content-security-policy']).toContain("script-src 'self';");
    expect(answer.headers['content-security-policy']).toContain("frame-src 'none'");
  });

  it('with Stripe keys and another amount: the amount, and that money moves', async () => {
    const answer = await termsFor({
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_test',
      DEPOSIT_CENTS: '2500',
      DEPOSIT_CURRENCY: 'USD',
    });
    expect(answer.json()).toEqual({ amountCents: 2500, currency: 'usd', demo: false, publishableKey: null });
  });

  it('with a publishable key: the card form’s key, and a page policy that lets Stripe.js and its card fields in', async () => {
    const answer = await termsFor({
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_test',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
    });
    expect(answer.json()).toMatchObject({ demo: false, publishableKey: 'pk_test_abc123' });
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' https://js.stripe.com;");
    expect(policy).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(policy).toContain("connect-src 'self' https://api.stripe.com");
  });

  it('needs a session', async () => {
    t = await buildTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/deposit' })).statusCode).toBe(401);
  });
});
