import crypto from 'node:crypto';
import Stripe from 'stripe';
import { type StripeSettings, stripeClient } from '../payments/stripe-provider';

/** The provider refused a transfer or reversal for good (not an outage): the move is marked failed, not retried as is. */
export class PayoutRefused extends Error {}

/** A host's connected account as the provider sees it: pending until its details are in, restricted when it needs more. */
export type AccountState = 'pending' | 'active' | 'restricted';

/**
 * Where a host's share goes: a connected account per host (Stripe Connect Express), its onboarding link, transfers of
 * the host's share from the platform's balance, and reversals of them. Every call that moves money carries an
 * idempotency key, so a call repeated after a lost answer or a crash moves it once.
 */
export interface PayoutsProvider {
  readonly name: 'stripe' | 'demo';
  /** A new connected account for the host; `hostRef` is our random reference, no name or e-mail goes to the provider. */
  createAccount(hostRef: string, idempotencyKey: string): Promise<{ ref: string }>;
  /** Where the host fills in their details (Stripe's hosted onboarding); they come back to `returnUrl`. */
  onboardingLink(ref: string, returnUrl: string, refreshUrl: string): Promise<string>;
  accountState(ref: string): Promise<AccountState>;
  /**
   * Sends part of a ticket's host share. `paymentRef` is the ticket's payment at the provider (Stripe: its
   * PaymentIntent), whose charge the transfer is tied to: it waits for that charge's funds, and never spends more
   * than the charge left.
   */
  transfer(
    request: { accountRef: string; amountCents: number; currency: string; transferId: string; group: string; paymentRef: string | null },
    idempotencyKey: string,
  ): Promise<{ ref: string }>;
  reverse(transferRef: string, amountCents: number, idempotencyKey: string): Promise<{ ref: string }>;
}

/** Stripe's account as our state: active once it can be paid out, restricted when Stripe needs more or disabled it. */
export function accountStateOf(account: Pick<Stripe.Account, 'details_submitted' | 'payouts_enabled' | 'requirements'>): AccountState {
  if (account.payouts_enabled) return 'active';
  const requirements = account.requirements;
  // Stripe checking what was sent is waiting, not a request for more.
  if (requirements?.disabled_reason === 'requirements.pending_verification') return 'pending';
  if (requirements?.disabled_reason?.startsWith('rejected')) return 'restricted';
  if (account.details_submitted && (requirements?.disabled_reason || (requirements?.currently_due?.length ?? 0) > 0)) return 'restricted';
  return 'pending';
}

/** Stripe's refusal of the request itself (400-404: a closed account, too much to reverse) as PayoutRefused. */
async function refusedAsFailure<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripePermissionError)
      throw new PayoutRefused(error.message);
    throw error;
  }
}

/**
 * Stripe Connect through the official SDK: Express accounts with the platform as the one who charges (separate
 * charges and transfers: the ticket is charged on the platform, the host's share is transferred after each session).
 */
export function stripePayouts(settings: StripeSettings): PayoutsProvider {
  const stripe = stripeClient(settings);
  return {
    name: 'stripe',
    async createAccount(hostRef, idempotencyKey) {
      const account = await stripe.accounts.create(
        { type: 'express', capabilities: { transfers: { requested: true } }, metadata: { host_ref: hostRef } },
        { idempotencyKey },
      );
      return { ref: account.id };
    },
    async onboardingLink(ref, returnUrl, refreshUrl) {
      const link = await stripe.accountLinks.create({
        account: ref,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return link.url;
    },
    async accountState(ref) {
      return accountStateOf(await stripe.accounts.retrieve(ref));
    },
    async transfer(request, idempotencyKey) {
      // The ticket's charge as the transfer's source (source_transaction): the transfer does not need the platform's
      // available balance, and Stripe refuses it beyond what the charge has left.
      const intent = request.paymentRef?.startsWith('pi_') ? await stripe.paymentIntents.retrieve(request.paymentRef) : null;
      const charge = typeof intent?.latest_charge === 'string' ? intent.latest_charge : (intent?.latest_charge?.id ?? null);
      const transfer = await refusedAsFailure(() =>
        stripe.transfers.create(
          {
            amount: request.amountCents,
            currency: request.currency.toLowerCase(),
            destination: request.accountRef,
            transfer_group: request.group,
            ...(charge ? { source_transaction: charge } : {}),
            metadata: { transfer_id: request.transferId },
          },
          { idempotencyKey },
        ),
      );
      return { ref: transfer.id };
    },
    async reverse(transferRef, amountCents, idempotencyKey) {
      const reversal = await refusedAsFailure(() =>
        stripe.transfers.createReversal(transferRef, { amount: amountCents }, { idempotencyKey }),
      );
      return { ref: reversal.id };
    },
  };
}

/**
 * Without Stripe keys: the same flow and no money moves. The account is active at once (there is nothing to fill in),
 * and the onboarding link leads straight back to the billing page.
 */
export function demoPayouts(): PayoutsProvider {
  const made = new Map<string, string>();
  const once = (key: string, prefix: string) => {
    const known = made.get(key) ?? `${prefix}_${crypto.randomUUID().replace(/-/g, '')}`;
    made.set(key, known);
    return { ref: known };
  };
  return {
    name: 'demo',
    createAccount: async (_hostRef, key) => once(key, 'demo_acct'),
    onboardingLink: async (_ref, returnUrl) => returnUrl,
    accountState: async () => 'active',
    transfer: async (_request, key) => once(key, 'demo_tr'),
    reverse: async (_ref, _amount, key) => once(key, 'demo_trr'),
  };
}
