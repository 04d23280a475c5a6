import { type Static, Type } from '@sinclair/typebox';
import { StringEnum } from './contract';

// The payments routes' schemas (listed per route in shared/api-contract.ts).

/** POST /api/payments/stripe/webhook: Stripe only needs a 2xx to stop retrying. */
export const WebhookReceived = Type.Object({ received: Type.Boolean() });

/**
 * GET /api/payments/deposit: the deposit's terms as this installation has them (DEPOSIT_CENTS, DEPOSIT_CURRENCY),
 * and `demo` when no payments provider is set up, so no money moves.
 */
export const DepositTerms = Type.Object({
  amountCents: Type.Integer(),
  currency: Type.String(),
  demo: Type.Boolean(),
  /** With Stripe: the publishable key the card form loads Stripe.js with (null: no card can be saved here). */
  publishableKey: Type.Union([Type.String(), Type.Null()]),
});
export type DepositTerms = Static<typeof DepositTerms>;

/**
 * A member's own deposit for one commitment (a group invite, an experience registration): 'none' until it is held
 * (with what holding it would take), then the hold's state. Only ever the member's own; `demo` when no money moves.
 */
export const OwnDeposit = Type.Object({
  status: StringEnum(['none', 'scheduled', 'placing', 'held', 'captured', 'released', 'failed']),
  /** 'scheduled': the card is saved and the hold is placed from this time on (the meetup is further away than a hold lasts). */
  holdFrom: Type.Optional(Type.String()),
  amountCents: Type.Integer(),
  currency: Type.String(),
  demo: Type.Boolean(),
});
export type OwnDeposit = Static<typeof OwnDeposit>;

/** The member's saved card as they are shown it (never a card number): null when none is saved. */
export const SavedCard = Type.Object({
  card: Type.Union([
    Type.Object({ brand: Type.Union([Type.String(), Type.Null()]), last4: Type.Union([Type.String(), Type.Null()]) }),
    Type.Null(),
  ]),
});
export type SavedCard = Static<typeof SavedCard>;
/** POST /api/payments/card/setup: the secret the card form (Stripe.js confirmCardSetup) confirms the setup with. */
export const CardSetupStarted = Type.Object({ clientSecret: Type.String() });
export type CardSetupStarted = Static<typeof CardSetupStarted>;
