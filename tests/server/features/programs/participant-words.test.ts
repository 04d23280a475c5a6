import { describe, expect, it } from 'vitest';
import type { FormatRow } from '../../../../server/features/programs/formats-repo';
import { type ParticipantFacts, participantWords } from '../../../../server/features/programs/participant-words';
import type { FormatSessionRow } from '../../../../server/features/programs/sessions-repo';
import { eventFormatPayload } from '../../../helpers/event-format-payload';

// The words of the notices the host's own changes make (a session moved, the program cancelled, its details changed):
// what each says, and that a person who has not paid is never shown the host's words.
const base = eventFormatPayload({}, '2026-12-30');
const format: FormatRow = {
  id: 'f1',
  ownerId: 'host',
  draftKeyHash: null,
  hostEmail: 'host@example.com',
  status: 'active',
  phase: 'confirmation',
  title: 'Zq7 pottery',
  format: { ...base, venue: { ...base.venue, venueDetails: 'Zq7 Kiln Lane 12' } },
  createdAt: '2026-11-24T15:00:00.000Z',
  updatedAt: '2026-11-24T15:00:00.000Z',
  publishedAt: '2026-11-24T15:00:00.000Z',
};
const session: FormatSessionRow = {
  id: 'g1:2',
  groupId: 'g1',
  number: 2,
  date: '2027-01-07',
  time: '19:00-21:00',
  movedAt: '2026-12-01T10:00:00.000Z',
  checkInCode: '0000',
  remindedAt: null,
};
const at = new Date('2026-12-01T15:00:00Z');
const unpaid: ParticipantFacts = { proven: false, payment: null, sessions: [], at, merchant: 'meet.example', tax: null };
const paid: ParticipantFacts = {
  proven: true,
  payment: { id: '0f1e2d3c-4b5a-4697-8877-665544332211', amountCents: 27_000, refundedCents: 27_000, currency: 'CAD' },
  sessions: [session],
  at,
  merchant: 'meet.example',
  tax: null,
};

