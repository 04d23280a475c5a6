/** The ledger's shapes: its kinds, a row, and the sums read from it. */

export type LedgerKind =
  | 'hold-placed'
  | 'hold-captured'
  | 'hold-released'
  | 'hold-failed'
  | 'hold-refunded'
  | 'tip-paid'
  | 'tip-failed'
  | 'ticket-charged'
  | 'ticket-refunded'
  | 'processing-fee'
  | 'host-transfer'
  | 'host-reversal'
  | 'host-payout'
  | 'host-payout-returned';

/** What a row belongs to: a deposit, a tip or a ticket (a payout only to its host). */
export type LedgerSubject = { holdId: string } | { tipId: string } | { paymentId: string; formatId?: string };

export interface LedgerEntry {
  id: string;
  kind: LedgerKind;
  holdId: string | null;
  tipId: string | null;
  paymentId: string | null;
  formatId: string | null;
  hostId: string | null;
  amountCents: number;
  feeCents: number;
  hostCents: number;
  currency: string;
  providerRef: string | null;
  at: string;
}

/** A ticket's money as the ledger adds it up: what was charged, what went back, and how what was kept is split. */
export interface TicketSum {
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

/** The whole ledger per currency: the books of the installation. */
export interface Books {
  currency: string;
  /** Money taken in: captured deposits, tips, tickets. */
  chargedCents: number;
  refundedCents: number;
  feeCents: number;
  hostCents: number;
  processingFeeCents: number;
  /** Transfers to hosts' accounts less their reversals. */
  sentToHostsCents: number;
  /** Payouts to hosts' banks less those returned. */
  paidOutCents: number;
}

/** A subject as the ledger's ids name it (`processing-fee:<key>`). */
export const subjectKey = (subject: LedgerSubject) =>
  'holdId' in subject ? `hold:${subject.holdId}` : 'tipId' in subject ? `tip:${subject.tipId}` : `ticket:${subject.paymentId}`;
