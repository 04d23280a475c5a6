import crypto from 'node:crypto';
import { addDaysTo, sessionsOf } from '../../../shared/event-formats';
import type { InterestStatus } from '../../../shared/format-journey';
import type { Database } from '../../db/database';
import type { FastifyBaseLogger } from 'fastify';
import { type FormatRow, eventFormatsRepo } from '../event-formats/repo';
import type { Mailer } from '../mail/mailer';
import type { TicketPayments } from '../payments/ticket-payments';
import { suggestGroups } from './format-matching';
import { type JourneyMailKind, journeyMail } from './journey-mails';
import { type GroupRow, type InterestRow, type JourneyTimes, journeyRepo } from './repo';
import { sessionsRepo } from './sessions-repo';

const DAY_MS = 24 * 60 * 60_000;

export interface JourneyDeps {
  db: Database;
  now: () => Date;
  mailer: Mailer;
  publicUrl: string;
  tickets: TicketPayments;
  log?: FastifyBaseLogger;
}

/** A mail to send once the change it tells of is committed. */
interface Outgoing {
  to: string;
  kind: JourneyMailKind;
  link: string;
}

/**
 * The format's cycle (spec 002 §4): interest → selection → (host review) → confirmation → confirmed → held, or
 * cancelled, with the four strategies of the format's group rules where plans do not work out. Each step is one
 * transaction; its mails go out after the commit. Used by the cycle's tick (windows that ended) and by the host's
 * "close this window now".
 */
