import crypto from 'node:crypto';
import type Stripe from 'stripe';
import { type FORMAT_CITIES, sessionTimes } from '../../../shared/event-formats';
import type { HostPayouts } from '../../../shared/host-payouts-contract';
import type { Database } from '../../db/database';
import { eventFormatsRepo } from '../event-formats/repo';
import { billingOf } from '../ledger/billing';
import { ledgerRepo } from '../ledger/repo';
import { journeyRepo } from '../format-journey/repo';
import { sessionsRepo } from '../format-journey/sessions-repo';
import { type AccountState, accountStateOf, PayoutRefused, type PayoutsProvider } from './payouts-provider';
import { type PayoutRow, payoutsRepo, type TransferRow } from './repo';

type City = (typeof FORMAT_CITIES)[number];
/** After the provider refused a move for good, the same ticket is tried again no sooner than this. */
const RETRY_REFUSED_MS = 60 * 60_000;

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
export function hostPayouts(
  db: Database,
  provider: PayoutsProvider,
  now: () => Date,
  publicUrl: string,
  log: { warn: (details: object, message: string) => void },
) {
  const repo = payoutsRepo(db);
  const journey = journeyRepo(db);
  const ledger = ledgerRepo(db);
  const sessions = sessionsRepo(db);

  /**
   * Calls the provider for a move written 'sending', and marks it sent (the demo's bank pays out at once), or failed
   * when the provider refused it for good (then it counts as nothing sent, and the ticket is tried again later).
   */
  async function send(row: Omit<TransferRow, 'status' | 'providerRef'>, accountRef: string, group: string): Promise<void> {
    let answer: { ref: string };
    try {
      answer =
        row.kind === 'transfer'
          ? await provider.transfer(
              {
                accountRef,
                amountCents: row.amountCents,
                currency: row.currency,
                transferId: row.id,
                group,
                paymentRef: (await journey.payment(row.paymentId))?.providerRef ?? null,
              },
              row.id,
            )
          : await provider.reverse(
              (await repo.transfersOf(row.paymentId)).find((t) => t.id === row.transferId)?.providerRef ?? '',
              row.amountCents,
              row.id,
            );
    } catch (error) {
      if (error instanceof PayoutRefused) await repo.failed(row.id);
      throw error;
    }
    const at = now().toISOString();
    await db.transaction(
      async () => {
        if (!(await repo.sent(row.id, answer.ref))) return;
        await ledger.hostMove(row.kind === 'transfer' ? 'host-transfer' : 'host-reversal', row, answer.ref, at);
        if (provider.name === 'demo' && row.kind === 'transfer')
          await recordPayout({
            id: `demo-payout:${row.id}`,
            hostId: row.hostId,
            amountCents: row.amountCents,
            currency: row.currency,
            status: 'paid',
            arrivedOn: at.slice(0, 10),
          });
      },
      { durable: true },
    );
  }

  /**
   * A payout as the provider reports it, with its ledger row: paid, or failed (one failed after it was paid, its money
   * back in the host's account, is a 'host-payout-returned' row).
   */
  async function recordPayout(payout: PayoutRow & { hostId: string }): Promise<void> {
    const at = now().toISOString();
    await db.transaction(async () => {
      await repo.recordPayout(payout, at);
      if (payout.status === 'paid') await ledger.hostPayout('host-payout', payout, at);
      else if (await ledger.has('host-payout', payout.id)) await ledger.hostPayout('host-payout-returned', payout, at);
    });
  }

  /** What is sent of a ticket's share so far: transfers less reversals, those still sending included, refused ones not. */
  const netSent = (moves: readonly TransferRow[]) =>
    moves.filter((m) => m.status !== 'failed').reduce((sum, m) => sum + (m.kind === 'transfer' ? m.amountCents : -m.amountCents), 0);

  /** The host's share of a ticket due once `settled` of its group's `count` sessions have ended. */
  const dueAfter = (shareCents: number, settled: number, count: number) =>
    count === 0 ? 0 : Math.floor((Math.max(0, shareCents) * settled) / count);

  /** Brings what is sent of one ticket to what is due: a transfer up, or reversals (newest transfers first) down. */
  async function balance(paymentId: string, hostId: string, accountRef: string, dueCents: number, currency: string, label: string) {
    const moves = await repo.transfersOf(paymentId);
    const sent = netSent(moves);
    const at = now().toISOString();
    // A move the provider refused for good is not asked again at every tick.
    const refused = moves.filter((m) => m.status === 'failed').at(-1);
    if (refused && now().getTime() - Date.parse(refused.at) < RETRY_REFUSED_MS) return;
    // Ids follow the ticket's moves so far: two servers working out the same move write one row, and only its writer sends it.
    if (dueCents > sent) {
      const row = {
        id: `transfer:${paymentId}:${moves.length + 1}`,
        hostId,
        paymentId,
        kind: 'transfer' as const,
        transferId: null,
        amountCents: dueCents - sent,
        currency,
        at,
      };
      if (await repo.open(row)) await send(row, accountRef, label);
      return;
    }
    let over = sent - dueCents;
    // Only a transfer the provider made can be reversed; one still sending is reversed by a later tick.
    for (const transfer of moves.filter((m) => m.kind === 'transfer' && m.status === 'sent').reverse()) {
      if (over <= 0) break;
      const taken = moves
        .filter((m) => m.kind === 'reversal' && m.transferId === transfer.id && m.status !== 'failed')
        .reduce((sum, m) => sum + m.amountCents, 0);
      const amount = Math.min(over, transfer.amountCents - taken);
      if (amount <= 0) continue;
      const row = {
        id: `reversal:${transfer.id}:${taken + amount}`,
        hostId,
        paymentId,
        kind: 'reversal' as const,
        transferId: transfer.id,
        amountCents: amount,
        currency,
        at,
      };
      if (await repo.open(row)) await send(row, accountRef, label);
      over -= amount;
    }
  }

  /** The paid tickets of a group, with each one's host share from the ledger. */
  async function ticketsOf(formatId: string, groupId: string) {
    const members = new Set((await journey.members(formatId)).filter((m) => m.groupId === groupId).map((m) => m.interestId));
    // Only tickets this provider took: a demo ticket (before Stripe keys were set) moved no money to pass on.
    const paid = (await journey.paymentsOfFormats([formatId])).filter(
      (p) => members.has(p.interestId) && (p.status === 'paid' || p.status === 'refunded') && p.provider === provider.name,
    );
    const elsewhere = await journey.paidOutElsewhere(paid.map((p) => p.id));
    const payments = paid.filter((p) => !elsewhere.has(p.id));
    const sums = new Map((await ledger.tickets(payments)).map((sum) => [sum.paymentId, sum]));
    return payments.map((p) => ({ payment: p, share: sums.get(p.id)?.hostCents ?? 0 }));
  }

  /**
   * The host's account when it can be paid, asking the provider once per tick about one that is not active yet: a
   * lost account.updated event never keeps a host's money waiting.
   */
  async function activeAccountOf(hostId: string | null, asked: Map<string, boolean>) {
    if (!hostId) return null;
    let account = await repo.account(hostId);
    if (!account || account.provider !== provider.name) return null;
    if (account.state !== 'active' && !asked.has(hostId)) {
      asked.set(hostId, true);
      try {
        await repo.setState(account.accountRef, await provider.accountState(account.accountRef), now().toISOString());
        account = (await repo.account(hostId))!;
      } catch (error) {
        log.warn({ err: error, hostId }, "host payouts: could not ask for a payout account's state; the next tick asks again");
      }
    }
    return account.state === 'active' ? account : null;
  }

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

    /**
     * The tick: finishes moves a crash left 'sending', sends each ended session's share, and reverses what refunds made
     * too much. Answers how many moves it made.
     */
    async settle(): Promise<number> {
      let moves = 0;
      const asked = new Map<string, boolean>();
      for (const row of await repo.unfinished()) {
        const account = await repo.account(row.hostId);
        if (!account || account.provider !== provider.name) continue;
        try {
          await send(row, account.accountRef, 'resumed');
          moves += 1;
        } catch (error) {
          log.warn({ err: error, transferId: row.id }, 'host payouts: could not finish a transfer; the next tick tries again');
        }
      }
      const at = now();
      for (const session of await sessions.toSettle(at.toISOString().slice(0, 10))) {
        if (sessionTimes(session.date, session.time, session.city as City).endsAt > at) continue;
        const account = await activeAccountOf(session.hostId, asked);
        if (!account) continue;
        // One server works out each session; the others skip it.
        const claimedAt = at.toISOString();
        if (!(await sessions.markSettled(session.id, claimedAt))) continue;
        try {
          const count = (await sessions.ofGroup(session.groupId)).length;
          const settled = Math.min(count, await sessions.settledCount(session.groupId));
          for (const { payment, share } of await ticketsOf(session.formatId, session.groupId)) {
            const before = (await repo.transfersOf(payment.id)).length;
            await balance(
              payment.id,
              account.hostId,
              account.accountRef,
              dueAfter(share, settled, count),
              payment.currency,
              `format:${session.formatId}`,
            );
            moves += (await repo.transfersOf(payment.id)).length - before;
          }
        } catch (error) {
          await sessions.unsettle(session.id, claimedAt);
          // One host's refused transfer (the provider down, the account closed) holds back no other host's money.
          log.warn({ err: error, sessionId: session.id }, "host payouts: could not send a session's share; the next tick tries again");
        }
      }
      // Refunded tickets: one given up is final, so what it kept is sent in full; one refunded after a transfer (a
      // host who cancels once the program has begun) has what was sent beyond the share left reversed.
      // Each is looked at until its share is settled for good, however long ago it was refunded.
      const refunded = await journey.refundsToSettle();
      const shares = new Map((await ledger.tickets(refunded)).map((sum) => [sum.paymentId, sum.hostCents]));
      const moved = await repo.withMoves(refunded.map((p) => p.id));
      const settledAt = at.toISOString();
      for (const payment of refunded) {
        const share = shares.get(payment.id) ?? 0;
        // Most refunds are in full before anything was sent, and a ticket another provider took moved no money here:
        // nothing to do, ever.
        if ((share <= 0 && !moved.has(payment.id)) || payment.provider !== provider.name) {
          await journey.hostSettled(payment.id, settledAt);
          continue;
        }
        const format = await eventFormatsRepo(db).find(payment.formatId);
        const account = format && (await activeAccountOf(format.ownerId, asked));
        if (!account) continue;
        const group = await journey.groupOf(payment.interestId);
        const count = group ? (await sessions.ofGroup(group.id)).length : 0;
        const held = group ? await sessions.settledCount(group.id) : 0;
        const due = group ? dueAfter(share, held, count) : Math.max(0, share);
        const before = await repo.transfersOf(payment.id);
        try {
          if (netSent(before) !== due)
            await balance(payment.id, account.hostId, account.accountRef, due, payment.currency, `format:${payment.formatId}`);
          const after = await repo.transfersOf(payment.id);
          // Settled for good once nothing is on its way, what was sent is what is due, and no session is left.
          if (netSent(after) === due && after.every((m) => m.status !== 'sending') && (!group || held >= count))
            await journey.hostSettled(payment.id, settledAt);
          moves += after.length - before.length;
        } catch (error) {
          log.warn(
            { err: error, paymentId: payment.id },
            "host payouts: could not settle a refunded ticket's share; the next tick tries again",
          );
          moves += (await repo.transfersOf(payment.id)).length - before.length;
        }
      }
      return moves;
    },

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
