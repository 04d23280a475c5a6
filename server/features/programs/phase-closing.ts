import { sessionTimes } from '../../../shared/event-formats';
import type { FormatRow } from './formats-repo';
import type { FormatTotals } from './host-words';
import { billingOf } from '../ledger/billing';
import { ledgerRepo } from '../ledger/repo';
import type { PhaseContext } from './phase-context';
import type { FormatGroupRow, PaymentRow } from './journey-repo';

/** The steps once groups are set: settling them at the confirmation's end, completing the format, and a ticket paid. */
export function closingSteps(ctx: PhaseContext) {
  const { deps, db, now, repo, sessions, formats, notices, at, peopleOf, setStatus } = ctx;

  /** Whether a confirmed group keeps enough people, by the dropout strategy; if not, it is called off and refunded. */
  async function settleGroup(format: FormatRow, group: FormatGroupRow): Promise<boolean> {
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
  async function totalsOf(format: FormatRow, groups: readonly FormatGroupRow[]): Promise<FormatTotals> {
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

  return { closeConfirmation, completeFormat, closeHeld, ticketPaid };
}
