import type { Database } from '../../db/database';
import { ticketSplit } from '../../../shared/format-journey';
import type { HostDashboard } from '../../../shared/format-journey-contract';
import type { PaymentRow } from './repo';

/** A ticket's money as the ledger adds it up: what was charged, what went back, and how what was kept is split. */
export interface LedgerSum {
  paymentId: string;
  formatId: string;
  currency: string;
  chargedCents: number;
  refundedCents: number;
  /** The platform's fee on what was kept (20% of it). */
  feeCents: number;
  /** The host's share of what was kept. */
  hostCents: number;
}

const SUMS = `SELECT payment_id AS "paymentId", format_id AS "formatId", currency,
    SUM(CASE WHEN kind = 'ticket-charged' THEN amount_cents ELSE 0 END) AS "chargedCents",
    SUM(CASE WHEN kind = 'ticket-refunded' THEN amount_cents ELSE 0 END) AS "refundedCents",
    SUM(CASE WHEN kind = 'ticket-charged' THEN fee_cents ELSE -fee_cents END) AS "feeCents",
    SUM(CASE WHEN kind = 'ticket-charged' THEN host_cents ELSE -host_cents END) AS "hostCents"
  FROM format_ledger`;
const INSERT = `INSERT INTO format_ledger (id, payment_id, format_id, kind, amount_cents, fee_cents, host_cents, currency, at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`;

/**
 * All SQL for format_ledger, the programs' money ledger: a row for each ticket charged and each refund, written by
 * payments/ticket-payments.ts in the transaction that changes the payment. Every figure of money shown (billing, the
 * dashboard, a member's payments) is a sum over it.
 */
export function ledgerRepo(db: Database) {
  return {
    /** The charge of a ticket that went through: the ticket, the platform's fee and the host's share. */
    async charged(payment: PaymentRow, at: string): Promise<void> {
      const { feeCents, hostCents } = ticketSplit(payment.amountCents);
      await db.run(INSERT, [
        `charge:${payment.id}`,
        payment.id,
        payment.formatId,
        'ticket-charged',
        payment.amountCents,
        feeCents,
        hostCents,
        payment.currency,
        at,
      ]);
    },
    /**
     * A refund of `refundedCents` of a charged ticket: the fee afterwards is 20% of what was kept (all of it back on a
     * full refund), and the host's share gives back the rest of the refund.
     */
    async refunded(payment: PaymentRow, refundedCents: number, at: string): Promise<void> {
      const before = ticketSplit(payment.amountCents).feeCents;
      const after = ticketSplit(payment.amountCents - refundedCents).feeCents;
      await db.run(INSERT, [
        `refund:${payment.id}`,
        payment.id,
        payment.formatId,
        'ticket-refunded',
        refundedCents,
        before - after,
        refundedCents - (before - after),
        payment.currency,
        at,
      ]);
    },
    /** Each ticket's sums, for these formats. */
    ofFormats: (formatIds: readonly string[]) =>
      formatIds.length === 0
        ? Promise.resolve([] as LedgerSum[])
        : db.all<LedgerSum>(
            `${SUMS} WHERE format_id IN (${formatIds.map(() => '?').join(', ')}) GROUP BY payment_id, format_id, currency ORDER BY payment_id`,
            formatIds,
          ),
    /**
     * The sums of these tickets; one the ledger has no row of (never charged) is left out. Asked by format too, so the
     * ledger's (format_id, payment_id) index finds the rows.
     */
    ofPayments(payments: readonly { id: string; formatId: string }[]) {
      if (payments.length === 0) return Promise.resolve([] as LedgerSum[]);
      const marks = (count: number) => Array.from({ length: count }, () => '?').join(', ');
      const formatIds = [...new Set(payments.map((payment) => payment.formatId))];
      return db.all<LedgerSum>(
        `${SUMS} WHERE format_id IN (${marks(formatIds.length)}) AND payment_id IN (${marks(payments.length)})
          GROUP BY payment_id, format_id, currency ORDER BY payment_id`,
        [...formatIds, ...payments.map((payment) => payment.id)],
      );
    },
  };
}

export type LedgerRepo = ReturnType<typeof ledgerRepo>;

/** The ledger's tickets added up, per currency: sold, refunded, the platform's fee and the host's earnings. */
export function billingOf(sums: readonly LedgerSum[]): HostDashboard['billing'] {
  const byCurrency = new Map<string, HostDashboard['billing'][number]>();
  for (const sum of sums) {
    const line = byCurrency.get(sum.currency) ?? {
      currency: sum.currency,
      ticketsSold: 0,
      salesCents: 0,
      refundedCents: 0,
      feeCents: 0,
      earningsCents: 0,
    };
    line.ticketsSold += 1;
    line.salesCents += sum.chargedCents;
    line.refundedCents += sum.refundedCents;
    line.feeCents += sum.feeCents;
    line.earningsCents += sum.hostCents;
    byCurrency.set(sum.currency, line);
  }
  return [...byCurrency.values()];
}
