import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { FakeStripe } from './fake-stripe';

/**
 * The app's Stripe settings pointing at the fake server: its API, the platform's webhook secret, and the secret of
 * the endpoint for connected accounts' events (Stripe gives that endpoint its own; the fake signs with it).
 */
export function fakeStripeEnv(stripe: FakeStripe, platformSecret = 'whsec_test'): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: platformSecret,
    STRIPE_CONNECT_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: `http://${stripe.host}:${stripe.port}`,
  };
}

/** Stripe's events (an account's state, payouts to a host's bank) reach the app's webhook, signed, and are accepted. */
export function deliverToApp(stripe: FakeStripe, app: () => FastifyInstance): void {
  stripe.deliver = async (body, signature) => {
    const answer = await app().inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: body,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };
}
