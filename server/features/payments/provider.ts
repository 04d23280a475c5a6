/**
 * The payments provider a deposit hold goes through (issue 14): Stripe (stripe-provider.ts) when keys are set, else
 * the demo provider (demo-provider.ts), in which no money moves. Every call carries an idempotency key, so a call
 * repeated after a lost answer or a crash does the thing once.
 */
export interface HoldRequest {
  /** Our hold's id: the provider keeps it with the hold, so reconciliation can find it again. */
  holdId: string;
  amountCents: number;
  currency: string;
  /** The provider's saved payment method for the member (Stripe: a PaymentMethod id). */
  paymentMethod: string;
}

export interface ProviderHold {
  ref: string;
  status: 'held' | 'captured' | 'released' | 'failed';
  /** When the authorization lapses (ISO), if the provider says. */
  captureBefore: string | null;
}

export interface PaymentsProvider {
  readonly name: 'stripe' | 'demo';
  placeHold(request: HoldRequest, idempotencyKey: string): Promise<ProviderHold>;
  capture(ref: string, idempotencyKey: string): Promise<ProviderHold>;
  release(ref: string, idempotencyKey: string): Promise<ProviderHold>;
  /** The provider's hold made for our hold id, or null if none was made (reconciliation). */
  findHold(holdId: string): Promise<ProviderHold | null>;
}
