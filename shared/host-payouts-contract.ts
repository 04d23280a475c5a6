import { type Static, Type } from '@sinclair/typebox';
import { StringEnum } from './contract';

// The host payouts routes' schemas (listed per route in shared/api-contract.ts).

/** A host's payout account: none yet, waiting for their details, able to receive money, or blocked until they add more. */
export const PAYOUT_ACCOUNT_STATES = ['not-connected', 'pending', 'active', 'restricted'] as const;
export type PayoutAccountState = (typeof PAYOUT_ACCOUNT_STATES)[number];

/**
 * GET /api/hosts/me/payouts: the host's payout account and their share's way to the bank, per currency. `earned` is
 * their share of what was kept (the ledger), `pending` the part not sent yet (sessions still to end, or no active
 * account), `sent` what reached their payout account (transfers less reversals), `paidOut` what the provider paid on
 * to their bank. `demo`: no money moves here.
 */
export const HostPayouts = Type.Object({
  demo: Type.Boolean(),
  state: StringEnum(PAYOUT_ACCOUNT_STATES),
  lines: Type.Array(
    Type.Object({
      currency: Type.String(),
      earnedCents: Type.Integer(),
      /** Of what was earned, the share of tickets paid before payouts went through the app: paid by arrangement. */
      arrangedCents: Type.Integer(),
      pendingCents: Type.Integer(),
      sentCents: Type.Integer(),
      paidOutCents: Type.Integer(),
    }),
  ),
  payouts: Type.Array(
    Type.Object({
      id: Type.String(),
      amountCents: Type.Integer(),
      currency: Type.String(),
      status: StringEnum(['paid', 'failed']),
      /** The day it reaches the bank: YYYY-MM-DD. */
      arrivedOn: Type.String(),
    }),
  ),
});
export type HostPayouts = Static<typeof HostPayouts>;

/** POST /api/hosts/me/payouts/connect: where the host fills in their payout details (the provider's onboarding page). */
export const PayoutOnboarding = Type.Object({ url: Type.String() });
export type PayoutOnboarding = Static<typeof PayoutOnboarding>;
