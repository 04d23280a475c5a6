import type Stripe from 'stripe';
import type { Database } from '../../db/database';
import { settleWithLedger } from './deposit-holds';
import type { ProviderHold } from './provider';
import { type HoldStatus, paymentsRepo } from './repo';

/** What each PaymentIntent event means for a hold still at the status it came from. */
const CHANGES: Record<string, { from: HoldStatus; to: ProviderHold['status'] }> = {
  'payment_intent.amount_capturable_updated': { from: 'placing', to: 'held' },
  'payment_intent.payment_failed': { from: 'placing', to: 'failed' },
  'payment_intent.succeeded': { from: 'held', to: 'captured' },
  'payment_intent.canceled': { from: 'held', to: 'released' },
};

export type EventOutcome = 'applied' | 'repeat' | 'ignored';

/** Connect's events (a host's account changed, a payout to a host's bank), applied by host-payouts in the same transaction. */
export type ConnectEvents = (event: Stripe.Event) => Promise<'applied' | 'ignored'>;

/**
 * A verified Stripe event, processed once per event id in one durable transaction with what it changes. It repairs
 * what a crash or a lost answer left behind (a hold still 'placing' that Stripe holds, a capture not yet written); a
 * change this server already made is found in place and ignored.
 */
export function applyStripeEvent(db: Database, event: Stripe.Event, now: () => Date, connect?: ConnectEvents): Promise<EventOutcome> {
  const repo = paymentsRepo(db);
  return db.transaction(
    async () => {
      const at = now().toISOString();
      if (!(await repo.firstDelivery(event.id, event.type, at))) return 'repeat';
      const change = CHANGES[event.type];
      if (!change) return connect ? connect(event) : 'ignored';
      const intent = event.data.object as Stripe.PaymentIntent;
      const hold = await repo.find(intent.metadata?.hold_id ?? '');
      if (!hold || hold.status !== change.from) return 'ignored';
      const applied = await settleWithLedger(db, hold, change.from, { ref: intent.id, status: change.to, captureBefore: null }, at);
      return applied ? 'applied' : 'ignored';
    },
    { durable: true },
  );
}
