import { dateWords } from '../../../shared/format-words';
import { dollars, dollarsIn } from '../../../shared/money';
import type { MyPayment } from '../../../shared/payments-contract';
import { localTime } from '../../../shared/weekly-cycle';

/** "$270.00 CAD": an amount that moved always says which dollars. */
export const amountWords = (cents: number, currency: string) => dollarsIn(cents / 100, currency);

/** "Saturday, November 28, 2026": the day an instant falls on in `timeZone` (the city's). */
export function dayIn(iso: string, timeZone: string): string {
  const local = localTime(new Date(iso), timeZone);
  return dateWords(`${local.year}-${String(local.month).padStart(2, '0')}-${String(local.day).padStart(2, '0')}`);
}

/** What the money was for: the group's meetup, the tip after it, the program or the experience. */
function forWords(payment: MyPayment): string {
  const meetup = payment.meetupAt ? `your group's meetup on ${dayIn(payment.meetupAt, payment.timeZone)}` : "your group's meetup";
  switch (payment.kind) {
    case 'deposit':
      if (payment.meetupAt) return `deposit for ${meetup}`;
      return payment.title ? `deposit for ${payment.title}` : 'deposit for an experience';
    case 'tip':
      return `tip after ${meetup}`;
    case 'ticket':
      return payment.title ? `ticket to "${payment.title}"` : 'ticket to a program';
  }
}

/** Where the money stands, in words: held, released, charged as a no-show, paid, refunded in full or in part... */
function stateWords(payment: MyPayment): string {
  const { kind, status, amountCents, refundedCents } = payment;
  switch (status) {
    case 'placing':
      return 'being held';
    case 'paying':
      return 'being paid';
    case 'held':
      return 'held on your card, not charged';
    case 'released':
      return 'released: nothing was charged';
    case 'captured':
      return 'charged as a no-show';
    case 'paid':
      return 'paid';
    case 'failed':
      return kind === 'deposit' ? 'failed: nothing was held' : 'failed: nothing was charged';
    case 'refunded':
      if (refundedCents >= amountCents) return kind === 'deposit' ? 'charged as a no-show, then refunded in full' : 'refunded in full';
      if (refundedCents === 0) return 'cancelled: not refunded, as the cancellation policy says';
      return `refunded ${dollars(refundedCents / 100)} of ${dollars(amountCents / 100)}`;
  }
}

/** One payment as the list on /payment says it. `refund` is null when nothing came back. */
export function paymentWords(payment: MyPayment) {
  return {
    for: forWords(payment),
    amount: amountWords(payment.amountCents, payment.currency),
    state: stateWords(payment),
    refund: payment.refundedCents > 0 ? amountWords(payment.refundedCents, payment.currency) : null,
    day: dayIn(payment.at, payment.timeZone),
  };
}

export const MY_PAYMENTS_COPY = {
  heading: 'your payments',
  loading: 'loading your payments...',
  empty: 'no payments yet. deposits, tips and program tickets show here once you make one.',
} as const;
