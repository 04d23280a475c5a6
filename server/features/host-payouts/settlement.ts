import { type FORMAT_CITIES, sessionTimes } from '../../../shared/event-formats';
import type { Database } from '../../db/database';
import { eventFormatsRepo } from '../programs/formats-repo';
import { ledgerRepo } from '../ledger/repo';
import { programJourneyRepo } from '../programs/journey-repo';
import { sessionsRepo } from '../programs/sessions-repo';
import type { PayoutMoves, PayoutsLog } from './payout-moves';
import type { PayoutsProvider } from './payouts-provider';
import { payoutsRepo } from './repo';

type City = (typeof FORMAT_CITIES)[number];

/** The tick's part: each ended session's share sent, and refunded tickets' shares settled. */
export function payoutSettlement(db: Database, provider: PayoutsProvider, now: () => Date, log: PayoutsLog, transfers: PayoutMoves) {
  const repo = payoutsRepo(db);
  const journey = programJourneyRepo(db);
  const ledger = ledgerRepo(db);
  const sessions = sessionsRepo(db);
  const { send, netSent, dueAfter, balance, ticketsOf, activeAccountOf } = transfers;

  return {
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
  };
}
