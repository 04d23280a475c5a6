import { type GroupDeposit, LATE_INVITE_CLOSES_BEFORE_MS, type ReleaseTerms } from '../../../shared/groups';
import { meetingAt, weekTimes } from '../../../shared/weekly-cycle';
import { timeZoneOf } from './group-view';
import type { GroupRow, GroupInviteRow } from './repo';

/** When the group meets. */
export const meetsAtOf = (group: GroupRow): Date => meetingAt(group.week, group.slot, timeZoneOf(group));

/** Until when someone invited to a confirmed group (a place freed after the deadline) may accept it. */
export const lateInviteClosesAt = (group: GroupRow): Date => new Date(meetsAtOf(group).getTime() - LATE_INVITE_CLOSES_BEFORE_MS);

/**
 * "Can't make it" after the invite deadline: a member who accepted a confirmed group releases their place until the
 * meetup begins. (Before the deadline the same request is a decline: no penalty, the deposit released.)
 */
export function cancelsLate(group: GroupRow, invite: GroupInviteRow, now: Date): boolean {
  return group.status === 'confirmed' && invite.status === 'accepted' && now < meetsAtOf(group);
}

/** A place freed after the deadline, offered to someone not placed: open to them until `lateInviteClosesAt`. */
export function lateInviteOpen(group: GroupRow, invite: GroupInviteRow, now: Date): boolean {
  return group.status === 'confirmed' && invite.isBackfill && invite.status === 'invited' && now < lateInviteClosesAt(group);
}

/**
 * What "can't make it" costs the member, asked before and said after from these same facts: past the invite deadline
 * (the group confirmed, or the place already released late) a deposit held for the meetup is charged, and one that is
 * not held costs nothing (settlement.ts charges only a held one).
 */
export function releaseTerms(group: GroupRow, invite: GroupInviteRow, deposit: GroupDeposit): ReleaseTerms {
  const afterDeadline = invite.cancelledLate || group.status === 'confirmed';
  const depositHeld = deposit.status === 'placing' || deposit.status === 'held' || deposit.status === 'captured';
  return {
    deadlineAt: weekTimes(group.week, timeZoneOf(group)).inviteDeadlineAt.toISOString(),
    afterDeadline,
    depositHeld,
    amountCents: deposit.amountCents,
    currency: deposit.currency,
    costsDeposit: afterDeadline && depositHeld,
  };
}
