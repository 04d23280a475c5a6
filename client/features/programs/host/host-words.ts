import type { FORMAT_CITIES, FormatStatus } from '../../../../shared/event-formats';
import { sessionTimes } from '../../../../shared/event-formats';
import type { FormatPhase, InterestStatus } from '../../../../shared/format-journey';
import type { HostFormatPeople } from '../../../../shared/format-journey-contract';
import { momentWords } from '../../../../shared/format-words';

type City = (typeof FORMAT_CITIES)[number];

/** A person's status as the host reads it. */
export const PERSON_STATUS: Record<InterestStatus, string> = {
  interested: 'interested',
  selected: 'selected, not paid yet',
  paid: 'confirmed',
  declined: 'gave up their place',
  dropped: 'dropped: did not pay in time',
  waitlisted: 'on the waitlist',
  released: 'not placed',
  cancelled: 'called off',
  refunded: 'refunded',
};

/** A format's status as the host reads it: a cancelled or completed one says so, never "active". */
export function formatStatusWords(status: FormatStatus, phase: FormatPhase): string {
  if (status === 'cancelled' || phase === 'cancelled') return 'cancelled';
  if (status === 'completed' || phase === 'held') return 'completed';
  return status;
}

/** Whether a format still has dates and places ahead: not once it is completed, cancelled or archived. */
export const hasFuture = (status: FormatStatus, phase: FormatPhase) =>
  (status === 'active' || status === 'draft') && phase !== 'held' && phase !== 'cancelled';

const WINDOWS = [
  { key: 'interestClosesAt', name: 'interest', closedAfter: ['selection', 'review', 'confirmation', 'confirmed', 'held'] },
  { key: 'selectionClosesAt', name: 'selection', closedAfter: ['review', 'confirmation', 'confirmed', 'held'] },
  { key: 'confirmationClosesAt', name: 'confirmation', closedAfter: ['confirmed', 'held'] },
] as const;

export interface TimelineRow {
  label: string;
  when: string;
}

/**
 * The windows of a format's cycle for its timeline, in order: each past one as "closed" at the moment it closed, each
 * ahead as "closes". One the host closed early closed then; a close not kept (a format from before that was kept) is
 * "closed early" without a date rather than a planned date out of order. A called-off format shows only what had closed.
 */
export function timelineRows(people: Pick<HostFormatPeople, 'phase' | WindowKey>, city: City, now: Date): TimelineRow[] {
  const today = now.toISOString();
  const rows: TimelineRow[] = [];
  // From the last window back: a close later than the next window's is not when it really closed.
  let next = '\uffff';
  for (const window of [...WINDOWS].reverse()) {
    const at = people[window.key];
    if (at === null) continue;
    const past = at <= today;
    if (people.phase === 'cancelled' && !past) continue;
    const closed = past || (window.closedAfter as readonly FormatPhase[]).includes(people.phase);
    if (closed && (!past || at > next)) rows.unshift({ label: `${window.name} closed`, when: 'early' });
    else {
      rows.unshift({ label: `${window.name} ${closed ? 'closed' : 'closes'}`, when: momentWords(at, city) });
      next = at;
    }
  }
  return rows;
}
type WindowKey = (typeof WINDOWS)[number]['key'];

/**
 * "mark as held" is offered once the last session of every confirmed group has begun (on the city's clock): answers
 * whether it may be now, and when it will be.
 */
export function heldFrom(groups: HostFormatPeople['groups'], city: City): Date | null {
  const lasts = groups
    .filter((group) => group.status === 'confirmed')
    .map((group) => group.sessions.at(-1) ?? { date: group.date, time: group.time })
    .map((session) => sessionTimes(session.date, session.time, city).startsAt.getTime());
  return lasts.length === 0 ? null : new Date(Math.max(...lasts));
}

/** The status filter of the dashboard and the formats list (the four of docs/product-rules.md#host-dashboard, and cancelled). */
export const FORMAT_FILTERS = ['all', 'active', 'draft', 'completed', 'cancelled'] as const;
