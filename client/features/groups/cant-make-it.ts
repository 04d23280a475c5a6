import { formatAmount } from '../../../shared/money';
import type { GroupView } from '../../../shared/groups';

/** Whether the member may still release their place: they accepted and the meetup has not begun. */
export function canReleasePlace(group: GroupView, now: Date): boolean {
  return group.myInvite === 'accepted' && group.status !== 'dissolved' && now < new Date(group.meetsAt);
}

/** What releasing the place costs, in plain words: nothing before the deadline, the deposit after it. */
export function releaseTerms(group: GroupView): string {
  const amount = formatAmount(group.deposit.amountCents, group.deposit.currency);
  return group.status === 'inviting'
    ? `your place goes back to the group and your ${amount} deposit is released. there's no penalty: you can try again next week.`
    : `your place is offered to someone who wasn't placed this week. it's after the invite deadline, so your ${amount} deposit is charged after the meetup, unless the group doesn't meet. it doesn't count as a no-show.`;
}
