import type { GroupMember, GroupView, Notice, ReleaseTerms } from '../../../shared/groups';
import { VENUE_ADDRESS_MAX, VENUE_NAME_MAX } from '../../../shared/groups';
import type { WeekOutcome } from '../../../shared/week-outcome';
import { checkInUrl } from '../../components/check-in-code';
import type { AnswerInvitePayload, MeetAgainPayload, SetVenuePayload, VouchPayload } from './outbox';

/**
 * The group as this device shows it: the server's copy with the member's own answer and venue still waiting in
 * the outbox laid on top (the latest of each wins), so a refresh never undoes what they just did offline.
 */
export function withWaitingChanges(
  group: GroupView | null,
  answers: readonly AnswerInvitePayload[],
  venues: readonly SetVenuePayload[],
  vouches: readonly VouchPayload[] = [],
  meetAgain: readonly MeetAgainPayload[] = [],
  bookerCheckIns: readonly VouchPayload[] = [],
): GroupView | null {
  if (!group) return group;
  const answer = answers.filter((one) => one.groupId === group.id).at(-1);
  const venue = venues.filter((one) => one.groupId === group.id).at(-1);
  let shown = group;
  if (answer) shown = answerLocally(shown, answer.answer);
  if (venue) shown = { ...shown, venue: { name: venue.name, address: venue.address } };
  for (const vouch of vouches.filter((one) => one.groupId === group.id)) shown = vouchedLocally(shown, vouch.profileId, 'vouched');
  for (const one of bookerCheckIns.filter((change) => change.groupId === group.id)) shown = vouchedLocally(shown, one.profileId, 'booker');
  for (const one of meetAgain.filter((change) => change.groupId === group.id)) shown = meetAgainLocally(shown, one.profileId, one.answer);
  return shown;
}

/**
 * Someone vouched for (`how` 'vouched'), or checked in by the venue booker ('booker'), leaves the list of who is not
 * checked in and joins the viewer's own confirmations, which say back what the tap did.
 */
export function vouchedLocally(group: GroupView, profileId: string, how: 'vouched' | 'booker'): GroupView {
  if (!group.checkIn) return group;
  const { absent, confirmedByMe = [] } = group.checkIn;
  const member = absent.find((one) => one.profileId === profileId);
  const confirmed =
    member && !confirmedByMe.some((one) => one.profileId === profileId)
      ? [...confirmedByMe, { profileId, firstName: member.firstName, how }]
      : confirmedByMe;
  return { ...group, checkIn: { ...group.checkIn, absent: absent.filter((one) => one.profileId !== profileId), confirmedByMe: confirmed } };
}

/** The member's own "would you meet them again?" as the device shows it at once. */
export function meetAgainLocally(group: GroupView, profileId: string, answer: 'yes' | 'no'): GroupView {
  if (!group.meetAgain) return group;
  return { ...group, meetAgain: group.meetAgain.map((item) => (item.profileId === profileId ? { ...item, answer } : item)) };
}

/** What the venue booker's QR code opens: this app's /group with the code filled in. */
export function checkInLink(origin: string, code: string): string {
  return checkInUrl(origin, '/group', code);
}

/** An answer as the device shows it at once; after a decline the server lists no members either. */
export function answerLocally(group: GroupView, answer: 'accept' | 'decline'): GroupView {
  if (answer === 'decline') return { ...group, myInvite: 'declined', members: [] };
  return {
    ...group,
    myInvite: 'accepted',
    members: group.members.map((member) => (member.isMe ? { ...member, inviteStatus: 'accepted' } : member)),
  };
}

export function venueBooker(group: GroupView): GroupMember | undefined {
  return group.members.find((member) => member.isVenueBooker);
}

/**
 * The server's word on the member's week, with their own answer still waiting in the outbox laid on top (as for the
 * group), so /home and /group say "you accepted" at once, offline too. `release` is what the group said releasing
 * the place costs, the terms the member agreed to: a "can't make it" waiting to be sent is worded from them.
 */
export function outcomeWithWaitingAnswer(
  outcome: WeekOutcome | null,
  answers: readonly AnswerInvitePayload[],
  release: ReleaseTerms | null = null,
): WeekOutcome | null {
  if (!outcome || !('groupId' in outcome)) return outcome;
  const answer = answers.filter((one) => one.groupId === outcome.groupId).at(-1);
  if (!answer) return outcome;
  // "Can't make it" from a confirmed group: the place is released on the terms shown (the server says the same).
  if (outcome.kind === 'confirmed') {
    if (answer.answer !== 'decline') return outcome;
    return release ? { ...outcome, kind: 'cancelled', release } : { ...outcome, kind: 'cancelled' };
  }
  if (outcome.kind !== 'invited' && outcome.kind !== 'accepted') return outcome;
  return { ...outcome, kind: answer.answer === 'accept' ? 'accepted' : 'declined' };
}

export interface VenueErrors {
  name?: string;
  address?: string;
}

/** The venue form: both fields required (after trimming) and within the limits. */
export function venueErrors(name: string, address: string): VenueErrors {
  const errors: VenueErrors = {};
  if (!name.trim()) errors.name = 'enter the venue name';
  else if (name.trim().length > VENUE_NAME_MAX) errors.name = `at most ${VENUE_NAME_MAX} characters`;
  if (!address.trim()) errors.address = 'enter the address';
  else if (address.trim().length > VENUE_ADDRESS_MAX) errors.address = `at most ${VENUE_ADDRESS_MAX} characters`;
  return errors;
}

/** The server's notices, keeping as read those dismissed here whose 'read-notice' change is still waiting. */
export function noticesWithWaitingReads(notices: readonly Notice[], waitingReadIds: ReadonlySet<string>, readAt: string): Notice[] {
  return notices.map((notice) => (notice.readAt === null && waitingReadIds.has(notice.id) ? { ...notice, readAt } : notice));
}
