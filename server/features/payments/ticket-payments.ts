import crypto from 'node:crypto';
import type { Database } from '../../db/database';
import { programJourneyRepo, type PaymentRow } from '../programs/journey-repo';
import { ledgerRepo } from '../ledger/repo';
import type { PaymentsProvider, ProviderCharge } from './provider';
import type { ChargeableCard } from './saved-cards';

/** What else a payment changes when it goes through, in its transaction (the confirmation and the host's notice). */
export type WhenPaid = (payment: PaymentRow) => Promise<void>;

/** A 'paying' ticket is asked about again once it is this old (its first call has surely ended or died). */
const UNFINISHED_AFTER_MS = 60_000;

/**
 * Tickets of event formats (docs/product-rules.md#tickets-and-refunds: "selected participants confirm and pay"), through the deposits'
 * payments provider. As with tips, the row is written first ('paying', with the platform's 20% and the host's 80%),
 * the provider is called with the payment's id as idempotency key, and its answer is applied in one durable
 * transaction with its ledger rows (ledger/repo.ts: the charge, split into fee and share, and the provider's fee); the tick finishes a row a crash left 'paying' from
 * the provider's record. A refund is written with its ledger row, which keeps the fee at 20% of what was kept.
 */
export function ticketPayments(db: Database, provider: PaymentsProvider, now: () => Date) {
  const repo = programJourneyRepo(db);
  const ledger = ledgerRepo(db);
  const keyOf = (payment: PaymentRow) => `ticket:${payment.id}`;

  async function apply(payment: PaymentRow, answer: ProviderCharge, whenPaid: WhenPaid): Promise<PaymentRow> {
    const at = now().toISOString();
    await db.transaction(
      async () => {
        if ((await repo.settlePayment(payment.id, answer.status, answer.ref || null, at)) && answer.status === 'paid') {
          await ledger.ticketCharged(payment, answer.ref || null, at);
          if (answer.processingFeeCents != null)
            await ledger.processingFee(
              { paymentId: payment.id, formatId: payment.formatId },
              answer.processingFeeCents,
              payment.currency,
              answer.ref || null,
              at,
            );
          await repo.setStatus([payment.interestId], 'paid', at);
          await whenPaid((await repo.payment(payment.id))!);
        }
      },
      { durable: true },
    );
    return (await repo.payment(payment.id))!;
  }

  return {
    provider: provider.name,

    /** Pays the ticket with the card; answers the payment that did not fail if one exists already (a replay). */
    async pay(
      ticket: {
        formatId: string;
        interestId: string;
        userId: string;
        amountCents: number;
        currency: string;
      },
      card: ChargeableCard,
      whenPaid: WhenPaid,
    ): Promise<PaymentRow> {
      const id = crypto.randomUUID();
      const opened = await repo.openPayment({ id, ...ticket, provider: provider.name }, now().toISOString());
      const payment = opened ? (await repo.payment(id))! : (await repo.paymentOf(ticket.interestId))!;
      if (!opened || payment.status !== 'paying') return payment;
      const answer = await provider.charge(
        { chargeId: payment.id, amountCents: payment.amountCents, currency: payment.currency, ...card },
        keyOf(payment),
      );
      return apply(payment, answer, whenPaid);
    },

    /** Gives back `amountCents` of a paid ticket (the cancellation policy's share, or all of it when a group is called off). */
    async refund(payment: PaymentRow, amountCents: number): Promise<void> {
      if (payment.status !== 'paid') return;
      const refund =
        amountCents > 0 && payment.providerRef
          ? await provider.refund(payment.providerRef, `ticket-refund:${payment.id}`, amountCents)
          : null;
      const at = now().toISOString();
      // The refund and its ledger row in one transaction (or in the caller's, which this joins).
      await db.transaction(
        async () => {
          if (await repo.refundPayment(payment.id, at)) await ledger.ticketRefunded(payment, amountCents, refund?.ref ?? null, at);
        },
        { durable: true },
      );
    },

    /** Finishes tickets a crash left 'paying', from the provider's record (none: nothing was paid). */
    async reconcile(whenPaid: WhenPaid): Promise<number> {
      const unfinished = await repo.unfinishedPayments(new Date(now().getTime() - UNFINISHED_AFTER_MS).toISOString());
      for (const payment of unfinished)
        await apply(payment, (await provider.findCharge(payment.id)) ?? { ref: '', status: 'failed' }, whenPaid);
      return unfinished.length;
    },
  };
}

export type TicketPayments = ReturnType<typeof ticketPayments>;
