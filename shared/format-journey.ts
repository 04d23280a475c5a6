/**
 * The participant journey of a published event format (docs/product-rules.md#program-journey): interest with a name and an
 * e-mail, private picks in the selection window, suggested groups, the host's approval (or automatic confirmation),
 * payment within the confirmation period, and what each strategy does when plans do not work out.
 */
import { dollarsIn } from './money';
export const FORMAT_PHASES = ['draft', 'interest', 'selection', 'review', 'confirmation', 'confirmed', 'held', 'cancelled'] as const;
export type FormatPhase = (typeof FORMAT_PHASES)[number];

/** declined: gave their place up; dropped: did not pay before the confirmation period ended. */
export const INTEREST_STATUSES = [
  'interested',
  'selected',
  'paid',
  'declined',
  'dropped',
  'waitlisted',
  'released',
  'cancelled',
  'refunded',
] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];

export const ACTIVITY_TYPES = ['interest', 'group_formed', 'payment', 'new_format', 'completion', 'cancellation'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const PICK_LEVELS = { min: 0, max: 5 } as const;
export const INTEREST_NAME_MAX = 60;
export const INTEREST_ABOUT_MAX = 140;
/** The platform keeps 20% of each ticket (docs/product-rules.md#program-journey). */
export const PLATFORM_FEE_PERCENT = 20;
/** Flexible and moderate cancellations are refunded until this long before the event (docs/product-rules.md#program-journey). */
export const REFUND_CUTOFF_HOURS = 48;

/** A ticket's split in cents: the platform's 20% and the host's 80%. */
export function ticketSplit(amountCents: number): { feeCents: number; hostCents: number } {
  const feeCents = Math.round((amountCents * PLATFORM_FEE_PERCENT) / 100);
  return { feeCents, hostCents: amountCents - feeCents };
}

/**
 * What a paid participant who cancels gets back (docs/product-rules.md#program-journey): flexible, everything until 48 hours before; moderate,
 * half until then; strict, nothing once the group is confirmed. After the cutoff, nothing.
 */
export function refundOnCancel(policy: string | undefined, amountCents: number, hoursBeforeEvent: number): number {
  if (hoursBeforeEvent < REFUND_CUTOFF_HOURS) return 0;
  if (policy === 'strict') return 0;
  if (policy === 'moderate') return Math.round(amountCents / 2);
  return amountCents;
}

/** The cancellation policy in words, as participants read it (docs/product-rules.md#program-journey). */
export const CANCELLATION_WORDS = {
  flexible: `Full refund until ${REFUND_CUTOFF_HOURS} hours before the first session; no refund after that.`,
  moderate: `50% refund until ${REFUND_CUTOFF_HOURS} hours before the first session; no refund after that.`,
  strict: 'No refund once your group is confirmed.',
} as const;

/** What a paid participant is told to get there, from the host's format (the address is never on the public page). */
export function logisticsOf(format: {
  venue: { neighborhood: string; venueDetails: string };
  requirements: readonly string[];
  tags: readonly string[];
  pricing: { notes: string; cancellationPolicy?: keyof typeof CANCELLATION_WORDS | undefined } | null;
}) {
  return {
    neighborhood: format.venue.neighborhood,
    address: format.venue.venueDetails,
    whatToBring: format.requirements.join('\n'),
    included: (format.pricing?.notes ?? '').split('\n').filter((line) => line.trim()),
    dietaryOptions: [...format.tags],
    cancellationPolicy: CANCELLATION_WORDS[format.pricing?.cancellationPolicy ?? 'flexible'],
  };
}

export const HOST_CONTROL_COPY = {
  notRunning: 'This program is not running: it was completed, cancelled or archived.',
  fixedAfterPublishing:
    'Once published, only the description and the logistics (address, what to bring, what is included, dietary options) change: people said they were interested in the program as it is. Duplicate it to make a new draft.',
  fixedOnceGrouped:
    'The price, the dates and the sessions are fixed once groups are made: people agreed to pay this price for these dates.',
  noSuchSession: 'There is no such session in this program.',
  sessionBegun: 'This session has begun: it cannot be moved.',
  movedIntoPast: 'A session can only be moved to a time still to come.',
  outOfOrder: 'A session stays between the one before it and the one after it.',
  notYetHeld: 'A program is marked as held once the last session of each group has begun.',
  cancelled: 'You cancelled this program: everyone was told, and every payment is refunded in full.',
} as const;

export const JOURNEY_COPY = {
  phase: {
    draft: 'not published yet',
    interest: 'gathering interest',
    selection: 'selection window: the interested people are picking who they would like to meet',
    review: 'groups are being made',
    confirmation: 'groups are confirmed: selected people confirm and pay',
    confirmed: 'groups are set',
    held: 'this event has happened',
    cancelled: 'this event was called off',
  } satisfies Record<FormatPhase, string>,
  status: {
    interested: "you're interested. During the selection window you'll see the others and pick who you'd like to meet.",
    selected: "you're in a group! Confirm your place by paying before the confirmation period ends.",
    paid: "you're in: your place is paid. See you there.",
    declined: 'you gave up your place. We hope to see you at another event.',
    dropped: 'the confirmation period ended before your place was paid, so it went to someone else. Nothing was charged.',
    waitlisted: "you're on the waitlist: this time the groups were full. We'll tell you if a place opens.",
    released: "this time you weren't placed in a group. Nothing was charged.",
    cancelled: 'this event was called off. Nothing was charged.',
    refunded: 'your place was cancelled and your payment refunded as the cancellation policy says.',
  } satisfies Record<InterestStatus, string>,
  /**
   * A person's standing in words, with the money where any moved: a place called off or given up after paying says what
   * came back, never "nothing was charged", and in which currency ("$270.00 CAD").
   */
  statusWords(status: InterestStatus, payment: { amountCents: number; refundedCents: number; currency: string } | null): string {
    if (!payment || (status !== 'cancelled' && status !== 'refunded')) return JOURNEY_COPY.status[status];
    const money = (cents: number) => dollarsIn(cents / 100, payment.currency);
    if (status === 'cancelled') return `this event was called off. Your payment of ${money(payment.amountCents)} is refunded in full.`;
    return payment.refundedCents > 0
      ? `your place was cancelled: ${money(payment.refundedCents)} of your ${money(payment.amountCents)} is refunded, as the cancellation policy says.`
      : `your place was cancelled. The cancellation policy gives no refund this close to the event, so your ${money(payment.amountCents)} is not refunded.`;
  },
  interestBusy:
    'Too many people are saying they are interested just now, from your connection or for this event. Please try again in a few minutes.',
  interestSent: "Thanks! You're on the list: we've sent you an e-mail with what happens next.",
  notOpen: 'This event is not taking interest right now.',
  picksClosed: 'Picks can be made only during the selection window.',
  notInterested: 'Sign in with the e-mail you gave when you said you were interested.',
  notSelected: 'Only people selected into a confirmed group pay, during the confirmation period.',
  notYourPick: 'You can only pick people interested in this event, and not yourself.',
  notHost: "Only the format's host can do this.",
  wrongPhase: 'That cannot be done at this point of the event.',
  alreadyBegun: 'Your first session has begun, so the place can no longer be given up here. Write to the host: only they can refund now.',
  cardNeeded: 'A ticket is paid with a saved card: save one on your deposit page (/payment), then try again.',
  declined: 'Your card was declined, so nothing was taken. You can try again.',
  unavailable: 'The payment could not be taken just now; nothing was charged. Try again in a moment.',
  neverTogether: 'Someone in that group and this person asked not to be grouped together. Choose another group.',
  groupFull: (max: number) => `A group has at most ${max} people.`,
} as const;