export function journeyPhases(deps: JourneyDeps) {
  const { db, now } = deps;
  const repo = journeyRepo(db);
  const sessions = sessionsRepo(db);
  const formats = eventFormatsRepo(db);
  const at = () => now().toISOString();
  const link = (formatId: string) => `${deps.publicUrl}/program/${encodeURIComponent(formatId)}`;
  const hostLink = (formatId: string) => `${deps.publicUrl}/host/format/${encodeURIComponent(formatId)}/details`;
  const daysFromNow = (days: number) => new Date(now().getTime() + days * DAY_MS).toISOString();

  async function send(outgoing: Outgoing[], title: string): Promise<void> {
    for (const mail of outgoing)
      await deps.mailer
        .send(journeyMail({ ...mail, title }))
        .catch((error: unknown) => deps.log?.warn({ err: error }, 'could not send a format journey mail'));
  }

  /** Runs a step in one durable transaction, then sends what it collected. */
  async function step(format: FormatRow, work: (out: Outgoing[]) => Promise<void>): Promise<void> {
    let outgoing: Outgoing[] = [];
    await db.transaction(
      async () => {
        outgoing = [];
        await work(outgoing);
      },
      { durable: true },
    );
    await send(outgoing, format.title);
  }

  const tell = (out: Outgoing[], people: readonly InterestRow[], kind: JourneyMailKind, formatId: string) => {
    for (const person of people) out.push({ to: person.email, kind, link: link(formatId) });
  };
  const tellHost = async (out: Outgoing[], format: FormatRow, kind: JourneyMailKind) => {
    const host = await db.get<{ email: string }>('SELECT host_email AS email FROM event_formats WHERE id = ?', [format.id]);
    if (host) out.push({ to: host.email, kind, link: hostLink(format.id) });
  };

  async function setStatus(people: readonly InterestRow[], status: InterestStatus) {
    await repo.setStatus(
      people.map((person) => person.id),
      status,
      at(),
    );
  }

  /** Calls the whole format off: nobody is charged, any payment is refunded in full. */
  async function cancelFormat(format: FormatRow, out: Outgoing[], reason: string): Promise<void> {
    const people = (await repo.interests(format.id)).filter((p) => !['declined', 'dropped', 'released', 'refunded'].includes(p.status));
    for (const person of people) {
      const payment = await repo.paymentOf(person.id);
      if (payment?.status === 'paid') await deps.tickets.refund(payment, payment.amountCents);
    }
    for (const group of await repo.groups(format.id)) await repo.setGroupStatus(group.id, 'cancelled', at());
    await setStatus(people, 'cancelled');
    await repo.setPhase(format.id, 'cancelled', at());
    await repo.addActivity(format.id, 'cancellation', reason, at());
    tell(out, people, 'cancelled', format.id);
  }

  /** People in no group when groups are settled: the waitlist (waitlist-next) or let go (refund-all); nobody has paid. */
  async function placeNobody(format: FormatRow, out: Outgoing[]): Promise<void> {
    const grouped = new Set((await repo.members(format.id)).map((m) => m.interestId));
    const left = (await repo.interests(format.id)).filter((p) => p.status === 'interested' && !grouped.has(p.id));
    const waitlist = format.format.groupRules.noGroupStrategy === 'waitlist-next';
    await setStatus(left, waitlist ? 'waitlisted' : 'released');
    tell(out, left, waitlist ? 'waitlisted' : 'released', format.id);
  }

  /** Confirms a group: its people are selected and asked to pay. */
  async function confirmGroup(format: FormatRow, group: GroupRow, out: Outgoing[]): Promise<void> {
    await repo.setGroupStatus(group.id, 'confirmed', at());
    const ids = new Set((await repo.members(format.id)).filter((m) => m.groupId === group.id).map((m) => m.interestId));
    const people = (await repo.interests(format.id)).filter((p) => ids.has(p.id));
    await setStatus(people, 'selected');
    tell(out, people, 'selected', format.id);
    await repo.addActivity(format.id, 'group_formed', `Group ${group.number} (${people.length} people) is confirmed.`, at());
  }

  /** No group waits for the host any more: the confirmation period starts. */
  async function startConfirmation(format: FormatRow, out: Outgoing[]): Promise<void> {
    await placeNobody(format, out);
    await repo.setPhase(format.id, 'confirmation', at(), {
      confirmationClosesAt: daysFromNow(format.format.timeline.confirmationPeriodDays),
    });
  }

  async function closeInterest(format: FormatRow, out: Outgoing[]): Promise<void> {
    const times = (await repo.times(format.id))!;
    const interested = (await repo.interests(format.id)).filter((p) => p.status === 'interested');
    const { timeline, capacity, groupRules } = format.format;
    if (interested.length < capacity.minParticipants) {
      if (groupRules.lowInterestStrategy === 'extend-period' && times.interestExtended === 0) {
        const interestClosesAt = daysFromNow(timeline.interestPeriodDays);
        await repo.setPhase(format.id, 'interest', at(), {
          interestClosesAt,
          selectionClosesAt: daysFromNow(timeline.interestPeriodDays + timeline.selectionPeriodDays),
          confirmationClosesAt: daysFromNow(timeline.interestPeriodDays + timeline.selectionPeriodDays + timeline.confirmationPeriodDays),
          interestExtended: 1,
        });
        await repo.addActivity(
          format.id,
          'interest',
          `Interest was low (${interested.length} of ${capacity.minParticipants}): the interest period was extended by ${timeline.interestPeriodDays} days.`,
          at(),
        );
        return;
      }
      await cancelFormat(
        format,
        out,
        `Called off: ${interested.length} interested, fewer than the ${capacity.minParticipants} a group needs.`,
      );
      return;
    }
    await repo.setPhase(format.id, 'selection', at(), { selectionClosesAt: daysFromNow(timeline.selectionPeriodDays) });
    tell(out, interested, 'selection-open', format.id);
  }

  async function closeSelection(format: FormatRow, out: Outgoing[]): Promise<void> {
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
        await tellHost(out, format, 'host-review');
      } else await cancelFormat(format, out, 'Called off: no groups could be made from the picks.');
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
      await tellHost(out, format, 'host-review');
      return;
    }
    for (const group of made) await confirmGroup(format, group, out);
    await startConfirmation(format, out);
  }

  /** Whether a confirmed group keeps enough people, by the dropout strategy; if not, it is called off and refunded. */
  async function settleGroup(format: FormatRow, group: GroupRow, out: Outgoing[]): Promise<boolean> {
    const ids = new Set((await repo.members(format.id)).filter((m) => m.groupId === group.id).map((m) => m.interestId));
    const people = (await repo.interests(format.id)).filter((p) => ids.has(p.id));
    const unpaid = people.filter((p) => p.status === 'selected');
    // Not paid in time: their place is gone, so they leave the group (every host view shows who comes).
    await setStatus(unpaid, 'dropped');
    for (const person of unpaid) await repo.moveMember(person.id, null);
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
    await repo.addActivity(
      format.id,
      'cancellation',
      `Group ${group.number} was called off: ${paid.length} paid of the ${format.format.capacity.minParticipants} it needs.`,
      at(),
    );
    tell(out, paid, 'group-cancelled', format.id);
    return false;
  }

  async function closeConfirmation(format: FormatRow, out: Outgoing[]): Promise<void> {
    let ahead = 0;
    for (const group of await repo.groups(format.id)) if (group.status === 'confirmed' && (await settleGroup(format, group, out))) ahead++;
    if (ahead === 0) {
      await repo.setPhase(format.id, 'cancelled', at());
      return;
    }
    await repo.setPhase(format.id, 'confirmed', at());
  }

  async function closeHeld(format: FormatRow): Promise<void> {
    const groups = (await repo.groups(format.id)).filter((g) => g.status === 'confirmed');
    const today = at().slice(0, 10);
    if (groups.some((group) => group.eventDate >= today)) return;
    await db.run("UPDATE event_formats SET status = 'completed', phase = 'held', updated_at = ? WHERE id = ?", [at(), format.id]);
    await repo.addActivity(format.id, 'completion', `Completed: ${groups.length} ${groups.length === 1 ? 'group' : 'groups'} met.`, at());
  }

  /** A window the host closes before its end keeps when it really closed, so the format's timeline stays in order. */
  async function recordClose(formatId: string, times: JourneyTimes): Promise<void> {
    const closes = { interest: 'interestClosesAt', selection: 'selectionClosesAt', confirmation: 'confirmationClosesAt' } as const;
    const column = closes[times.phase as keyof typeof closes];
    if (!column || (times[column] !== null && times[column] <= at())) return;
    await repo.setPhase(formatId, times.phase, at(), { [column]: at() });
  }

  /** Moves the format on if its window has ended (or at once with `now`); answers the phase it is in afterwards. */
  async function advance(formatId: string, options: { force?: boolean } = {}): Promise<string> {
    const format = await formats.find(formatId);
    const times = await repo.times(formatId);
    if (!format || !times || format.status !== 'active') return times?.phase ?? 'draft';
    const ended = (closesAt: string | null) => options.force || (closesAt !== null && closesAt <= at());
    const closed = (close: (format: FormatRow, out: Outgoing[]) => Promise<void>) =>
      step(format, async (out) => {
        await recordClose(format.id, times);
        await close(format, out);
      });
    if (times.phase === 'interest' && ended(times.interestClosesAt)) await closed(closeInterest);
    else if (times.phase === 'selection' && ended(times.selectionClosesAt)) await closed(closeSelection);
    else if (times.phase === 'confirmation' && ended(times.confirmationClosesAt)) await closed(closeConfirmation);
    else if (times.phase === 'confirmed') await step(format, () => closeHeld(format));
    return (await repo.times(formatId))!.phase;
  }

  return {
    advance,
    /** The tick: every format whose window has ended. */
    async tick(): Promise<number> {
      const due = await repo.due(at());
      for (const { id } of due) await advance(id);
      await deps.tickets.reconcile();
      return due.length;
    },
    /** The host approves a suggested group (review); when none waits any more, the confirmation period starts. */
    async approve(format: FormatRow, group: GroupRow): Promise<void> {
      await step(format, async (out) => {
        await confirmGroup(format, group, out);
        if (!(await repo.groups(format.id)).some((g) => g.status === 'suggested')) await startConfirmation(format, out);
      });
    },
    /** A participant gives up their place (see journey-service); fill-from-waitlist offers it to the first on the waitlist. */
    async fillFromWaitlist(format: FormatRow, group: GroupRow): Promise<void> {
      // Only while people can still pay: after the confirmation period a new place could not be confirmed.
      if (format.format.groupRules.dropoutStrategy !== 'fill-from-waitlist' || (await repo.times(format.id))?.phase !== 'confirmation')
        return;
      await step(format, async (out) => {
        const next = (await repo.interests(format.id)).find((p) => p.status === 'waitlisted');
        if (!next) return;
        await repo.moveMember(next.id, group.id);
        await setStatus([next], 'selected');
        tell(out, [next], 'selected', format.id);
      });
    },
    send,
  };
}

export type JourneyPhases = ReturnType<typeof journeyPhases>;
