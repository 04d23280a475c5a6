import Stripe from 'stripe';
import type { HoldRequest, PaymentsProvider, ProviderHold } from './provider';

export interface StripeSettings {
  secretKey: string;
  /** Another API host (a local Stripe-compatible server in tests): host, port and protocol. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** A PaymentIntent's status as our hold's; a card that needs the member again (3-D Secure) did not hold. */
function holdOf(intent: Stripe.PaymentIntent): ProviderHold {
  const status =
    intent.status === 'requires_capture'
      ? 'held'
      : intent.status === 'succeeded'
        ? 'captured'
        : intent.status === 'canceled'
          ? 'released'
          : 'failed';
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const before = charge?.payment_method_details?.card?.capture_before;
  return {
    ref: intent.id,
    status,
    captureBefore: before ? new Date(before * 1000).toISOString() : null,
    processingFeeCents: processingFeeOf(intent),
  };
}

/** Stripe's fee on a PaymentIntent's charge, from its balance transaction (asked with the expand below), if it has one. */
function processingFeeOf(intent: Stripe.PaymentIntent): number | null {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const balance = charge && typeof charge.balance_transaction === 'object' ? charge.balance_transaction : null;
  return balance ? balance.fee : null;
}

/** A PaymentIntent with its charge and the charge's balance transaction (Stripe's fee). */
const WITH_FEE = ['latest_charge.balance_transaction'];

/**
 * Deposit holds as Stripe PaymentIntents with manual capture (the official SDK): placed and confirmed with the
 * member's saved card, captured on a no-show, cancelled otherwise. The SDK's own retries reuse our idempotency key.
 */
/** The official SDK with the installation's key: its retries reuse our idempotency keys; the tests' fake as host. */
export function stripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(settings.host ? { host: settings.host, port: settings.port, protocol: settings.protocol ?? 'https' } : {}),
  });
}

export function stripeProvider(settings: StripeSettings): PaymentsProvider {
  const stripe = stripeClient(settings);
  return {
    name: 'stripe',
    async placeHold(request: HoldRequest, idempotencyKey: string) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency,
            capture_method: 'manual',
            payment_method: request.paymentMethod,
            ...(request.customerRef ? { customer: request.customerRef } : {}),
            ...(request.offSession ? { off_session: true } : {}),
            confirm: true,
            metadata: { hold_id: request.holdId },
            expand: WITH_FEE,
          },
          { idempotencyKey },
        );
        return holdOf(intent);
      } catch (error) {
        // A declined card is an answer, not an outage: the hold failed.
        if (error instanceof Stripe.errors.StripeCardError) return { ref: '', status: 'failed', captureBefore: null };
        throw error;
      }
    },
    async charge(request, idempotencyKey) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency,
            payment_method: request.paymentMethod,
            ...(request.customerRef ? { customer: request.customerRef } : {}),
            // The saved card, confirmed here: the member does not go through the card form again.
            off_session: true,
            confirm: true,
            metadata: { tip_id: request.chargeId },
            expand: WITH_FEE,
          },
          { idempotencyKey },
        );
        return { ref: intent.id, status: intent.status === 'succeeded' ? 'paid' : 'failed', processingFeeCents: processingFeeOf(intent) };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) return { ref: '', status: 'failed' };
        throw error;
      }
    },
    async capture(ref, idempotencyKey) {
      return holdOf(await stripe.paymentIntents.capture(ref, { expand: WITH_FEE }, { idempotencyKey }));
    },
    async refund(ref, idempotencyKey, amountCents) {
      return {
        ref: (await stripe.refunds.create({ payment_intent: ref, ...(amountCents ? { amount: amountCents } : {}) }, { idempotencyKey })).id,
      };
    },
    async release(ref, idempotencyKey) {
      return holdOf(await stripe.paymentIntents.cancel(ref, {}, { idempotencyKey }));
    },
    async startCardSetup({ memberRef, customerRef }, idempotencyKey) {
      const customer =
        customerRef ??
        (await stripe.customers.create({ metadata: { member_ref: memberRef } }, { idempotencyKey: `customer:${memberRef}` })).id;
      const setup = await stripe.setupIntents.create(
        { customer, usage: 'off_session', allowed_payment_method_types: ['card'], metadata: { member_ref: memberRef } },
        { idempotencyKey },
      );
      return { customerRef: customer, setupRef: setup.id, clientSecret: setup.client_secret ?? '' };
    },
    async finishCardSetup(setupRef) {
      const setup = await stripe.setupIntents.retrieve(setupRef, { expand: ['payment_method'] });
      if (setup.status !== 'succeeded' || !setup.payment_method) return null;
      const method = typeof setup.payment_method === 'string' ? null : setup.payment_method;
      return {
        paymentMethod: typeof setup.payment_method === 'string' ? setup.payment_method : setup.payment_method.id,
        brand: method?.card?.brand ?? null,
        last4: method?.card?.last4 ?? null,
      };
    },
    async forgetCustomer(customerRef) {
      try {
        await stripe.customers.del(customerRef);
      } catch (error) {
        // Already gone is what was asked for.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)) throw error;
      }
    },
    async processingFee(ref) {
      return processingFeeOf(await stripe.paymentIntents.retrieve(ref, { expand: WITH_FEE }));
    },
    async findCharge(chargeId) {
      const found = await stripe.paymentIntents.search({ query: `metadata['tip_id']:'${chargeId.replace(/'/g, '')}'` });
      const intent = found.data[0];
      return intent ? { ref: intent.id, status: intent.status === 'succeeded' ? 'paid' : 'failed' } : null;
    },
    async findHold(holdId) {
      const found = await stripe.paymentIntents.search({ query: `metadata['hold_id']:'${holdId.replace(/'/g, '')}'` });
      return found.data[0] ? holdOf(found.data[0]) : null;
    },
  };
}
