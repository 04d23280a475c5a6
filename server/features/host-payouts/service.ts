import crypto from 'node:crypto';
import type Stripe from 'stripe';
import type { HostPayouts } from '../../../shared/host-payouts-contract';
import type { Database } from '../../db/database';
import { eventFormatsRepo } from '../programs/formats-repo';
import { billingOf } from '../ledger/billing';
import { ledgerRepo } from '../ledger/repo';
import { programJourneyRepo } from '../programs/journey-repo';
import { type PayoutsLog, payoutMoves } from './payout-moves';
import { type AccountState, accountStateOf, type PayoutsProvider } from './payouts-provider';
import { payoutsRepo } from './repo';
import { payoutSettlement } from './settlement';

/**
 * Hosts paid out (Stripe Connect, separate charges and transfers): a ticket is charged on the platform; after each
 * session ends, each paid ticket's host share for the sessions held so far is transferred to the host's connected
 * account (share x sessions ended / sessions, the last one sending the rest); a later refund reverses what was sent
 * beyond the share that is left, so the host's share and the platform's fee come back in proportion; a place given up
 * is final, so what the policy kept of it is sent by the next tick. Money of a host
 * without an active account waits, and is sent by the first tick after the account becomes active. Each move is
 * written 'sending' before the provider is called with the row's id as idempotency key; a tick finishes any a crash
 * left, and one it refused for good is marked failed (nothing sent) and tried again an hour later. Each session is
 * claimed by one server before its share is worked out. Tickets paid before payouts went through the app, or through
 * another provider (demo tickets before Stripe keys were set), are never sent. The provider pays the account out to
 * the host's bank and tells us by webhook (payout.paid), which is recorded.
 */
export function hostPayouts(db: Database, provider: PayoutsProvider, now: () => Date, publicUrl: string, log: PayoutsLog) {
  const repo = payoutsRepo(db);
  const journey = programJourneyRepo(db);
  const ledger = ledgerRepo(db);
  const moves = payoutMoves(db, provider, now, log);
  const { recordPayout } = moves;

  return {
    provider: provider.name,

    /** The host's way to their payout details: their account (made once), and a fresh onboarding link to it. */
    async connect(hostId: string): Promise<string> {
      let account = await repo.account(hostId);
      if (!account || account.provider !== provider.name) {
        // The same reference for the same host, so a repeated call under the same idempotency key asks the same thing.
        const hostRef = crypto.createHash('sha256').update(`host:${hostId}`).digest('hex').slice(0, 24);
        const made = await provider.createAccount(hostRef, `connect:${hostId}`);
        await repo.addAccount(
          { hostId, provider: provider.name, accountRef: made.ref, state: await provider.accountState(made.ref) },
          now().toISOString(),
        );
        account = (await repo.account(hostId))!;
      }
      return provider.onboardingLink(
        account.accountRef,
        `${publicUrl}/host/billing?payouts=back`,
        `${publicUrl}/host/billing?payouts=again`,
      );
    },

    /** The host's payouts page: the account's state (asked of the provider again until active) and the sums. */
    async summary(hostId: string): Promise<HostPayouts> {
      let account = await repo.account(hostId);
      if (account && account.provider === provider.name && account.state !== 'active') {
        // Coming back from onboarding: the provider knows before its webhook arrives. Unreachable: say what we know.
        const state = await provider.accountState(account.accountRef).catch(() => account!.state);
        await repo.setState(account.accountRef, state, now().toISOString());
        account = (await repo.account(hostId))!;
      }
      const formats = await eventFormatsRepo(db).mine(hostId);
      const sums = await ledger.ticketsOfFormats(formats.map((f) => f.id));
      const earned = billingOf(sums);
      // Shares of tickets paid before payouts went through the app were paid by arrangement: never pending here.
      const elsewhere = await journey.paidOutElsewhere(sums.map((sum) => sum.paymentId));
      const arranged = (currency: string): number =>
        sums.filter((sum) => sum.currency === currency && elsewhere.has(sum.paymentId)).reduce((total, sum) => total + sum.hostCents, 0);
      const sent = new Map((await ledger.sentToHost(hostId)).map((row) => [row.currency, row.sentCents]));
      const paidOut = new Map((await ledger.paidOutToHost(hostId)).map((row) => [row.currency, row.paidOutCents]));
      const payouts = await repo.payoutsOf(hostId);
      const currencies = [...new Set([...earned.map((l) => l.currency), ...sent.keys(), ...paidOut.keys()])];
      return {
        demo: provider.name === 'demo',
        state: account && account.provider === provider.name ? account.state : 'not-connected',
        lines: currencies.map((currency) => {
          const earnedCents = earned.find((l) => l.currency === currency)?.earningsCents ?? 0;
          const sentCents = sent.get(currency) ?? 0;
          return {
            currency,
            earnedCents,
            arrangedCents: arranged(currency),
            // Below zero only while a refund's reversal waits for the account: nothing is owed to the host then.
            pendingCents: Math.max(0, earnedCents - arranged(currency) - sentCents),
            sentCents,
            paidOutCents: paidOut.get(currency) ?? 0,
          };
        }),
        payouts,
      };
    },

    ...payoutSettlement(db, provider, now, log, moves),

    /** A Connect event from Stripe's webhook (already verified, once per event id): an account's state, a payout. */
    async applyEvent(event: Stripe.Event): Promise<'applied' | 'ignored'> {
      const at = now().toISOString();
      if (event.type === 'account.updated') {
        const account = event.data.object as Stripe.Account;
        if (!(await repo.accountByRef(account.id))) return 'ignored';
        await repo.setState(account.id, accountStateOf(account) as AccountState, at);
        return 'applied';
      }
      if (event.type === 'payout.paid' || event.type === 'payout.failed') {
        const payout = event.data.object as Stripe.Payout;
        const account = event.account ? await repo.accountByRef(event.account) : null;
        if (!account) return 'ignored';
        await recordPayout({
          id: payout.id,
          hostId: account.hostId,
          amountCents: payout.amount,
          currency: payout.currency.toUpperCase(),
          status: event.type === 'payout.paid' ? 'paid' : 'failed',
          arrivedOn: new Date(payout.arrival_date * 1000).toISOString().slice(0, 10),
        });
        return 'applied';
      }
      return 'ignored';
    },
  };
}

export type HostPayoutsService = ReturnType<typeof hostPayouts>;
