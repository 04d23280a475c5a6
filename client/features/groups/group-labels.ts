import { slotLabel, type GroupView } from '../../../shared/groups';
import { clockLabel, dayLabel, momentLabel } from '../../../shared/date-labels';
import { neighborhoodLabel } from '../profiles/profile-labels';

/** What the invite says about a group: its slot ("Saturday 9 AM"), the local date and time, place and deadline. */
export function meetingLabels(group: GroupView): { slot: string; when: string; where: string; deadline: string } {
  return {
    slot: slotLabel(group.slot),
    when: `${dayLabel(group.meetsAt, group.timeZone)}, ${clockLabel(group.meetsAt, group.timeZone)}`,
    where: neighborhoodLabel(group.neighborhood),
    deadline: momentLabel(group.inviteDeadlineAt, group.timeZone),
  };
}

/** The heading that says where the member stands; focus goes there after they answer. */
export const GROUP_STATE_ID = 'group-state';
