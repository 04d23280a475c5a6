import crypto from 'node:crypto';
import type { PaymentsProvider, ProviderHold } from './provider';

/** A demo authorization lasts as long as a customer-present card hold does. */
const DEMO_HOLD_DAYS = 7;

/**
 * The provider without Stripe keys (a newcomer's `npm start`): the same flow, and no money moves. It keeps its holds
 * in memory by idempotency key, so a repeated call answers as the first did, as Stripe does.
 */
export function demoProvider(now: () => Date): PaymentsProvider {
  const byKey = new Map<string, ProviderHold>();
  const byRef = new Map<string, ProviderHold & { holdId: string }>();
  const charges = new Map<string, string>();
  const once = (key: string, make: () => ProviderHold): ProviderHold => {
    const known = byKey.get(key);
    if (known) return known;
    const made = make();
    byKey.set(key, made);
    return made;
  };
  // A hold made before a restart is gone from memory; as no money ever moved, the change is simply granted.
  const change = (ref: string, status: ProviderHold['status']): ProviderHold => {
    const hold = byRef.get(ref);
    if (!hold) return { ref, status, captureBefore: null };
    hold.status = status;
    return { ref, status, captureBefore: hold.captureBefore };
  };
  return {
    name: 'demo',
    async refund(_ref, key) {
      return { ref: once(key, () => ({ ref: `demo_refund_${crypto.randomUUID()}`, status: 'released', captureBefore: null })).ref };
    },
    async placeHold(request, key) {
      return once(key, () => {
        const ref = `demo_${crypto.randomUUID()}`;
        const captureBefore = new Date(now().getTime() + DEMO_HOLD_DAYS * 24 * 60 * 60 * 1000).toISOString();
        const hold = { ref, status: 'held' as const, captureBefore };
        byRef.set(ref, { ...hold, holdId: request.holdId });
        return hold;
      });
    },
    async charge(request, key) {
      const paid = once(key, () => ({ ref: `demo_tip_${crypto.randomUUID()}`, status: 'captured', captureBefore: null }));
      charges.set(request.chargeId, paid.ref);
      return { ref: paid.ref, status: 'paid', processingFeeCents: 0 };
    },
    async processingFee() {
      return 0;
    },
    async findCharge(chargeId) {
      const ref = charges.get(chargeId);
      return ref ? { ref, status: 'paid' } : null;
    },
    async capture(ref, key) {
      return { ...once(key, () => change(ref, 'captured')), processingFeeCents: 0 };
    },
    async release(ref, key) {
      return once(key, () => change(ref, 'released'));
    },
    // No card is ever asked for: the demo provider holds without one. These answer as a finished setup would.
    async startCardSetup({ customerRef }, key) {
      return { customerRef: customerRef ?? `demo_cus_${key}`, setupRef: `demo_seti_${key}`, clientSecret: 'demo' };
    },
    async finishCardSetup() {
      return { paymentMethod: 'demo', brand: null, last4: null };
    },
    async forgetCustomer() {},
    async findHold(holdId) {
      const hold = [...byRef.values()].find((candidate) => candidate.holdId === holdId);
      return hold ? { ref: hold.ref, status: hold.status, captureBefore: hold.captureBefore } : null;
    },
  };
}
