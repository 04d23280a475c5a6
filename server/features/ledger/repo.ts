import { ticketSplit } from '../../../shared/format-journey';
import type { Database } from '../../db/database';
import { type Books, type LedgerEntry, type LedgerKind, type LedgerSubject, subjectKey, type TicketSum } from './rows';

const ENTRY = `id, kind, hold_id AS "holdId", tip_id AS "tipId", payment_id AS "paymentId", format_id AS "formatId",
  host_id AS "hostId", amount_cents AS "amountCents", fee_cents AS "feeCents", host_cents AS "hostCents", currency,
  provider_ref AS "providerRef", at`;
const INSERT = `INSERT INTO ledger (id, kind, hold_id, tip_id, payment_id, format_id, host_id, amount_cents, fee_cents, host_cents,
  currency, provider_ref, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`;
// Within a moment, a deposit's placing comes before what ended it, the provider's fee after its charge, and what takes
// money back (a refund, a reversal, a payout returned) after what it takes back.
const ORDER = `at, CASE WHEN kind = 'hold-placed' THEN 0 WHEN kind = 'processing-fee' THEN 2
  WHEN kind IN ('hold-refunded', 'ticket-refunded', 'host-reversal', 'host-payout-returned') THEN 3 ELSE 1 END, id`;
const TICKET_SUMS = `SELECT payment_id AS "paymentId", format_id AS "formatId", currency,
    SUM(CASE WHEN kind = 'ticket-charged' THEN amount_cents ELSE 0 END) AS "chargedCents",
    SUM(CASE WHEN kind = 'ticket-refunded' THEN amount_cents ELSE 0 END) AS "refundedCents",
    SUM(CASE WHEN kind = 'ticket-charged' THEN fee_cents ELSE -fee_cents END) AS "feeCents",
    SUM(CASE WHEN kind = 'ticket-charged' THEN host_cents ELSE -host_cents END) AS "hostCents"
  FROM ledger`;
const TICKET_KINDS = `kind IN ('ticket-charged', 'ticket-refunded')`;
const BOOKS = `SELECT currency,
    SUM(CASE WHEN kind IN ('hold-captured', 'tip-paid', 'ticket-charged') THEN amount_cents ELSE 0 END) AS "chargedCents",
    SUM(CASE WHEN kind IN ('hold-refunded', 'ticket-refunded') THEN amount_cents ELSE 0 END) AS "refundedCents",
    SUM(CASE WHEN kind IN ('hold-captured', 'tip-paid', 'ticket-charged') THEN fee_cents
      WHEN kind IN ('hold-refunded', 'ticket-refunded') THEN -fee_cents ELSE 0 END) AS "feeCents",
    SUM(CASE WHEN kind IN ('hold-captured', 'tip-paid', 'ticket-charged') THEN host_cents
      WHEN kind IN ('hold-refunded', 'ticket-refunded') THEN -host_cents ELSE 0 END) AS "hostCents",
    SUM(CASE WHEN kind = 'processing-fee' THEN amount_cents ELSE 0 END) AS "processingFeeCents",
    SUM(CASE WHEN kind = 'host-transfer' THEN amount_cents WHEN kind = 'host-reversal' THEN -amount_cents ELSE 0 END) AS "sentToHostsCents",
    SUM(CASE WHEN kind = 'host-payout' THEN amount_cents WHEN kind = 'host-payout-returned' THEN -amount_cents ELSE 0 END) AS "paidOutCents"
  FROM ledger GROUP BY currency ORDER BY currency`;

const marks = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/**
 * All SQL of `ledger`, the one table of money movements (see its migration). Each movement is written by the feature
 * whose state it belongs to, inside that feature's transaction; a row's id is its kind and what it belongs to, so a
 * replayed write adds nothing. Every figure of money shown anywhere is a sum read here.
 */
