import type { SlotId } from './weekly-cycle';

export type {
  CheckInBody,
  CheckMemberInBody,
  CurrentGroupAnswer,
  GroupCheckIn,
  GroupDeposit,
  GroupMember,
  GroupView,
  MeetAgainBody,
  MeetAgainItem,
  Notice,
  ReleaseTerms,
  VenueBody,
} from './groups-contract';

/** A group's state: invites out, confirmed at the deadline, or dissolved (below the minimum, nobody to backfill). */
export const GROUP_STATUSES = ['inviting', 'confirmed', 'dissolved'] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];
/** One member's invite: waiting for an answer, accepted, declined (no penalty) or not answered by the deadline. */
export const INVITE_STATUSES = ['invited', 'accepted', 'declined', 'expired'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

export const GROUP_SIZE = { min: 4, max: 6 } as const;

/** Checking in opens this long before the meetup and closes this long after it starts. */
export const CHECK_IN_OPENS_BEFORE_MS = 30 * 60 * 1000;
export const CHECK_IN_CLOSES_AFTER_MS = 3 * 60 * 60 * 1000;
/** After the window, a day for vouching before the group is settled (deposits released or captured). */
export const SETTLE_AFTER_CLOSE_MS = 24 * 60 * 60 * 1000;
/**
 * "Can't make it" after the invite deadline frees the place for someone not placed this week, who may accept it until
 * this long before the meetup; an invite still unanswered then expires, and a group left below the minimum dissolves.
 */
export const LATE_INVITE_CLOSES_BEFORE_MS = 12 * 60 * 60 * 1000;
/** /group?cant-make-it (the reminder e-mail's link) opens the "can't make it" question; nothing happens without an answer. */
export const CANT_MAKE_IT_PARAM = 'cant-make-it';
/** A decline agreed to as free that reached the server after the deadline, when it would cost the deposit. */
export const LATE_TERMS_MESSAGE =
  "Your answer reached us after the invite deadline, when releasing your place costs your deposit, so you're still in the group. Open your group to decide again.";
/** The refusal of a "can't make it" once the meetup has begun. */
export const MEETUP_STARTED_MESSAGE = 'Your meetup has already started: your place can no longer be released.';
/** The refusal of a "can't make it" from a member already checked in at the meetup. */
export const CHECKED_IN_MESSAGE = "You're checked in at your meetup: your place can no longer be released.";
/** A member charged as a no-show may dispute it in their own words (up to this many characters), within 30 days. */
export const DISPUTE_REASON_MAX = 500;
export const DISPUTE_REASON_MESSAGE = `Say in a few words how you were there (at most ${DISPUTE_REASON_MAX} characters).`;
export const DISPUTE_WITHIN_MS = 30 * 24 * 60 * 60 * 1000;
export const NOT_DISPUTABLE_MESSAGE = 'There is no no-show charge of yours to dispute for this group.';
/** How long after the meetup a member may say whether they would meet the others again. */
export const MEET_AGAIN_FOR_MS = 7 * 24 * 60 * 60 * 1000;
export const CHECK_IN_CODE_MESSAGE = 'That is not the code the venue booker has. Check the four digits and try again.';

export const VENUE_NAME_MAX = 120;
export const VENUE_ADDRESS_MAX = 200;
export const VENUE_NAME_MESSAGE = `The venue's name: 1 to ${VENUE_NAME_MAX} characters.`;
export const VENUE_ADDRESS_MESSAGE = `The address: 1 to ${VENUE_ADDRESS_MAX} characters.`;

/** What a notice is about (a week's outcome, or a reviewed video) ('accepted' and 'declined' replace the 'invited' notice once it is answered). */
export const NOTICE_KINDS = [
  'invited',
  'accepted',
  'declined',
  'not-placed',
  'no-picks',
  'group-confirmed',
  'group-dissolved',
  'invite-expired',
  'venue-set',
  // A member's video was reviewed: approved, or rejected with the reason.
  'video-approved',
  'video-rejected',
  // A meetup was settled: the member's deposit released (they came) or charged (a no-show).
  'deposit-released',
  'deposit-charged',
  // A second no-show within 8 weeks: matching paused for 2 weeks.
  'matching-paused',
  // The day before a confirmed group's meetup, e-mailed with a calendar invite.
  'meetup-reminder',
  // A member who did not check in says they were at the meetup: those who checked in are asked to confirm it.
  'were-they-there',
  // The hold placed later with the member's saved card was refused: they are told no deposit holds their place.
  'deposit-not-held',
  // The member said "can't make it" after the invite deadline: their place is released, their deposit is not.
  'cancelled',
  // That late "can't make it" settled: the deposit charged, without a strike (not disputable: they said so).
  'cancel-charged',
  // A no-show charge disputed by the member: received, then refunded or kept by an admin.
  'dispute-opened',
  'dispute-refunded',
  'dispute-kept',
  // A week before a poetry night Friday the member could make: it runs and they have a seat, it
  // runs and the table is full (they wait for a seat), or too few could come and it does not run.
  'poetry-night-seated',
  'poetry-night-waiting',
  'poetry-night-called-off',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** "sat-9" → "Saturday 9 AM". */
export function slotLabel(slot: SlotId): string {
  const [day, hour] = slot.split('-') as [string, string];
  const h = Number(hour);
  const clock = h === 0 ? '12 AM' : h < 12 ? `${h} AM` : h === 12 ? '12 PM' : `${h - 12} PM`;
  return `${day === 'sat' ? 'Saturday' : 'Sunday'} ${clock}`;
}
