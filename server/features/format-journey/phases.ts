import crypto from 'node:crypto';
import { addDaysTo, sessionsOf, sessionTimes } from '../../../shared/event-formats';
import { type FormatPhase, type InterestStatus, REFUND_CUTOFF_HOURS } from '../../../shared/format-journey';
import type { TaxRates } from '../../config';
import type { Database } from '../../db/database';
import type { FastifyBaseLogger } from 'fastify';
import { type FormatRow, eventFormatsRepo } from '../event-formats/repo';
import type { Mailer } from '../mail/mailer';
import type { TicketPayments } from '../payments/ticket-payments';
import { formatNotices } from './format-notices';
import { suggestGroups } from './format-matching';
import type { FormatTotals } from './host-words';
import { billingOf } from '../ledger/billing';
import { ledgerRepo } from '../ledger/repo';
import { type GroupRow, type InterestRow, type PaymentRow, journeyRepo } from './repo';
import { sessionReminders } from './session-reminders';
import { sessionsRepo } from './sessions-repo';

const DAY_MS = 24 * 60 * 60_000;
const CUTOFF_MS = REFUND_CUTOFF_HOURS * 60 * 60_000;

export interface JourneyDeps {
  db: Database;
  now: () => Date;
  mailer: Mailer;
  publicUrl: string;
  taxRates: TaxRates;
  tickets: TicketPayments;
  log?: FastifyBaseLogger;
}

/**
 * The format's cycle (docs/product-rules.md#program-journey): interest → selection → (host review) → confirmation → confirmed → held, or
 * cancelled, with the four strategies of the format's group rules where plans do not work out. Each step is one
 * transaction, which also writes the notices telling everyone what it did (format-notices.ts); their mails go out
 * after the commit. Used by the cycle's tick (windows that ended, reminders, mails left unsent) and by the host's
 * "close this window now".
 */
