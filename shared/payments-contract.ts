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
});
export type DepositTerms = Static<typeof DepositTerms>;

/**
 * A member's own deposit for one commitment (a group invite, an experience registration): 'none' until it is held
 * (with what holding it would take), then the hold's state. Only ever the member's own; `demo` when no money moves.
 */
export const OwnDeposit = Type.Object({
  status: StringEnum(['none', 'placing', 'held', 'captured', 'released', 'failed']),
  amountCents: Type.Integer(),
  currency: Type.String(),
  demo: Type.Boolean(),
});
export type OwnDeposit = Static<typeof OwnDeposit>;
