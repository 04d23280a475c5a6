import { describe, expect, it } from 'vitest';
import type { GroupView } from '../../../../shared/groups';
import { meetingLabels } from '../../../../client/features/groups/group-labels';

describe('meetingLabels', () => {
  it("gives the slot, local date and time, neighbourhood label and deadline in the group's time zone", () => {
    const group = {
      slot: 'sat-9',
      meetsAt: '2026-11-28T14:00:00.000Z',
      timeZone: 'America/Toronto',
      neighborhood: 'east-end',
      inviteDeadlineAt: '2026-11-25T14:00:00.000Z',
    } as GroupView;
    expect(meetingLabels(group)).toEqual({
      slot: 'Saturday 9 AM',
      when: 'saturday, november 28, 9 am',
      where: 'East End',
      deadline: 'wednesday, november 25 at 9 am',
    });
  });
});
