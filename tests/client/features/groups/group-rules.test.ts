import { describe, expect, it } from 'vitest';
import type { GroupView, Notice } from '../../../../shared/groups';
import { outcomeCopy, type WeekOutcome } from '../../../../shared/week-outcome';
import {
  answerLocally,
  checkInLink,
  vouchedLocally,
  noticesWithWaitingReads,
  outcomeWithWaitingAnswer,
  venueErrors,
  withWaitingChanges,
} from '../../../../client/features/groups/group-rules';
import { checkInCode } from '../../../../client/components/check-in-code';

const group = (patch: Partial<GroupView> = {}): GroupView => ({
  id: 'g1',
  week: '2026-11-19',
  status: 'inviting',
  slot: 'sat-9',
  meetsAt: '2026-11-28T14:00:00.000Z',
  timeZone: 'America/Toronto',
  neighborhood: 'east-end',
  inviteDeadlineAt: '2026-11-25T14:00:00.000Z',
  myInvite: 'invited',
  members: [
    { profileId: 'me', firstName: 'Ana', photoUrl: null, isVenueBooker: false, inviteStatus: 'invited', isMe: true },
    { profileId: 'p2', firstName: 'Ben', photoUrl: null, isVenueBooker: true, inviteStatus: 'accepted', isMe: false },
  ],
  sharedInterests: ['book club'],
  venue: null,
  deposit: { status: 'none', amountCents: 1000, currency: 'cad', demo: true },
  checkIn: null,
  meetAgain: null,
  ...patch,
});

describe('answerLocally', () => {
  it('accepting marks the member accepted', () => {
    const accepted = answerLocally(group(), 'accept');
    expect(accepted.myInvite).toBe('accepted');
    expect(accepted.members.find((member) => member.isMe)?.inviteStatus).toBe('accepted');
  });

  it('declining lists no members, as the server does', () => {
    expect(answerLocally(group(), 'decline')).toMatchObject({ myInvite: 'declined', members: [] });
  });
});

describe('withWaitingChanges', () => {
  it("keeps the member's answer and venue still waiting in the outbox over the server's copy", () => {
    const shown = withWaitingChanges(
      group({ status: 'confirmed' }),
      [
        { groupId: 'g1', answer: 'decline' },
        { groupId: 'g1', answer: 'accept' },
      ],
      [{ groupId: 'g1', name: 'Café', address: '1 Queen St' }],
    );
    expect(shown?.myInvite).toBe('accepted');
    expect(shown?.venue).toEqual({ name: 'Café', address: '1 Queen St' });
  });

  it('ignores changes for another group and leaves no group as none', () => {
    expect(withWaitingChanges(group(), [{ groupId: 'other', answer: 'decline' }], [])?.myInvite).toBe('invited');
    expect(withWaitingChanges(null, [{ groupId: 'g1', answer: 'accept' }], [])).toBeNull();
  });
});

describe('outcomeWithWaitingAnswer', () => {
  const times = { timeZone: 'America/Toronto', nextReleaseAt: '2026-11-26T17:00:00.000Z', nextMatchingAt: '2026-11-30T14:00:00.000Z' };
  const facts = {
    meetsAt: '2026-11-28T14:00:00.000Z',
    neighborhood: 'east-end',
    inviteDeadlineAt: '2026-11-25T14:00:00.000Z',
    size: 4,
    venueBooker: null,
    venue: null,
  };
  const invited: WeekOutcome = { ...times, kind: 'invited', groupId: 'g1', facts };

  it('says accepted or declined at once while the answer waits in the outbox (the latest answer wins)', () => {
    expect(outcomeWithWaitingAnswer(invited, [{ groupId: 'g1', answer: 'accept' }])?.kind).toBe('accepted');
    expect(
      outcomeWithWaitingAnswer(invited, [
        { groupId: 'g1', answer: 'accept' },
        { groupId: 'g1', answer: 'decline' },
      ])?.kind,
    ).toBe('declined');
  });

  it("says a can't-make-it at once: declined before the deadline, cancelled (deposit kept) once the group is confirmed", () => {
    const accepted: WeekOutcome = { ...invited, kind: 'accepted' };
    expect(outcomeWithWaitingAnswer(accepted, [{ groupId: 'g1', answer: 'decline' }])?.kind).toBe('declined');
    const confirmed: WeekOutcome = { ...invited, kind: 'confirmed' };
    expect(outcomeWithWaitingAnswer(confirmed, [{ groupId: 'g1', answer: 'decline' }])?.kind).toBe('cancelled');
  });

  it("words a waiting can't-make-it from the terms the member was shown (no deposit held: nothing charged)", () => {
    const confirmed: WeekOutcome = { ...invited, kind: 'confirmed' };
    const release = {
      deadlineAt: '2026-11-25T14:00:00.000Z',
      afterDeadline: true,
      depositHeld: false,
      amountCents: 1000,
      currency: 'cad',
      costsDeposit: false,
    };
    const shown = outcomeWithWaitingAnswer(confirmed, [{ groupId: 'g1', answer: 'decline' }], release);
    expect(shown).toMatchObject({ kind: 'cancelled', release });
    expect(outcomeCopy(shown!).body).toContain('no deposit was held for you, so nothing is charged');
  });

  it('leaves alone answers for another group, outcomes without an open invite, and no outcome', () => {
    expect(outcomeWithWaitingAnswer(invited, [{ groupId: 'other', answer: 'accept' }])).toBe(invited);
    const confirmed: WeekOutcome = { ...invited, kind: 'confirmed' };
    expect(outcomeWithWaitingAnswer(confirmed, [{ groupId: 'g1', answer: 'accept' }])).toBe(confirmed);
    const dissolved: WeekOutcome = { ...invited, kind: 'dissolved' };
    expect(outcomeWithWaitingAnswer(dissolved, [{ groupId: 'g1', answer: 'decline' }])).toBe(dissolved);
    const before: WeekOutcome = { ...times, kind: 'before-matching', matchingAt: '2026-11-23T14:00:00.000Z' };
    expect(outcomeWithWaitingAnswer(before, [{ groupId: 'g1', answer: 'accept' }])).toBe(before);
    expect(outcomeWithWaitingAnswer(null, [])).toBeNull();
  });
});

