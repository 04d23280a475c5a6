import { describe, expect, it } from 'vitest';
import type { MyPayment } from '../../../../shared/payments-contract';
import { paymentWords } from '../../../../client/features/payments/payment-words';

const ticket: MyPayment = {
  id: 'ticket:1',
  kind: 'ticket',
  status: 'paid',
  amountCents: 27_000,
  refundedCents: 0,
  currency: 'CAD',
  // 9:30 pm in Toronto on November 30, already December 1 in UTC.
  at: '2026-12-01T02:30:00.000Z',
  timeZone: 'America/Toronto',
  meetupAt: null,
  title: 'Wheel throwing',
};
const deposit: MyPayment = {
  ...ticket,
  id: 'deposit:1',
  kind: 'deposit',
  status: 'held',
  amountCents: 1000,
  currency: 'cad',
  meetupAt: '2026-11-28T14:00:00.000Z',
  title: null,
};

// How /payment words each of the member's payments: what for, the amount with its currency, where it stands, what came
// back, and the day on the city's calendar (not the reader's, not UTC's).
describe("a member's payment in words", () => {
  it('a ticket: its program, the amount with its currency, and the day in its city', () => {
    expect(paymentWords(ticket)).toEqual({
      for: 'ticket to "Wheel throwing"',
      amount: '$270.00 CAD',
      state: 'paid',
      refund: null,
      day: 'Monday, November 30, 2026',
    });
  });

  it('a ticket refunded in part, in full, or not at all says which', () => {
    expect(paymentWords({ ...ticket, status: 'refunded', refundedCents: 13_500 })).toMatchObject({
      state: 'refunded $135.00 of $270.00',
      refund: '$135.00 CAD',
    });
    expect(paymentWords({ ...ticket, status: 'refunded', refundedCents: 27_000 }).state).toBe('refunded in full');
    expect(paymentWords({ ...ticket, status: 'refunded', refundedCents: 0 })).toMatchObject({
      state: 'cancelled: not refunded, as the cancellation policy says',
      refund: null,
    });
    expect(paymentWords({ ...ticket, status: 'failed' }).state).toBe('failed: nothing was charged');
  });

  it("a deposit names its group's meetup day and each of its states; a tip names the meetup it followed", () => {
    expect(paymentWords(deposit)).toMatchObject({
      for: "deposit for your group's meetup on Saturday, November 28, 2026",
      amount: '$10.00 CAD',
      state: 'held on your card, not charged',
    });
    expect(paymentWords({ ...deposit, status: 'released' }).state).toBe('released: nothing was charged');
    expect(paymentWords({ ...deposit, status: 'captured' }).state).toBe('charged as a no-show');
    expect(paymentWords({ ...deposit, status: 'refunded', refundedCents: 1000 }).state).toBe('charged as a no-show, then refunded in full');
    expect(paymentWords({ ...deposit, meetupAt: null, title: 'Poetry night by the fire' }).for).toBe(
      'deposit for Poetry night by the fire',
    );
    expect(paymentWords({ ...deposit, kind: 'tip', status: 'paid', amountCents: 500 })).toMatchObject({
      for: "tip after your group's meetup on Saturday, November 28, 2026",
      amount: '$5.00 CAD',
      state: 'paid',
    });
  });
});
