import crypto from 'node:crypto';
import { addDaysTo, sessionsOf } from '../../../shared/event-formats';
import type { FormatRow } from './formats-repo';
import { suggestGroups } from './format-matching';
import { DAY_MS, type PhaseContext } from './phase-context';
import type { FormatGroupRow } from './journey-repo';

/** The steps that gather people and make the groups: closing the interest and selection windows, and confirming groups. */
export function selectionSteps(ctx: PhaseContext) {
  const { now, repo, sessions, notices, at, daysFromNow, peopleOf, setStatus, cancelFormat, cutoffBefore } = ctx;

  /** People in no group when groups are settled: the waitlist (waitlist-next) or let go (refund-all); nobody has paid. */
  async function placeNobody(format: FormatRow): Promise<void> {
    const grouped = new Set((await repo.members(format.id)).map((m) => m.interestId));
    const left = (await repo.interests(format.id)).filter((p) => p.status === 'interested' && !grouped.has(p.id));
    const waitlist = format.format.groupRules.noGroupStrategy === 'waitlist-next';
    await setStatus(left, waitlist ? 'waitlisted' : 'released');
    await notices.tell(format, left, { kind: waitlist ? 'waitlisted' : 'released' });
  }

  /** Confirms a group: its people are selected and asked to pay. */
  async function confirmGroup(format: FormatRow, group: FormatGroupRow): Promise<void> {
    await repo.setGroupStatus(group.id, 'confirmed', at());
    const people = await peopleOf(format, group);
    await setStatus(people, 'selected');
    await notices.tell(format, people, { kind: 'selected' });
    await repo.addActivity(format.id, 'group_formed', `Group ${group.number} (${people.length} people) is confirmed.`, at());
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
    const made: FormatGroupRow[] = [];
    for (const [index, members] of groups.entries()) {
      const date = dates[index % dates.length] ?? { date: addDaysTo(at().slice(0, 10), 7), time: '19:00-22:00' };
      const group: FormatGroupRow = {
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

  return { confirmGroup, startConfirmation, closeInterest, closeSelection };
}
