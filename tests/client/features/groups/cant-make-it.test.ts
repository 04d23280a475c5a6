import { describe, expect, it } from 'vitest';
import type { GroupView } from '../../../../shared/groups';
import { canReleasePlace, releaseTerms } from '../../../../client/features/groups/cant-make-it';

const MEETS = '2026-11-28T14:00:00.000Z';
const group = (over: Partial<GroupView>): GroupView =>
  ({
    status: 'confirmed',
    myInvite: 'accepted',
    meetsAt: MEETS,
    deposit: { status: 'held', amountCents: 1000, currency: 'cad', demo: true },
    ...over,
  }) as GroupView;

describe("can't make it", () => {
  it('is offered to a member who accepted, until the meetup begins, in a group that still meets', () => {
    const before = new Date('2026-11-28T13:59:00.000Z');
    expect(canReleasePlace(group({}), before)).toBe(true);
    expect(canReleasePlace(group({ status: 'inviting' }), before)).toBe(true);
    expect(canReleasePlace(group({}), new Date(MEETS))).toBe(false);
    expect(canReleasePlace(group({ myInvite: 'invited' }), before)).toBe(false);
    expect(canReleasePlace(group({ myInvite: 'declined' }), before)).toBe(false);
    expect(canReleasePlace(group({ status: 'dissolved' }), before)).toBe(false);
  });

  it('says what it costs from the deposit as it stands: nothing before the deadline, the deposit after it, never a no-show', () => {
    expect(releaseTerms(group({ status: 'inviting' }))).toBe(
      "your place goes back to the group and your $10.00 deposit is released. there's no penalty: you can try again next week.",
    );
    expect(releaseTerms(group({}))).toBe(
      "your place is offered to someone who wasn't placed this week. it's after the invite deadline, so your $10.00 deposit is charged. it doesn't count as a no-show.",
    );
    // No deposit held (e.g. a saved card the bank refused later): nothing to charge, and it says so.
    const none = { status: 'failed', amountCents: 1000, currency: 'cad', demo: false } as const;
    expect(releaseTerms(group({ deposit: none }))).toBe(
      "your place is offered to someone who wasn't placed this week. no deposit is held for you, so nothing is charged. it doesn't count as a no-show.",
    );
    expect(releaseTerms(group({ status: 'inviting', deposit: none }))).toBe(
      "your place goes back to the group. there's no penalty: you can try again next week.",
    );
  });
});
