import type { FormatCity } from '../../../shared/format-places';
import { FORMAT_CURRENCY, FORMAT_TIME_ZONES, sessionsOf, ticketCentsOf } from '../../../shared/event-formats';
import { logisticsOf } from '../../../shared/format-journey';
import type { ParticipantNoticeKind } from '../../../shared/format-notices';
import { dollars, dollarsIn, type IncludedTax, includedTaxCents } from '../../../shared/money';
import type { FormatRow } from './formats-repo';
import { dayInWords, placeOf, sessionInWords } from './program-calendar';
import type { FormatSessionRow } from './sessions-repo';

/** What a participant is told: the outcome, and what its words need beyond the person and their format. */
export type ParticipantTell =
  | {
      kind: Exclude<ParticipantNoticeKind, 'extended' | 'reminder' | 'message' | 'session-moved' | 'details-changed'>;
    }
  | { kind: 'extended'; closesAt: string; days: number }
  | { kind: 'reminder'; session: FormatSessionRow }
  | { kind: 'message'; messageId: string; text: string }
  /** `session` as it is now (moved); `from` where it was. */
  | { kind: 'session-moved'; session: FormatSessionRow; from: { date: string; time: string } }
  /** `changeId` names this edit; each change is what changed (our label) and its new value (the host's words). */
  | { kind: 'details-changed'; changeId: string; changes: readonly { label: string; value: string }[] };

/** Where the person stands, as far as the words need it. */
export interface ParticipantFacts {
  /**
   * They have paid (signing in with this address): the address is theirs, so their mails may carry the host's words.
   * Until then anyone could have typed it, and their mails carry only ours.
   */
  proven: boolean;
  /** What they paid and got back, in cents; null when they never paid. */
  payment: { id: string; amountCents: number; refundedCents: number; currency: string } | null;
  /** Their group's sessions (none outside a group). */
  sessions: readonly FormatSessionRow[];
  /** When they are told (a receipt's date: the notice is written in the payment's or the refund's transaction). */
  at: Date;
  /** Who took the money, as a receipt names it: the installation's address. */
  merchant: string;
  /** The sales tax included in the format's city's prices (config TAX_RATES), said on receipts; null when none is set. */
  tax: IncludedTax | null;
}

export interface Words {
  subject: string;
  body: string;
}

const money = (cents: number) => dollars(cents / 100);
/** An amount of money that moved, with its currency: a mail about money always says which dollars ("$270.00 CAD"). */
const paid = (cents: number, payment: { currency: string }) => dollarsIn(cents / 100, payment.currency);
const lines = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join('\n\n');

/** What happened to their money when a place they held was called off: everything back, or nothing taken. */
function refundWords(facts: ParticipantFacts): string {
  if (!facts.payment) return 'Nothing was charged.';
  return `Your payment of ${paid(facts.payment.amountCents, facts.payment)} is refunded in full to your card.`;
}

/**
 * A receipt for the payment, or for its refund (none when nothing went back): its number (the payment's, marked P or
 * R), the date on the city's calendar, what for, the amount with its currency and, when the city has a tax rate, the
 * tax included in it, the merchant and the policy applied.
 */
