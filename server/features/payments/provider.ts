/**
 * The payments provider a deposit hold goes through: Stripe (stripe-provider.ts) when keys are set, else
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
  /** The provider's customer the saved method belongs to (Stripe needs it for a saved card). */
  customerRef?: string | null;
  /** Placed later, without the member there (a scheduled hold): Stripe's off_session, so the bank knows. */
  offSession?: boolean;
}

/** A card being saved for later holds: the member's customer and the setup their card form confirms. */
export interface CardSetup {
  customerRef: string;
  setupRef: string;
  /** Handed to the card form (Stripe.js confirmCardSetup); never stored. */
  clientSecret: string;
}

/** A card the member saved: what later holds are placed with, and what the member is shown of it. */
export interface SavedCardDetails {
  paymentMethod: string;
  brand: string | null;
  last4: string | null;
}

/** A payment taken at once (a tip), with the member's saved card. */
export interface ChargeRequest {
  /** Our payment's id: the provider keeps it with the payment. */
  chargeId: string;
  amountCents: number;
  currency: string;
  paymentMethod: string;
  customerRef?: string | null;
}

export interface ProviderCharge {
  /** The provider's reference ('' when the card was refused before a payment existed). */
  ref: string;
  status: 'paid' | 'failed';
  /** What the provider kept of a paid charge (Stripe's fee), when its answer says; the demo's is 0 (no money moves). */
  processingFeeCents?: number | null;
}

export interface ProviderHold {
  ref: string;
  status: 'held' | 'captured' | 'released' | 'failed';
  /** When the authorization lapses (ISO), if the provider says. */
  captureBefore: string | null;
  /** What the provider kept of a captured hold (Stripe's fee), when its answer says; the demo's is 0. */
  processingFeeCents?: number | null;
}

export interface PaymentsProvider {
  readonly name: 'stripe' | 'demo';
  placeHold(request: HoldRequest, idempotencyKey: string): Promise<ProviderHold>;
  capture(ref: string, idempotencyKey: string): Promise<ProviderHold>;
  release(ref: string, idempotencyKey: string): Promise<ProviderHold>;
  /**
   * Gives back a captured deposit or a paid ticket: in full, or `amountCents` of it (a ticket's cancellation policy);
   * answers the refund's reference.
   */
  refund(ref: string, idempotencyKey: string, amountCents?: number): Promise<{ ref: string }>;
  /** Takes a payment at once (a tip): paid, or failed when the card is refused. */
  charge(request: ChargeRequest, idempotencyKey: string): Promise<ProviderCharge>;
  /**
   * What the provider kept of the charge behind `ref` (a captured hold, a tip, a ticket), or null while it does not
   * know yet: asked for a charge whose answer did not say (one a webhook or reconciliation recorded).
   */
  processingFee(ref: string): Promise<number | null>;
  /** The provider's payment made for our payment id, or null if none was made (reconciliation). */
  findCharge(chargeId: string): Promise<ProviderCharge | null>;
  /** The provider's hold made for our hold id, or null if none was made (reconciliation). */
  findHold(holdId: string): Promise<ProviderHold | null>;
  /**
   * Starts saving the member's card for holds placed later (Stripe: a Customer, made once, and a SetupIntent for
   * off-session use). `memberRef` is our random reference for the member: no name or e-mail goes to the provider.
   */
  startCardSetup(request: { memberRef: string; customerRef: string | null }, idempotencyKey: string): Promise<CardSetup>;
  /** The card the setup saved, or null while it is not done (the form not submitted, or the bank said no). */
  finishCardSetup(setupRef: string): Promise<SavedCardDetails | null>;
  /** The member deleted their account: their customer and saved cards go from the provider too. */
  forgetCustomer(customerRef: string): Promise<void>;
}
