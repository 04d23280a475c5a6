import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { API } from '../../../shared/api-contract';
import type { PaymentsConfig } from '../../config';
import { AppError } from '../../plugins/errors';
import { applyStripeEvent, type ConnectEvents } from './stripe-events';

/** A Stripe event is a few KB; anything much larger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /api/payments/stripe/webhook: Stripe's events, believed only when signed with the endpoint's
 * secret over the exact bytes received, each processed once (stripe-events.ts); Connect's events (hosts' accounts and
 * payouts) go to `connect`. Public (Stripe has no session);
 * without Stripe configured it answers 404.
 */
export default async function stripeWebhookRoutes(
  app: FastifyInstance,
  options: { payments: PaymentsConfig; now: () => Date; connect: ConnectEvents },
) {
  const settings = options.payments.stripe;
  const stripe = settings ? new Stripe(settings.secretKey, { telemetry: false }) : null;
  // The signature is over the bytes as sent, so in this scope a JSON body is kept as bytes.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post('/payments/stripe/webhook', { schema: API['POST /payments/stripe/webhook'], config: { public: true } }, async (request) => {
      if (!stripe || !settings) throw new AppError('not-found', 404, 'Payments through Stripe are not set up here.');
      const signature = request.headers['stripe-signature'];
      // The platform's endpoint and the connected accounts' endpoint each have a secret; an event signed with either is Stripe's.
      let event: Stripe.Event | null = null;
      for (const secret of [settings.webhookSecret, settings.connectWebhookSecret]) {
        if (!secret || event) continue;
        try {
          event = stripe.webhooks.constructEvent(request.body as Buffer, typeof signature === 'string' ? signature : '', secret);
        } catch {
          // Not this secret's; the next is tried.
        }
      }
      if (!event) throw new AppError('validation-failed', 400, 'This webhook is not signed by Stripe for this endpoint.');
      const outcome = await applyStripeEvent(request.server.db, event, options.now, options.connect);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
      return { received: true };
    });
}