describe('the words of the notices of the host’s changes', () => {
  it('a session moved says which, from when to when, on the city’s clock; the title only to a paid person', () => {
    const tell = { kind: 'session-moved', session, from: { date: '2027-01-06', time: '19:00-21:00' } } as const;
    const told = participantWords(format, tell, unpaid);
    expect(told.subject).toBe('A session of your group has moved');
    expect(told.body).toBe(
      'Session 2 of your group of this event has moved. It was on Wednesday, January 6, 2027, 7:00 p.m. to 9:00 p.m.; it is now on Thursday, January 7, 2027, 7:00 p.m. to 9:00 p.m.',
    );
    expect(participantWords(format, tell, paid).body).toMatch(
      /^Session 2 of your group of "Zq7 pottery" has moved\. .*\n\nThe attached calendar/,
    );
  });

  it('cancelled by the host says the amount refunded to a person who paid, and that nothing was charged otherwise', () => {
    const tell = { kind: 'cancelled-by-host' } as const;
    expect(participantWords(format, tell, paid)).toEqual({
      subject: 'An event was cancelled by its host',
      body:
        'The host cancelled "Zq7 pottery".\n\nYour payment of $270.00 CAD is refunded in full to your card.\n\n' +
        'Refund receipt R-0F1E2D3C4B5A\nDate: December 1, 2026\nFor: refund of your ticket to "Zq7 pottery"\nAmount: $270.00 CAD\n' +
        'Merchant: meet.example\nRefunded in full: it was called off.',
    });
    expect(participantWords(format, tell, unpaid).body).toBe('The host cancelled this event.\n\nNothing was charged.');
  });

  it('a payment and a refund under the policy each carry a receipt: number, date in the city, what for, amount, merchant, policy', () => {
    const kept = { ...paid, payment: { ...paid.payment!, refundedCents: 0 } };
    expect(participantWords(format, { kind: 'paid' }, kept).body).toContain(
      '\n\nReceipt P-0F1E2D3C4B5A\nDate: December 1, 2026\nFor: your ticket to "Zq7 pottery"\nAmount: $270.00 CAD\nMerchant: meet.example\nCancellation policy: ',
    );
    // Late in the evening in Toronto is still that day there, though it is the next in UTC.
    const late = { ...paid, at: new Date('2026-12-02T04:30:00Z'), payment: { ...paid.payment!, refundedCents: 13_500 } };
    expect(participantWords(format, { kind: 'gave-up' }, late).body).toContain(
      'Refund receipt R-0F1E2D3C4B5A\nDate: December 1, 2026\nFor: refund of your ticket to "Zq7 pottery"\nAmount: $135.00 CAD\n',
    );
    // Nothing went back: no refund receipt.
    expect(participantWords(format, { kind: 'gave-up' }, kept).body).not.toContain('receipt');
    // No tax rate set for the city: no tax line on either receipt.
    expect(participantWords(format, { kind: 'paid' }, kept).body).not.toContain('Includes');
    expect(participantWords(format, { kind: 'gave-up' }, late).body).not.toContain('Includes');
  });

  it('with a tax rate for the city, a receipt says the tax included in its amount, to the cent; the amount is the same', () => {
    const hst = { name: 'HST', percent: 13 };
    const kept = { ...paid, tax: hst, payment: { ...paid.payment!, refundedCents: 0 } };
    // $270 - $270 / 1.13 = $31.0619...: $31.06.
    expect(participantWords(format, { kind: 'paid' }, kept).body).toContain(
      '\n\nReceipt P-0F1E2D3C4B5A\nDate: December 1, 2026\nFor: your ticket to "Zq7 pottery"\nAmount: $270.00 CAD\nIncludes HST (13%): $31.06 CAD\nMerchant: meet.example\nCancellation policy: ',
    );
    // A refund receipt: the tax included in what went back ($135 - $135 / 1.13 = $15.5309...: $15.53).
    const half = { ...kept, payment: { ...kept.payment, refundedCents: 13_500 } };
    expect(participantWords(format, { kind: 'gave-up' }, half).body).toContain(
      'For: refund of your ticket to "Zq7 pottery"\nAmount: $135.00 CAD\nIncludes HST (13%): $15.53 CAD\nMerchant: meet.example\n',
    );
    expect(participantWords(format, { kind: 'cancelled-by-host' }, { ...paid, tax: hst }).body).toBe(
      'The host cancelled "Zq7 pottery".\n\nYour payment of $270.00 CAD is refunded in full to your card.\n\n' +
        'Refund receipt R-0F1E2D3C4B5A\nDate: December 1, 2026\nFor: refund of your ticket to "Zq7 pottery"\nAmount: $270.00 CAD\n' +
        'Includes HST (13%): $31.06 CAD\nMerchant: meet.example\nRefunded in full: it was called off.',
    );
    // A rate with decimals is said as configured: $270 at 14.975% includes $35.17 (35.1663...).
    expect(participantWords(format, { kind: 'paid' }, { ...kept, tax: { name: 'GST+QST', percent: 14.975 } }).body).toContain(
      'Amount: $270.00 CAD\nIncludes GST+QST (14.975%): $35.17 CAD\n',
    );
    // Nobody paid: no receipt, so no tax line.
    expect(participantWords(format, { kind: 'cancelled-by-host' }, { ...unpaid, tax: hst }).body).toBe(
      'The host cancelled this event.\n\nNothing was charged.',
    );
  });

  it('being selected or moved up says the ticket to pay in the city’s currency, and per session for a series', () => {
    const series: FormatRow = { ...format, format: { ...format.format, sessions: { count: 6, everyDays: 7 } } };
    expect(participantWords(series, { kind: 'selected' }, unpaid).body).toBe(
      "You've been placed in a confirmed group. Confirm your place by paying $270.00 CAD ($45.00 CAD a session, 6 sessions) before the confirmation period ends (sign in with this e-mail address).",
    );
    expect(participantWords(format, { kind: 'moved-up' }, unpaid).body).toBe(
      'Someone gave up their place, and you were first on the waitlist: the place is yours. Confirm it by paying $45.00 CAD before the confirmation period ends (sign in with this e-mail address).',
    );
  });

  it('details changed names what changed; the new words only to a person who paid', () => {
    const tell = {
      kind: 'details-changed',
      changeId: 'c1',
      changes: [{ label: 'what to bring', value: 'Zq7 an apron' }],
    } as const;
    const toUnpaid = participantWords(format, tell, unpaid);
    expect(JSON.stringify(toUnpaid)).not.toContain('Zq7');
    expect(toUnpaid.body).toContain('The host changed the details of this event (what to bring).');
    expect(participantWords(format, tell, paid).body).toBe(
      'The host changed the details of "Zq7 pottery":\n\nWhat to bring:\nZq7 an apron',
    );
  });
});
