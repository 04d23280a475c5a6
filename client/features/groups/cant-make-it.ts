import type { GroupView } from '../../../shared/groups';

/**
 * Whether the member may still release their place: they accepted, the meetup has not begun, and they are not checked
 * in at it (on the server's word, or `checkedInHere`: a check-in from this device still on its way).
 */
export function canReleasePlace(group: GroupView, now: Date, checkedInHere = false): boolean {
  return (
    group.myInvite === 'accepted' &&
    group.status !== 'dissolved' &&
    now < new Date(group.meetsAt) &&
    !group.checkIn?.checkedIn &&
    !checkedInHere
  );
}
