import type { Database } from '../../db/database';
import { ledgerRepo } from '../ledger/repo';
import { programJourneyRepo } from '../programs/journey-repo';
import { PayoutRefused, type PayoutsProvider } from './payouts-provider';
import { type PayoutRow, payoutsRepo, type TransferRow } from './repo';

/** After the provider refused a move for good, the same ticket is tried again no sooner than this. */
const RETRY_REFUSED_MS = 60 * 60_000;

export type PayoutsLog = { warn: (details: object, message: string) => void };

/** Each move of money to or from a host's account, and what a ticket's share comes to; the service and its tick use them. */
export function payoutMoves(db: Database, provider: PayoutsProvider, now: () => Date, log: PayoutsLog) {
  const repo = payoutsRepo(db);
  const journey = programJourneyRepo(db);
  const ledger = ledgerRepo(db);

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

  return { send, recordPayout, netSent, dueAfter, balance, ticketsOf, activeAccountOf };
}

export type PayoutMoves = ReturnType<typeof payoutMoves>;