describe('venueErrors', () => {
  it('needs both fields after trimming, within the limits', () => {
    expect(venueErrors(' ', '')).toEqual({ name: 'enter the venue name', address: 'enter the address' });
    expect(venueErrors('x'.repeat(121), 'y'.repeat(201))).toEqual({ name: 'at most 120 characters', address: 'at most 200 characters' });
    expect(venueErrors('Café', '1 Queen St')).toEqual({});
  });
});

describe('noticesWithWaitingReads', () => {
  it('keeps as read the notices dismissed here whose read has not reached the server', () => {
    const notice = (id: string): Notice => ({
      id,
      kind: 'invited',
      week: '2026-11-19',
      title: 't',
      body: 'b',
      groupId: null,
      createdAt: '2026-11-23T14:00:00Z',
      readAt: null,
      expiresAt: null,
    });
    const merged = noticesWithWaitingReads([notice('a'), notice('b')], new Set(['b']), 'now');
    expect(merged.map((one) => one.readAt)).toEqual([null, 'now']);
  });
});

describe('vouchedLocally', () => {
  it('takes the member vouched for off the list of who is not checked in, and says back that the viewer did', () => {
    const checkIn = {
      opensAt: '2026-11-28T13:30:00.000Z',
      closesAt: '2026-11-28T17:00:00.000Z',
      checkedIn: true,
      code: null,
      settlesAt: '2026-11-22T15:00:00Z',
      askedOthers: false,
      absent: [
        { profileId: 'p2', firstName: 'Ben', saysTheyWereThere: false },
        { profileId: 'p3', firstName: 'Cal', saysTheyWereThere: true },
      ],
      lockedUntil: null,
      triedToCheckIn: false,
    };
    const vouched = vouchedLocally(group({ checkIn }), 'p3', 'vouched').checkIn!;
    expect(vouched.absent).toEqual([{ profileId: 'p2', firstName: 'Ben', saysTheyWereThere: false }]);
    expect(vouched.confirmedByMe).toEqual([{ profileId: 'p3', firstName: 'Cal', how: 'vouched' }]);
    // Laid over again by a refresh (the vouch still waiting): said back once.
    expect(vouchedLocally(group({ checkIn: vouched }), 'p3', 'vouched').checkIn!.confirmedByMe).toHaveLength(1);
    expect(vouchedLocally(group({ checkIn }), 'p2', 'booker').checkIn!.confirmedByMe).toEqual([
      { profileId: 'p2', firstName: 'Ben', how: 'booker' },
    ]);
    expect(vouchedLocally(group(), 'p3', 'vouched').checkIn).toBeNull();
  });
});

describe('the check-in QR code', () => {
  it('opens this app’s /group with the code filled in', () => {
    expect(checkInLink('https://emberite.example', '0427')).toBe('https://emberite.example/group?check-in=0427');
    expect(checkInCode(new URL(checkInLink('http://localhost:4600', '0427')).searchParams.get('check-in')!)).toBe('0427');
  });
});
