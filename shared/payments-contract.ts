import { type Static, Type } from '@sinclair/typebox';
import { Nullable, StringEnum } from './contract';

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

/**
 * One of the member's own payments, as /payment lists them (GET /api/payments/mine). `status` is the row's own:
 * a deposit is placing, held, released, captured (charged as a no-show) or failed, and 'refunded' once a no-show charge
 * was given back; a tip or a ticket is paying, paid or failed, and a ticket 'refunded' once its place was given up or
 * called off (`refundedCents` says how much of it, which may be nothing). A ticket's amounts are sums over the programs'
 * ledger (what was charged; what was asked, while nothing was).
 */
export const MyPayment = Type.Object({
  /** The kind and the row's id: unique across the three kinds. */
  id: Type.String(),
  /** What the money was for: a deposit (a group invite's, an experience's), a tip, or a program's ticket. */
  kind: StringEnum(['deposit', 'tip', 'ticket']),
  status: StringEnum(['placing', 'paying', 'held', 'released', 'captured', 'paid', 'refunded', 'failed']),
  amountCents: Type.Integer(),
  refundedCents: Type.Integer(),
  currency: Type.String(),
  /** When it was made (UTC); shown as a day on the calendar of `timeZone`, the city's. */
  at: Type.String(),
  timeZone: Type.String(),
  /** The group's meetup, for a group deposit or a tip. */
  meetupAt: Nullable(Type.String()),
  /** The program's title (a ticket) or the experience's (an experience deposit); null when it is gone. */
  title: Nullable(Type.String()),
});
export type MyPayment = Static<typeof MyPayment>;

/** GET /api/payments/mine: the member's deposits, tips and tickets, newest first; nobody else's. */
export const MyPayments = Type.Object({ payments: Type.Array(MyPayment) });
export type MyPayments = Static<typeof MyPayments>;
