import { closingSteps } from './phase-closing';
import { type JourneyDeps, phaseContext } from './phase-context';
import { selectionSteps } from './phase-selection';
import type { FormatRow } from './formats-repo';
import type { FormatGroupRow } from './journey-repo';
import { sessionReminders } from './session-reminders';

/**
 * The format's cycle (docs/product-rules.md#program-journey): interest → selection → (host review) → confirmation → confirmed → held, or
 * cancelled, with the four strategies of the format's group rules where plans do not work out. Each step is one
 * transaction, which also writes the notices telling everyone what it did (format-notices.ts); their mails go out
 * after the commit. Used by the cycle's tick (windows that ended, reminders, mails left unsent) and by the host's
 * "close this window now".
 */
export function journeyPhases(deps: JourneyDeps) {
  const ctx = phaseContext(deps);
  const { db, now, repo, formats, notices, at, step, setStatus } = ctx;
  const reminders = sessionReminders(db, now, notices);
  const { confirmGroup, startConfirmation, closeInterest, closeSelection } = selectionSteps(ctx);
  const { closeConfirmation, completeFormat, closeHeld, ticketPaid } = closingSteps(ctx);

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
    async approve(format: FormatRow, group: FormatGroupRow): Promise<void> {
      await step(format, 'review', async () => {
        await confirmGroup(format, group);
        if (!(await repo.groups(format.id)).some((g) => g.status === 'suggested')) await startConfirmation(format);
      });
    },
    /** A participant gives up their place (see journey-service); fill-from-waitlist offers it to the first on the waitlist. */
    async fillFromWaitlist(format: FormatRow, group: FormatGroupRow): Promise<void> {
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
