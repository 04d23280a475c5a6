import { describe, expect, it } from 'vitest';
import type { GroupCheckIn, GroupView } from '../../../../shared/groups';
import { canReleasePlace } from '../../../../client/features/groups/cant-make-it';

const MEETS = '2026-11-28T14:00:00.000Z';
const group = (over: Partial<GroupView>): GroupView =>
  ({
    status: 'confirmed',
    myInvite: 'accepted',
    meetsAt: MEETS,
    deposit: { status: 'held', amountCents: 1000, currency: 'cad', demo: true },
    checkIn: null,
    ...over,
  }) as GroupView;

describe("can't make it", () => {
  const before = new Date('2026-11-28T13:59:00.000Z');

  it('is offered to a member who accepted, until the meetup begins, in a group that still meets', () => {
    expect(canReleasePlace(group({}), before)).toBe(true);
    expect(canReleasePlace(group({ status: 'inviting' }), before)).toBe(true);
    expect(canReleasePlace(group({}), new Date(MEETS))).toBe(false);
    expect(canReleasePlace(group({ myInvite: 'invited' }), before)).toBe(false);
    expect(canReleasePlace(group({ myInvite: 'declined' }), before)).toBe(false);
    expect(canReleasePlace(group({ status: 'dissolved' }), before)).toBe(false);
  });

  it('is not offered once the member is checked in (checking in opens before the meetup), nor while their check-in is on its way', () => {
    const checkIn = { checkedIn: true } as GroupCheckIn;
    expect(canReleasePlace(group({ checkIn }), before)).toBe(false);
    expect(canReleasePlace(group({ checkIn: { ...checkIn, checkedIn: false } }), before)).toBe(true);
    expect(canReleasePlace(group({}), before, true)).toBe(false);
  });
});
