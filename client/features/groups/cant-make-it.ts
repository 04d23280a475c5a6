import { formatAmount } from '../../../shared/money';
import type { GroupView } from '../../../shared/groups';

/** Whether the member may still release their place: they accepted and the meetup has not begun. */
export function canReleasePlace(group: GroupView, now: Date): boolean {
  return group.myInvite === 'accepted' && group.status !== 'dissolved' && now < new Date(group.meetsAt);
}

/** Releasing now is on the late terms: the group is confirmed, past the invite deadline. */
export const releasesLate = (group: GroupView): boolean => group.status === 'confirmed';

/** What releasing the place costs, in plain words, from the member's own deposit as it stands. */
export function releaseTerms(group: GroupView): string {
  const { deposit } = group;
  const amount = formatAmount(deposit.amountCents, deposit.currency);
  const held = deposit.status === 'held' || deposit.status === 'placing';
  if (!releasesLate(group))
    return held
      ? `your place goes back to the group and your ${amount} deposit is released. there's no penalty: you can try again next week.`
      : "your place goes back to the group. there's no penalty: you can try again next week.";
  const offered = "your place is offered to someone who wasn't placed this week.";
  return held
    ? `${offered} it's after the invite deadline, so your ${amount} deposit is charged. it doesn't count as a no-show.`
    : `${offered} no deposit is held for you, so nothing is charged. it doesn't count as a no-show.`;
}