export function journeyPhases(deps: JourneyDeps) {
  const { db, now } = deps;
  const repo = journeyRepo(db);
  const sessions = sessionsRepo(db);
  const formats = eventFormatsRepo(db);
  const notices = formatNotices(deps);
  const reminders = sessionReminders(db, now, notices);
  const at = () => now().toISOString();
  const daysFromNow = (days: number) => new Date(now().getTime() + days * DAY_MS).toISOString();

  /**
   * Runs a step in one durable transaction if the format is still in `phase` (two closes of one window at once make one
   * step), then mails the notices it wrote.
   */
  async function step(
    format: FormatRow,
    phase: FormatPhase,
    work: () => Promise<void>,
    due: (times: NonNullable<Awaited<ReturnType<typeof repo.times>>>) => boolean = () => true,
  ): Promise<void> {
    await db.transaction(
      async () => {
        // Read again inside the transaction: another server may have taken this step since, and one that keeps the
        // phase (a low-interest extension) is only told apart by its new closing time. The lock makes that server wait.
        await repo.lockFormat(format.id);
        const times = await repo.times(format.id);
        if (times?.phase === phase && due(times)) await work();
      },
      { durable: true },
    );
    await notices.send(format.id);
  }

  const peopleOf = async (format: FormatRow, group: GroupRow) => {
    const ids = new Set((await repo.members(format.id)).filter((m) => m.groupId === group.id).map((m) => m.interestId));
    return (await repo.interests(format.id)).filter((p) => ids.has(p.id));
  };

  async function setStatus(people: readonly InterestRow[], status: InterestStatus) {
    await repo.setStatus(
      people.map((person) => person.id),
      status,
      at(),
    );
  }

  /** Calls the whole format off: nobody is charged, any payment is refunded in full. */
  async function cancelFormat(format: FormatRow, reason: string): Promise<void> {
    const people = (await repo.interests(format.id)).filter((p) => !['declined', 'dropped', 'released', 'refunded'].includes(p.status));
    for (const person of people) {
      const payment = await repo.paymentOf(person.id);
      if (payment?.status === 'paid') await deps.tickets.refund(payment, payment.amountCents);
    }
    for (const group of await repo.groups(format.id)) await repo.setGroupStatus(group.id, 'cancelled', at());
    await setStatus(people, 'cancelled');
    await repo.setPhase(format.id, 'cancelled', at());
    await formats.cancel(format.id, at());
    await repo.addActivity(format.id, 'cancellation', reason, at());
    await notices.tell(format, people, { kind: 'cancelled' });
    await notices.tellHost(format, { kind: 'host-called-off', key: format.id, reason });
  }

  /** People in no group when groups are settled: the waitlist (waitlist-next) or let go (refund-all); nobody has paid. */
  async function placeNobody(format: FormatRow): Promise<void> {
    const grouped = new Set((await repo.members(format.id)).map((m) => m.interestId));
    const left = (await repo.interests(format.id)).filter((p) => p.status === 'interested' && !grouped.has(p.id));
    const waitlist = format.format.groupRules.noGroupStrategy === 'waitlist-next';
    await setStatus(left, waitlist ? 'waitlisted' : 'released');
    await notices.tell(format, left, { kind: waitlist ? 'waitlisted' : 'released' });
  }

  /** Confirms a group: its people are selected and asked to pay. */
  async function confirmGroup(format: FormatRow, group: GroupRow): Promise<void> {
    await repo.setGroupStatus(group.id, 'confirmed', at());
    const people = await peopleOf(format, group);
    await setStatus(people, 'selected');
    await notices.tell(format, people, { kind: 'selected' });
    await repo.addActivity(format.id, 'group_formed', `Group ${group.number} (${people.length} people) is confirmed.`, at());
  }

  /** The refund cutoff of the earliest of these first sessions: 48 hours before its start in the city (ms). */
  function cutoffBefore(format: FormatRow, dates: readonly { date: string; time: string }[]): number {
    const city = format.format.venue.city;
    return Math.min(...dates.map((d) => sessionTimes(d.date, d.time, city).startsAt.getTime())) - CUTOFF_MS;
  }

  /**
   * No group waits for the host any more: the confirmation period starts. It closes by the refund cutoff of the
   * earliest group's first session, so nobody pays inside the 48 hours when nothing comes back; a host who approved
   * that late still leaves a day (or the whole period if shorter) to pay.
   */
  async function startConfirmation(format: FormatRow): Promise<void> {
    await placeNobody(format);
    const firsts = [];
    for (const group of (await repo.groups(format.id)).filter((g) => g.status === 'confirmed'))
      firsts.push((await sessions.ofGroup(group.id))[0] ?? { date: group.eventDate, time: group.eventTime });
    const period = format.format.timeline.confirmationPeriodDays * DAY_MS;
    const start = now().getTime();
    const closes =
      firsts.length === 0
        ? start + period
        : Math.max(Math.min(start + period, cutoffBefore(format, firsts)), start + Math.min(period, DAY_MS));
    await repo.setPhase(format.id, 'confirmation', at(), { confirmationClosesAt: new Date(closes).toISOString() });
  }

  async function closeInterest(format: FormatRow): Promise<void> {
    const times = (await repo.times(format.id))!;
    const interested = (await repo.interests(format.id)).filter((p) => p.status === 'interested');
    const { timeline, capacity, groupRules } = format.format;
    if (interested.length < capacity.minParticipants) {
      // The extension never pushes the windows past a date: the confirmation period still closes by the refund cutoff
      // of the first possible date, so it is shortened to fit, and with no whole day to spare the format is called off.
      const spare = Math.floor((cutoffBefore(format, format.format.possibleDates) - now().getTime()) / DAY_MS);
      const days = Math.min(timeline.interestPeriodDays, spare - timeline.selectionPeriodDays - timeline.confirmationPeriodDays);
      if (groupRules.lowInterestStrategy === 'extend-period' && times.interestExtended === 0 && days >= 1) {
        const interestClosesAt = daysFromNow(days);
        await repo.setPhase(format.id, 'interest', at(), {
          interestClosesAt,
          selectionClosesAt: daysFromNow(days + timeline.selectionPeriodDays),
          confirmationClosesAt: daysFromNow(days + timeline.selectionPeriodDays + timeline.confirmationPeriodDays),
          interestExtended: 1,
        });
        await repo.addActivity(
          format.id,
          'interest',
          `Interest was low (${interested.length} of ${capacity.minParticipants}): the interest period was extended by ${days} ${days === 1 ? 'day' : 'days'}.`,
          at(),
        );
        await notices.tell(format, interested, { kind: 'extended', closesAt: interestClosesAt, days });
        await notices.tellHost(format, {
          kind: 'host-extended',
          interested: interested.length,
          needed: capacity.minParticipants,
          days,
          closesAt: interestClosesAt,
        });
        return;
      }
      const noTime = groupRules.lowInterestStrategy === 'extend-period' && times.interestExtended === 0;
      await cancelFormat(
        format,
        `Called off: ${interested.length} interested, fewer than the ${capacity.minParticipants} a group needs${noTime ? ', and no time left before its first date to gather more' : ''}.`,
      );
      return;
    }
    await repo.setPhase(format.id, 'selection', at(), { selectionClosesAt: daysFromNow(timeline.selectionPeriodDays) });
    await notices.tell(format, interested, { kind: 'selection-open' });
  }

  async function closeSelection(format: FormatRow): Promise<void> {
    const people = (await repo.interests(format.id)).filter((p) => p.status === 'interested');
    const { groupRules, capacity, possibleDates } = format.format;
    const maxGroups = groupRules.multipleGroups ? groupRules.maxGroups : 1;
    const { groups } = suggestGroups(
      people.map((p) => p.id),
      await repo.allPicks(format.id),
      capacity,
      maxGroups,
    );
    if (groups.length === 0) {
      if (groupRules.matchingFailureStrategy === 'host-creates-groups') {
        await repo.setPhase(format.id, 'review', at());
        await repo.addActivity(format.id, 'group_formed', 'No groups could be suggested from the picks: make the groups yourself.', at());
        await notices.tellHost(format, { kind: 'host-review' });
      } else await cancelFormat(format, 'Called off: no groups could be made from the picks.');
      return;
    }
    const dates = [...possibleDates].sort((a, b) => a.date.localeCompare(b.date));
    const made: GroupRow[] = [];
    for (const [index, members] of groups.entries()) {
      const date = dates[index % dates.length] ?? { date: addDaysTo(at().slice(0, 10), 7), time: '19:00-22:00' };
      const group: GroupRow = {
        id: crypto.randomUUID(),
        formatId: format.id,
        number: index + 1,
        eventDate: date.date,
        eventTime: date.time,
        status: 'suggested',
        approvedAt: null,
      };
      await repo.addGroup(group, members, at());
      await sessions.addSeries(group.id, group.eventDate, group.eventTime, sessionsOf(format.format));
      made.push(group);
    }
    if (groupRules.hostApproval) {
      await repo.setPhase(format.id, 'review', at());
      await repo.addActivity(
        format.id,
        'group_formed',
        `${made.length} ${made.length === 1 ? 'group is' : 'groups are'} suggested: review and approve.`,
        at(),
      );
      await notices.tellHost(format, { kind: 'host-review' });
      return;
    }
    for (const group of made) await confirmGroup(format, group);
    await startConfirmation(format);
  }

  /** Whether a confirmed group keeps enough people, by the dropout strategy; if not, it is called off and refunded. */
  async function settleGroup(format: FormatRow, group: GroupRow): Promise<boolean> {
    const people = await peopleOf(format, group);
    const unpaid = people.filter((p) => p.status === 'selected');
    // Not paid in time: their place is gone, so they leave the group (every host view shows who comes).
    await setStatus(unpaid, 'dropped');
    for (const person of unpaid) await repo.moveMember(person.id, null);
    await notices.tell(format, unpaid, { kind: 'dropped' });
    for (const person of unpaid)
      await notices.tellHost(format, {
        kind: 'host-dropout',
        interestId: person.id,
        how: 'dropped',
        groupNumber: group.number,
        refundedCents: 0,
      });
    const paid = people.filter((p) => p.status === 'paid');
    const dropouts = people.length - paid.length;
    const strategy = format.format.groupRules.dropoutStrategy;
    const goesAhead = paid.length >= format.format.capacity.minParticipants && !(strategy === 'cancel-group' && dropouts > 0);
    if (goesAhead) return true;
    for (const person of paid) {
      const payment = await repo.paymentOf(person.id);
      if (payment?.status === 'paid') await deps.tickets.refund(payment, payment.amountCents);
    }
    await setStatus(paid, 'cancelled');
    await repo.setGroupStatus(group.id, 'cancelled', at());
    const reason = `Group ${group.number} was called off: ${paid.length} paid of the ${format.format.capacity.minParticipants} it needs.`;
    await repo.addActivity(format.id, 'cancellation', reason, at());
    await notices.tell(format, paid, { kind: 'group-cancelled' });
    await notices.tellHost(format, { kind: 'host-called-off', key: group.id, reason });
    return false;
  }

  async function closeConfirmation(format: FormatRow): Promise<void> {
    let ahead = 0;
    for (const group of await repo.groups(format.id)) if (group.status === 'confirmed' && (await settleGroup(format, group))) ahead++;
    if (ahead === 0) {
      await repo.setPhase(format.id, 'cancelled', at());
      await formats.cancel(format.id, at());
      await repo.addActivity(format.id, 'cancellation', 'Called off: no group kept enough people to go ahead.', at());
      return;
    }
    await repo.setPhase(format.id, 'confirmed', at());
  }

  /** Held: the format is completed (by the tick once every last session has ended, or by the host once they began). */
  async function completeFormat(format: FormatRow): Promise<void> {
    const groups = (await repo.groups(format.id)).filter((g) => g.status === 'confirmed');
    await formats.complete(format.id, at());
    await repo.addActivity(format.id, 'completion', `Completed: ${groups.length} ${groups.length === 1 ? 'group' : 'groups'} met.`, at());
    await notices.tellHost(format, { kind: 'host-completed', totals: await totalsOf(format, groups) });
  }

  async function closeHeld(format: FormatRow): Promise<void> {
    const groups = (await repo.groups(format.id)).filter((g) => g.status === 'confirmed');
    for (const group of groups) {
      const last = (await sessions.ofGroup(group.id)).at(-1);
      if (last && sessionTimes(last.date, last.time, format.format.venue.city).endsAt > now()) return;
    }
    await completeFormat(format);
  }

  /** A completed format's figures for its host: who paid, the sessions held, and the money (as the dashboard sums it). */
  async function totalsOf(format: FormatRow, groups: readonly GroupRow[]): Promise<FormatTotals> {
    const held = new Set(groups.map((g) => g.id));
    const city = format.format.venue.city;
    const sessionsHeld = (await sessions.ofFormat(format.id)).filter(
      (s) => held.has(s.groupId) && sessionTimes(s.date, s.time, city).startsAt <= now(),
    ).length;
    // The same sums as the host's billing (a format is priced in one currency).
    const [money] = billingOf(await ledgerRepo(db).ticketsOfFormats([format.id]));
    return {
      people: (await repo.interests(format.id)).filter((p) => p.status === 'paid').length,
      groups: groups.length,
      sessionsHeld,
      salesCents: money?.salesCents ?? 0,
      refundsCents: money?.refundedCents ?? 0,
      feeCents: money?.feeCents ?? 0,
      hostCents: money?.earningsCents ?? 0,
    };
  }

  /** A ticket went through (in its payment's transaction): the person's confirmation, the host's notice. */
  async function ticketPaid(payment: PaymentRow): Promise<void> {
    const format = await formats.find(payment.formatId);
    const person = await repo.interest(payment.interestId);
    const group = person && (await repo.groupOf(person.id));
    if (!format || !person || !group) return;
    await repo.addActivity(format.id, 'payment', `${person.name} paid for group ${group.number}.`, at());
    await notices.tell(format, [person], { kind: 'paid' });
    await notices.tellHost(format, {
      kind: 'host-payment',
      paymentId: payment.id,
      amountCents: payment.amountCents,
      // The host's share as the ledger's charge row (written in this transaction) has it.
      hostCents: (await ledgerRepo(db).tickets([payment]))[0]?.hostCents ?? 0,
      groupNumber: group.number,
      paidInGroup: (await peopleOf(format, group)).filter((p) => p.status === 'paid').length,
    });
  }

  /** Moves the format on if its window has ended (or at once with `now`); answers the phase it is in afterwards. */
  async function advance(formatId: string, options: { force?: boolean } = {}): Promise<string> {
    const format = await formats.find(formatId);
    const times = await repo.times(formatId);
    if (!format || !times || format.status !== 'active') return times?.phase ?? 'draft';
    const ended = (closesAt: string | null) => options.force || (closesAt !== null && closesAt <= at());
    // Closed early by the host: the window closed now, so the timeline shows the real close, in order.
    const closing = { interest: 'interestClosesAt', selection: 'selectionClosesAt', confirmation: 'confirmationClosesAt' } as const;
    const key = closing[times.phase as keyof typeof closing];
    if (options.force && key && (times[key] ?? '') > at()) await repo.setPhase(formatId, times.phase, at(), { [key]: at() });
    if (times.phase === 'interest' && ended(times.interestClosesAt))
      await step(
        format,
        'interest',
        () => closeInterest(format),
        (current) => ended(current.interestClosesAt),
      );
    else if (times.phase === 'selection' && ended(times.selectionClosesAt))
      await step(
        format,
        'selection',
        () => closeSelection(format),
        (current) => ended(current.selectionClosesAt),
      );
    else if (times.phase === 'confirmation' && ended(times.confirmationClosesAt))
      await step(
        format,
        'confirmation',
        () => closeConfirmation(format),
        (current) => ended(current.confirmationClosesAt),
      );
    else if (times.phase === 'confirmed') await step(format, 'confirmed', () => closeHeld(format));
    return (await repo.times(formatId))!.phase;
  }

  return {
    advance,
    /** The host marks the format held (host-control.ts checks that its last sessions have begun). */
    complete: (format: FormatRow) => step(format, 'confirmed', () => completeFormat(format)),
    notices,
    ticketPaid,
    /** The tick: every format whose window has ended, tickets left unfinished, the reminders due, then unsent mail. */
    async tick(): Promise<number> {
      try {
        const due = await repo.due(at());
        for (const { id } of due) await advance(id);
        await deps.tickets.reconcile(ticketPaid);
        await reminders.remindDue();
        return due.length;
      } finally {
        await notices.send();
      }
    },
    /** The host approves a suggested group (review); when none waits any more, the confirmation period starts. */
    async approve(format: FormatRow, group: GroupRow): Promise<void> {
      await step(format, 'review', async () => {
        await confirmGroup(format, group);
        if (!(await repo.groups(format.id)).some((g) => g.status === 'suggested')) await startConfirmation(format);
      });
    },
    /** A participant gives up their place (see journey-service); fill-from-waitlist offers it to the first on the waitlist. */
    async fillFromWaitlist(format: FormatRow, group: GroupRow): Promise<void> {
      // Only while people can still pay: after the confirmation period a new place could not be confirmed.
      if (format.format.groupRules.dropoutStrategy !== 'fill-from-waitlist' || (await repo.times(format.id))?.phase !== 'confirmation')
        return;
      await step(format, 'confirmation', async () => {
        const next = (await repo.interests(format.id)).find((p) => p.status === 'waitlisted');
        if (!next) return;
        await repo.moveMember(next.id, group.id);
        await setStatus([next], 'selected');
        await notices.tell(format, [next], { kind: 'moved-up' });
      });
    },
  };
}

export type JourneyPhases = ReturnType<typeof journeyPhases>;