function receiptWords(format: FormatRow, facts: ParticipantFacts, of: 'payment' | 'refund' | 'called-off'): string | null {
  const payment = facts.payment;
  if (!payment || (of !== 'payment' && payment.refundedCents === 0)) return null;
  const refund = of !== 'payment';
  const { count } = sessionsOf(format.format);
  const amountCents = refund ? payment.refundedCents : payment.amountCents;
  const tax = facts.tax;
  return [
    `${refund ? 'Refund receipt' : 'Receipt'} ${refund ? 'R' : 'P'}-${payment.id.replace(/-/g, '').slice(0, 12).toUpperCase()}`,
    `Date: ${new Intl.DateTimeFormat('en-CA', { timeZone: FORMAT_TIME_ZONES[format.format.venue.city], dateStyle: 'long' }).format(facts.at)}`,
    `For: ${refund ? 'refund of your' : 'your'} ticket to "${format.title}"${count > 1 ? ` (${count} sessions)` : ''}`,
    `Amount: ${paid(amountCents, payment)}`,
    // Prices include the tax: this says how much of the amount it was, and changes nothing of what was charged.
    tax && `Includes ${tax.name} (${tax.percent}%): ${paid(includedTaxCents(amountCents, tax.percent), payment)}`,
    `Merchant: ${facts.merchant}`,
    of === 'called-off' ? 'Refunded in full: it was called off.' : `Cancellation policy: ${logisticsOf(format.format).cancellationPolicy}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The program, its sessions and the host's logistics: for a paid person only. */
function programDetails(format: FormatRow, facts: ParticipantFacts): string {
  const city = format.format.venue.city;
  const logistics = logisticsOf(format.format);
  const sessions = facts.sessions.map((s) => `${facts.sessions.length > 1 ? `${s.number}. ` : ''}${sessionInWords(s, city)}`);
  return lines(
    `${facts.sessions.length === 1 ? 'When' : 'Your sessions'}:\n${sessions.join('\n')}`,
    `Where: ${placeOf(format)}`,
    logistics.whatToBring && `What to bring:\n${logistics.whatToBring}`,
    logistics.included.length > 0 && `What's included:\n${logistics.included.join('\n')}`,
    logistics.dietaryOptions.length > 0 && `Dietary options: ${logistics.dietaryOptions.join(', ')}`,
    `Cancellation policy: ${logistics.cancellationPolicy}`,
  );
}

/** The ticket to pay, in the city's currency: "$270.00 CAD ($45.00 CAD a session, 6 sessions)". */
const ticketWords = (format: FormatRow) => {
  const { count } = sessionsOf(format.format);
  const currency = FORMAT_CURRENCY[format.format.venue.city];
  const ticket = dollarsIn(ticketCentsOf(format.format) / 100, currency);
  return count > 1 ? `${ticket} (${dollarsIn(format.format.pricing?.basePrice ?? 0, currency)} a session, ${count} sessions)` : ticket;
};

/**
 * The words of a participant's notice. Subjects are always ours; bodies carry the format's title or the host's words
 * only when `facts.proven` (see ParticipantFacts), and never anything about another person.
 */
