import { dayLabel, momentLabel } from '../../../shared/date-labels';
import { formatAmount } from '../../../shared/money';
import type { DeletionPlan, DeletionWait } from '../../../shared/my-data-contract';

/** "Toronto time": the city a time zone is named after, for dates told in it. */
export function cityTimeLabel(timeZone: string): string {
  return `${(timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ')} time`;
}

/** What the delete-account screen says happens at once: groups left, on what terms, and deposits released. */
export function nowSentences(plan: DeletionPlan): string[] {
  const { timeZone } = plan;
  const lines = plan.groupsLeft.map(({ meetsAt, late }) => {
    const when = momentLabel(meetsAt, timeZone);
    if (!late) return `You leave your group meeting ${when}. It's before the invite deadline, so it costs nothing.`;
    const wait = plan.waits.find((one) => one.meetsAt === meetsAt && one.outcome === 'charged');
    const deposit = wait ? `your ${formatAmount(wait.amountCents, wait.currency)} deposit is` : 'a deposit held for it is';
    return `You give up your place in your group meeting ${when}. It's after the invite deadline, so, as with "can't make it", ${deposit} charged. It doesn't count as a no-show.`;
  });
  for (const { purpose, amountCents, currency } of plan.released)
    lines.push(
      purpose === 'experience'
        ? `Your ${formatAmount(amountCents, currency)} experience deposit is released now: no group was assembled for it yet.`
        : `Your ${formatAmount(amountCents, currency)} group deposit is released now.`,
    );
  return lines;
}

/** One thing that must settle before the account can be deleted, and by when. */
export function waitSentence(wait: DeletionWait, timeZone: string): string {
  const amount = formatAmount(wait.amountCents, wait.currency);
  if (wait.kind === 'payment') return `A payment of yours (${amount}) is still going through: it settles within minutes.`;
  const day = dayLabel(wait.meetsAt ?? wait.until, timeZone);
  const settles = momentLabel(wait.until, timeZone);
  return wait.outcome === 'charged'
    ? `Your ${amount} deposit for the meetup on ${day} is charged when that meetup is settled, on ${settles}.`
    : `Your ${amount} deposit for the meetup on ${day} is settled on ${settles}: released if you came, charged if not.`;
}

/** What the account waits for, on the screen a closed account lands on. */
export function waitsForLabel(waits: readonly DeletionWait[]): string {
  return waits.some((wait) => wait.kind === 'group-deposit')
    ? 'once your deposit is settled after the meetup'
    : 'once your payment has gone through';
}

/** When the account is deleted, and the e-mail that says so. */
export function whenSentence(plan: DeletionPlan, email: string): string {
  if (!plan.deletesBy)
    return `Nothing of yours has to settle first: your account is deleted at once, and we e-mail ${email} when it is done.`;
  return `Until then your account stays closed, and it is deleted by ${momentLabel(plan.deletesBy, plan.timeZone)} (${cityTimeLabel(plan.timeZone)}). We e-mail ${email} when it is done.`;
}