export function ledgerRepo(db: Database) {
  async function add(row: Omit<LedgerEntry, 'holdId' | 'tipId' | 'paymentId' | 'formatId' | 'hostId'> & Partial<LedgerEntry>) {
    const { changes } = await db.run(INSERT, [
      row.id,
      row.kind,
      row.holdId ?? null,
      row.tipId ?? null,
      row.paymentId ?? null,
      row.formatId ?? null,
      row.hostId ?? null,
      row.amountCents,
      row.feeCents,
      row.hostCents,
      row.currency,
      row.providerRef,
      row.at,
    ]);
    return changes === 1;
  }

  return {
    /**
     * A deposit's movement: placed (authorized), released, failed; captured (the platform's) or refunded (all of it
     * back). Answers false when the row was written before.
     */
    hold(
      kind: Extract<LedgerKind, `hold-${string}`>,
      hold: { id: string; amountCents: number; currency: string },
      ref: string | null,
      at: string,
    ) {
      const moved = kind === 'hold-captured' || kind === 'hold-refunded';
      return add({
        id: `${kind}:${hold.id}`,
        kind,
        holdId: hold.id,
        amountCents: hold.amountCents,
        feeCents: moved ? hold.amountCents : 0,
        hostCents: 0,
        currency: hold.currency,
        providerRef: ref,
        at,
      });
    },
    /** A tip paid (the platform's: member groups have no host) or refused. */
    tip(kind: 'tip-paid' | 'tip-failed', tip: { id: string; amountCents: number; currency: string }, ref: string | null, at: string) {
      return add({
        id: `${kind}:${tip.id}`,
        kind,
        tipId: tip.id,
        amountCents: tip.amountCents,
        feeCents: kind === 'tip-paid' ? tip.amountCents : 0,
        hostCents: 0,
        currency: tip.currency,
        providerRef: ref,
        at,
      });
    },
    /** The charge of a ticket that went through: the ticket, the platform's fee and the host's share. */
    ticketCharged(payment: { id: string; formatId: string; amountCents: number; currency: string }, ref: string | null, at: string) {
      const { feeCents, hostCents } = ticketSplit(payment.amountCents);
      return add({
        id: `ticket-charged:${payment.id}`,
        kind: 'ticket-charged',
        paymentId: payment.id,
        formatId: payment.formatId,
        amountCents: payment.amountCents,
        feeCents,
        hostCents,
        currency: payment.currency,
        providerRef: ref,
        at,
      });
    },
    /**
     * A refund of `refundedCents` of a charged ticket: the fee afterwards is 20% of what was kept (all of it back on a
     * full refund), and the host's share gives back the rest of the refund.
     */
    ticketRefunded(
      payment: { id: string; formatId: string; amountCents: number; currency: string },
      refundedCents: number,
      ref: string | null,
      at: string,
    ) {
      const before = ticketSplit(payment.amountCents).feeCents;
      const after = ticketSplit(payment.amountCents - refundedCents).feeCents;
      return add({
        id: `ticket-refunded:${payment.id}`,
        kind: 'ticket-refunded',
        paymentId: payment.id,
        formatId: payment.formatId,
        amountCents: refundedCents,
        feeCents: before - after,
        hostCents: refundedCents - (before - after),
        currency: payment.currency,
        providerRef: ref,
        at,
      });
    },
    /**
     * What the payment provider kept of a charge (Stripe's fee): the platform's cost, never the member's or the host's.
     * None (the demo provider's) is no movement, so no row.
     */
    async processingFee(subject: LedgerSubject, amountCents: number, currency: string, ref: string | null, at: string) {
      if (amountCents === 0) return false;
      return add({
        id: `processing-fee:${subjectKey(subject)}`,
        kind: 'processing-fee',
        ...subject,
        amountCents,
        feeCents: 0,
        hostCents: 0,
        currency,
        providerRef: ref,
        at,
      });
    },
    /** A transfer of a ticket's host share to the host's account, or a reversal of one, once the provider made it. */
    hostMove(
      kind: 'host-transfer' | 'host-reversal',
      move: { id: string; hostId: string; paymentId: string; amountCents: number; currency: string },
      ref: string,
      at: string,
    ) {
      return add({
        id: `${kind}:${move.id}`,
        kind,
        paymentId: move.paymentId,
        hostId: move.hostId,
        amountCents: move.amountCents,
        feeCents: 0,
        hostCents: 0,
        currency: move.currency,
        providerRef: ref,
        at,
      });
    },
    /** A payout from the host's account to their bank, or one the bank sent back. */
    hostPayout(
      kind: 'host-payout' | 'host-payout-returned',
      payout: { id: string; hostId: string; amountCents: number; currency: string },
      at: string,
    ) {
      return add({
        id: `${kind}:${payout.id}`,
        kind,
        hostId: payout.hostId,
        amountCents: payout.amountCents,
        feeCents: 0,
        hostCents: 0,
        currency: payout.currency,
        providerRef: payout.id,
        at,
      });
    },

    /** Every row of these deposits, in the order they happened. */
    ofHolds: (holdIds: readonly string[]) =>
      holdIds.length === 0
        ? Promise.resolve([] as LedgerEntry[])
        : db.all<LedgerEntry>(`SELECT ${ENTRY} FROM ledger WHERE hold_id IN (${marks(holdIds.length)}) ORDER BY ${ORDER}`, holdIds),
    /** Every row of these tips, in the order they happened. */
    ofTips: (tipIds: readonly string[]) =>
      tipIds.length === 0
        ? Promise.resolve([] as LedgerEntry[])
        : db.all<LedgerEntry>(`SELECT ${ENTRY} FROM ledger WHERE tip_id IN (${marks(tipIds.length)}) ORDER BY ${ORDER}`, tipIds),
    /** Every row of these tickets (charges, refunds, the provider's fees, moves to the host), in the order they happened. */
    ofPayments: (paymentIds: readonly string[]) =>
      paymentIds.length === 0
        ? Promise.resolve([] as LedgerEntry[])
        : db.all<LedgerEntry>(
            `SELECT ${ENTRY} FROM ledger WHERE payment_id IN (${marks(paymentIds.length)}) ORDER BY ${ORDER}`,
            paymentIds,
          ),
    /** Every row of a host's transfers, reversals and payouts, in the order they happened. */
    ofHost: (hostId: string) => db.all<LedgerEntry>(`SELECT ${ENTRY} FROM ledger WHERE host_id = ? ORDER BY ${ORDER}`, [hostId]),

    /** Each ticket's sums, for these formats. */
    ticketsOfFormats: (formatIds: readonly string[]) =>
      formatIds.length === 0
        ? Promise.resolve([] as TicketSum[])
        : db.all<TicketSum>(
            `${TICKET_SUMS} WHERE format_id IN (${marks(formatIds.length)}) AND ${TICKET_KINDS}
              GROUP BY payment_id, format_id, currency ORDER BY payment_id`,
            formatIds,
          ),
    /**
     * The sums of these tickets; one the ledger has no row of (never charged) is left out. Asked by format too, so the
     * ledger's (format_id, payment_id) index finds the rows.
     */
    async tickets(payments: readonly { id: string; formatId: string }[]): Promise<TicketSum[]> {
      if (payments.length === 0) return [];
      const formatIds = [...new Set(payments.map((payment) => payment.formatId))];
      return db.all<TicketSum>(
        `${TICKET_SUMS} WHERE format_id IN (${marks(formatIds.length)}) AND payment_id IN (${marks(payments.length)}) AND ${TICKET_KINDS}
          GROUP BY payment_id, format_id, currency ORDER BY payment_id`,
        [...formatIds, ...payments.map((payment) => payment.id)],
      );
    },
    /** A host's transfers less reversals, per currency: what reached their account. */
    sentToHost: (hostId: string) =>
      db.all<{ currency: string; sentCents: number }>(
        `SELECT currency, SUM(CASE WHEN kind = 'host-transfer' THEN amount_cents ELSE -amount_cents END) AS "sentCents"
            FROM ledger WHERE host_id = ? AND kind IN ('host-transfer', 'host-reversal') GROUP BY currency ORDER BY currency`,
        [hostId],
      ),
    /** A host's payouts less those returned, per currency: what reached their bank. */
    paidOutToHost: (hostId: string) =>
      db.all<{ currency: string; paidOutCents: number }>(
        `SELECT currency, SUM(CASE WHEN kind = 'host-payout' THEN amount_cents ELSE -amount_cents END) AS "paidOutCents"
            FROM ledger WHERE host_id = ? AND kind IN ('host-payout', 'host-payout-returned') GROUP BY currency ORDER BY currency`,
        [hostId],
      ),
    /**
     * Charges since `since` whose provider's fee is not in the ledger (recorded from a webhook or by reconciliation,
     * whose answer did not carry it), of those made through Stripe (a PaymentIntent's id: `pi_...`), oldest first.
     */
    chargesWithoutFee: (since: string, limit: number) =>
      db.all<LedgerEntry>(
        `SELECT ${ENTRY} FROM ledger c WHERE kind IN ('hold-captured', 'tip-paid', 'ticket-charged') AND at >= ?
          AND substr(provider_ref, 1, 3) = 'pi_'
          AND NOT EXISTS (SELECT 1 FROM ledger f WHERE f.id = 'processing-fee:' || CASE WHEN c.hold_id IS NOT NULL THEN 'hold:' || c.hold_id
            WHEN c.tip_id IS NOT NULL THEN 'tip:' || c.tip_id ELSE 'ticket:' || c.payment_id END)
          ORDER BY at, id LIMIT ?`,
        [since, limit],
      ),
    /** Whether the ledger has this row (a payout recorded as paid, for one that fails later). */
    has: async (kind: LedgerKind, subjectId: string) =>
      (await db.get(`SELECT 1 AS "one" FROM ledger WHERE id = ?`, [`${kind}:${subjectId}`])) !== undefined,
    /** The books of the whole installation, per currency. */
    books: () => db.all<Books>(BOOKS),
  };
}

export type LedgerRepo = ReturnType<typeof ledgerRepo>;