export function participantWords(format: FormatRow, tell: ParticipantTell, facts: ParticipantFacts): Words {
  const city: FormatCity = format.format.venue.city;
  const about = facts.proven ? `"${format.title}"` : 'this event';
  switch (tell.kind) {
    case 'interest':
      return {
        subject: "You're on the list for an event",
        body: "You said you're interested in this event, and you're on the list. When the selection window opens we'll write again: you'll see the others who are interested and privately pick who you'd like to meet. Nobody ever sees your picks. You pay nothing unless you're placed in a confirmed group. If that wasn't you, you can ignore this mail: nothing is asked of you unless you sign in with this address.",
      };
    case 'selection-open':
      return {
        subject: "Pick who you'd like to meet",
        body: "The selection window of an event you're interested in is open: see who else is interested and pick who you'd like to join with. Sign in with this e-mail address to pick. Your picks stay private.",
      };
    case 'selected':
      return {
        subject: "You're in a group: confirm your place",
        body: `You've been placed in a confirmed group. Confirm your place by paying ${ticketWords(format)} before the confirmation period ends (sign in with this e-mail address).`,
      };
    case 'moved-up':
      return {
        subject: 'A place opened up for you',
        body: `Someone gave up their place, and you were first on the waitlist: the place is yours. Confirm it by paying ${ticketWords(format)} before the confirmation period ends (sign in with this e-mail address).`,
      };
    case 'waitlisted':
      return {
        subject: "You're on the waitlist",
        body: "This time the groups filled up. You're on the waitlist: if a place opens, we'll tell you. Nothing was charged.",
      };
    case 'released':
      return {
        subject: 'About the event you were interested in',
        body: "This time you weren't placed in a group. Nothing was charged. We hope to see you at another event.",
      };
    case 'dropped':
      return {
        subject: 'Your place went to someone else',
        body: 'The confirmation period ended before your place was paid, so it went to someone else. Nothing was charged.',
      };
    case 'extended':
      return {
        subject: 'More time for an event you are interested in',
        body: `Not enough people are interested in this event yet, so its interest period was extended by ${tell.days} days, until ${dayInWords(new Date(tell.closesAt), city)}. You're still on the list: nothing is asked of you until the selection window opens.`,
      };
    case 'cancelled':
      return {
        subject: 'An event you were interested in was called off',
        body: lines(`${cap(about)} was called off.`, refundWords(facts), receiptWords(format, facts, 'called-off')),
      };
    case 'group-cancelled':
      return {
        subject: 'Your group was called off',
        body: lines(
          `Your group of ${about} didn't keep enough people to go ahead, so it was called off.`,
          refundWords(facts),
          receiptWords(format, facts, 'called-off'),
        ),
      };
    case 'cancelled-by-host':
      return {
        subject: 'An event was cancelled by its host',
        body: lines(`The host cancelled ${about}.`, refundWords(facts), receiptWords(format, facts, 'called-off')),
      };
    case 'gave-up': {
      const back = !facts.payment
        ? 'Nothing was charged.'
        : facts.payment.refundedCents > 0
          ? `${paid(facts.payment.refundedCents, facts.payment)} of your ${paid(facts.payment.amountCents, facts.payment)} is refunded to your card, as the cancellation policy says.`
          : `The cancellation policy gives no refund this close to the event, so your ${paid(facts.payment.amountCents, facts.payment)} is not refunded.`;
      return {
        subject: 'Your place is cancelled',
        body: lines(`You gave up your place in ${about}.`, back, receiptWords(format, facts, 'refund')),
      };
    }
    case 'paid':
      return {
        subject: 'Your place is confirmed',
        body: lines(
          `Your payment of ${facts.payment ? paid(facts.payment.amountCents, facts.payment) : money(0)} went through and your place in "${format.title}" is confirmed. See you there.`,
          programDetails(format, facts),
          'A calendar invite with every session is attached.',
          receiptWords(format, facts, 'payment'),
        ),
      };
    case 'reminder': {
      const of = facts.sessions.length > 1 ? `Session ${tell.session.number} of ${facts.sessions.length} of` : 'Your session of';
      const logistics = logisticsOf(format.format);
      return {
        subject: 'Your session is tomorrow',
        body: lines(
          // The time in words ends with "p.m." or "a.m.": no second period.
          `${of} "${format.title}" is tomorrow: ${sessionInWords(tell.session, city)}`,
          `Where: ${placeOf(format)}`,
          logistics.whatToBring && `What to bring:\n${logistics.whatToBring}`,
          'A calendar invite with every session is attached.',
        ),
      };
    }
    case 'message':
      return { subject: 'A message from your host', body: lines(`The host of "${format.title}" wrote:`, tell.text) };
    case 'session-moved':
      return {
        subject: 'A session of your group has moved',
        body: lines(
          `Session ${tell.session.number} of your group of ${about} has moved. It was on ${sessionInWords(tell.from, city)}; it is now on ${sessionInWords(tell.session, city)}`,
          facts.proven && 'The attached calendar invite has the new time.',
        ),
      };
    case 'details-changed':
      return {
        subject: 'The details of your event have changed',
        body: facts.proven
          ? lines(`The host changed the details of "${format.title}":`, ...tell.changes.map((c) => `${cap(c.label)}:\n${c.value}`))
          : `The host changed the details of this event (${tell.changes.map((c) => c.label).join(', ')}). Sign in with this e-mail address to see them on the event's page.`,
      };
  }
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The mail's button, for each kind. */
export const PARTICIPANT_ACTIONS: Record<ParticipantNoticeKind, string> = {
  interest: 'see the event',
  'selection-open': 'make your picks',
  selected: 'confirm and pay',
  'moved-up': 'confirm and pay',
  waitlisted: 'see the event',
  released: 'see other events',
  dropped: 'see other events',
  extended: 'see the event',
  cancelled: 'see other events',
  'group-cancelled': 'see other events',
  'cancelled-by-host': 'see other events',
  'gave-up': 'see the event',
  paid: 'see your place',
  reminder: 'see your place',
  message: 'see your place',
  'session-moved': 'see your place',
  'details-changed': 'see the details',
};
