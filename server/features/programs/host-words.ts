import type { HostNoticeKind } from '../../../shared/format-notices';
import { FORMAT_CURRENCY } from '../../../shared/event-formats';
import { dollarsIn } from '../../../shared/money';
import type { FormatRow } from './formats-repo';
import type { Words } from './participant-words';
import { dayInWords } from './program-calendar';

/** A completed format's figures, in cents where money. */
export interface FormatTotals {
  people: number;
  groups: number;
  sessionsHeld: number;
  salesCents: number;
  refundsCents: number;
  feeCents: number;
  hostCents: number;
}

/**
 * What the host is told, and the key that makes each once: a payment by its id, a dropout by the person, the rest
 * once per format (or per group called off). The words name no participant: a name is whatever someone typed, and
 * the host's own screens show who is who.
 */
export type HostTell =
  | { kind: 'host-review' }
  | { kind: 'host-payment'; paymentId: string; amountCents: number; hostCents: number; groupNumber: number; paidInGroup: number }
  | { kind: 'host-dropout'; interestId: string; how: 'gave-up' | 'dropped'; groupNumber: number; refundedCents: number }
  | { kind: 'host-extended'; interested: number; needed: number; days: number; closesAt: string }
  | { kind: 'host-called-off'; key: string; reason: string }
  | { kind: 'host-completed'; totals: FormatTotals };

export const hostKeyOf = (formatId: string, tell: HostTell): string => {
  switch (tell.kind) {
    case 'host-payment':
      return tell.paymentId;
    case 'host-dropout':
      return tell.interestId;
    case 'host-called-off':
      return tell.key;
    default:
      return formatId;
  }
};

/** The host's address is their account's, proven by their sign-in: the words may name their own format. */
export function hostWords(format: FormatRow, tell: HostTell): Words {
  const title = `"${format.title}"`;
  // A mail about money says which dollars: the format's city's ("$270.00 CAD").
  const money = (cents: number) => dollarsIn(cents / 100, FORMAT_CURRENCY[format.format.venue.city]);
  switch (tell.kind) {
    case 'host-review':
      return {
        subject: `Groups are ready for your review: ${title}`,
        body: 'The selection window has closed. Review the suggested groups, move people if you need to, and approve them: selected people are then asked to pay.',
      };
    case 'host-payment':
      return {
        subject: `A payment for ${title}`,
        body: `Someone in group ${tell.groupNumber} paid ${money(tell.amountCents)} for their place; your share is ${money(tell.hostCents)} after the platform's 20%. ${tell.paidInGroup} ${tell.paidInGroup === 1 ? 'person has' : 'people have'} paid in that group so far.`,
      };
    case 'host-dropout':
      return {
        subject: `Someone left ${title}`,
        body:
          tell.how === 'dropped'
            ? `Someone in group ${tell.groupNumber} didn't pay before the confirmation period ended, so they left the group.`
            : `Someone in group ${tell.groupNumber} gave up their place${tell.refundedCents > 0 ? `; ${money(tell.refundedCents)} was refunded to them, as your cancellation policy says` : ''}.`,
      };
    case 'host-extended':
      return {
        subject: `Low interest in ${title}: more time to gather it`,
        body: `${tell.interested} of the ${tell.needed} people a group needs are interested, so the interest period was extended by ${tell.days} days, until ${dayInWords(new Date(tell.closesAt), format.format.venue.city)}. Share your event's page to reach more people.`,
      };
    case 'host-called-off':
      return {
        subject: `${title} was called off`,
        body: `${tell.reason} Everyone affected was told, and every payment is refunded in full.`,
      };
    case 'host-completed': {
      const t = tell.totals;
      return {
        subject: `${title} is complete`,
        body: [
          `${title} is complete. Thank you for hosting.`,
          '',
          `People: ${t.people} paid in ${t.groups} ${t.groups === 1 ? 'group' : 'groups'}`,
          `Sessions held: ${t.sessionsHeld}`,
          `Ticket sales: ${money(t.salesCents)}`,
          `Refunds: ${money(t.refundsCents)}`,
          `Platform fee: ${money(t.feeCents)}`,
          `Your share: ${money(t.hostCents)}`,
        ].join('\n'),
      };
    }
  }
}

export const HOST_ACTIONS: Record<HostNoticeKind, string> = {
  'host-review': 'review the groups',
  'host-payment': 'see your format',
  'host-dropout': 'see your format',
  'host-extended': 'see your format',
  'host-called-off': 'see your format',
  'host-completed': 'see your format',
};
