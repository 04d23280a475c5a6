import { Type, type Static } from '@sinclair/typebox';
import { NOT_BLANK, Nullable, StringEnum } from './contract';
import {
  DISPUTE_REASON_MAX,
  DISPUTE_REASON_MESSAGE,
  GROUP_STATUSES,
  INVITE_STATUSES,
  NOTICE_KINDS,
  VENUE_ADDRESS_MESSAGE,
  VENUE_NAME_MESSAGE,
} from './groups';
import { TIP_COPY, TIP_MAX_CENTS, TIP_MIN_CENTS } from './tips';
import { GROUP_OUTCOME_KINDS } from './week-outcome';
import { OwnDeposit } from './payments-contract';
import { SLOT_IDS } from './weekly-cycle';

// The group and notice routes' schemas (listed per route in shared/api-contract.ts). The client imports this file
// for types only.

const Venue = Type.Object({ name: Type.String(), address: Type.String() });

/** What a message about a group needs to say where and when (ISO instants, the city's time zone). */
export const OutcomeGroupFacts = Type.Object({
  meetsAt: Type.String(),
  neighborhood: Type.String(),
  inviteDeadlineAt: Type.String(),
  /** People still in the group (invited or accepted). */
  size: Type.Integer(),
  venueBooker: Nullable(Type.String()),
  venue: Nullable(Venue),
});
export type OutcomeGroupFacts = Static<typeof OutcomeGroupFacts>;

/**
 * What "can't make it" costs the viewer, from their own deposit and the week's invite deadline (the server's
 * `releaseTerms`, late-cancel.ts): `releaseCopy` (shared/cant-make-it.ts) words both the question and what is said
 * once the place is released from it, so the two cannot disagree.
 */
export const ReleaseTerms = Type.Object({
  /** The week's invite deadline (ISO): after it a released place is offered to someone not placed, and costs a deposit. */
  deadlineAt: Type.String(),
  /** Releasing now is (or, once released, was) after the deadline. */
  afterDeadline: Type.Boolean(),
  /** A deposit of the viewer's is held for this meetup (or was charged for it). */
  depositHeld: Type.Boolean(),
  amountCents: Type.Integer(),
  currency: Type.String(),
  /** Releasing costs the deposit: after the deadline, with one held. */
  costsDeposit: Type.Boolean(),
});
export type ReleaseTerms = Static<typeof ReleaseTerms>;

const outcomeTimes = {
  timeZone: Type.String(),
  /** The next Thursday release after this week's (new faces). */
  nextReleaseAt: Type.String(),
  /** The pick close after that release (when next week's groups are formed). */
  nextMatchingAt: Type.String(),
};

/**
 * Where the member's week stands, decided on the server by one function (server/features/groups/week-outcome.ts)
 * and worded by `outcomeCopy`, so /home, /group and the e-mail always say the same thing. Before matching;
 * matching ran without the member (joined later, or no slot); left out although they picked people; left out
 * because they picked nobody; or their group's state. Nothing here is about anyone else's picks.
 */
export const WeekOutcome = Type.Union([
  Type.Object({ ...outcomeTimes, kind: Type.Literal('before-matching'), matchingAt: Type.String() }),
  Type.Object({ ...outcomeTimes, kind: StringEnum(['after-matching', 'not-placed', 'no-picks']) }),
  Type.Object({
    ...outcomeTimes,
    kind: StringEnum(GROUP_OUTCOME_KINDS),
    groupId: Type.String(),
    facts: OutcomeGroupFacts,
    /** 'cancelled': what releasing the place cost (absent in rows this device cached before the server sent it). */
    release: Type.Optional(ReleaseTerms),
  }),
]);
export type WeekOutcome = Static<typeof WeekOutcome>;

/** Someone in the group as the group screen shows them: no pick information of any kind, ever. */
export const GroupMember = Type.Object({
  profileId: Type.String(),
  firstName: Type.String(),
  photoUrl: Nullable(Type.String()),
  isVenueBooker: Type.Boolean(),
  /** Whether they have accepted yet ('invited' until they answer); declined members are no longer listed. */
  inviteStatus: StringEnum(['invited', 'accepted']),
  isMe: Type.Boolean(),
});
export type GroupMember = Static<typeof GroupMember>;

/**
 * The viewer's own deposit for the group: 'none' until they accept (what accepting would hold), then the
 * hold's state. Only ever the viewer's; `demo` when no money moves (no payments provider set up).
 */
export const GroupDeposit = OwnDeposit;
export type GroupDeposit = Static<typeof GroupDeposit>;

/**
 * Checking in at the meetup, for a member of a confirmed group who accepted: the window it is open in
 * (ISO), whether they are checked in, and the group's 4-digit code, to the venue booker only (the others type it).
 * The venue booker may also check the others in from their own phone while checking in is open.
 */
export const GroupCheckIn = Type.Object({
  opensAt: Type.String(),
  closesAt: Type.String(),
  checkedIn: Type.Boolean(),
  code: Nullable(Type.String()),
  /** Until then members may say who else was there; then deposits are released or charged. */
  settlesAt: Type.String(),
  /** The viewer, not checked in, said "I was there": the members who checked in were asked to confirm it. */
  askedOthers: Type.Boolean(),
  /**
   * Members not checked in whom the viewer, checked in, may vouch for until the group is settled; `saysTheyWereThere`
   * when that member said they came.
   */
  absent: Type.Array(Type.Object({ profileId: Type.String(), firstName: Type.String(), saysTheyWereThere: Type.Boolean() })),
  /**
   * The viewer's own wrong codes locked checking in with a code until then (ISO); null when they may type one. Only
   * their own tries count: nobody else can lock them.
   */
  lockedUntil: Nullable(Type.String()),
  /** The viewer typed a wrong code during the check-in window: they are not counted a no-show for not getting in. */
  triedToCheckIn: Type.Boolean(),
  /**
   * Whom the viewer said was there ('vouched'), or, as the venue booker, checked in from their phone ('booker'): what
   * their tap did, said back to them. Absent in rows this device cached before the server sent it.
   */
  confirmedByMe: Type.Optional(
    Type.Array(Type.Object({ profileId: Type.String(), firstName: Type.String(), how: StringEnum(['vouched', 'booker']) })),
  ),
});
export type GroupCheckIn = Static<typeof GroupCheckIn>;

/** POST /api/groups/:groupId/check-in: the code typed, and when the device says it was typed (sent later if offline). */
export const CheckInBody = Type.Object({ code: Type.String({ maxLength: 16 }), at: Type.String({ maxLength: 40 }) });
export type CheckInBody = Static<typeof CheckInBody>;
export const VouchParams = Type.Object({ groupId: Type.String(), profileId: Type.String() });
/**
 * POST /api/groups/:groupId/check-in/:profileId (the venue booker only): checks another member in, at the time the
 * booker's device says (sent later if it was offline).
 */
export const CheckMemberInBody = Type.Object({ at: Type.String({ maxLength: 40 }) });
export type CheckMemberInBody = Static<typeof CheckMemberInBody>;

/**
 * After the meetup, the viewer's own private "would you meet them again?" about each other member (null until they
 * answer). Never anyone else's answers, about anyone: they only reach matching.
 */
export const MeetAgainItem = Type.Object({
  profileId: Type.String(),
  firstName: Type.String(),
  answer: Nullable(StringEnum(['yes', 'no'])),
});
export type MeetAgainItem = Static<typeof MeetAgainItem>;
/** PUT /api/groups/:groupId/meet-again/:profileId. */
export const MeetAgainBody = Type.Object({ answer: StringEnum(['yes', 'no']) });
export type MeetAgainBody = Static<typeof MeetAgainBody>;

/** GET /api/groups/current and the answers of accept, decline and venue. */
export const GroupView = Type.Object({
  id: Type.String(),
  week: Type.String(),
  status: StringEnum(GROUP_STATUSES),
  slot: StringEnum(SLOT_IDS),
  /** When the group meets (ISO): the slot's day in the weekend after matching. */
  meetsAt: Type.String(),
  timeZone: Type.String(),
  neighborhood: Type.String(),
  inviteDeadlineAt: Type.String(),
  myInvite: StringEnum(INVITE_STATUSES),
  members: Type.Array(GroupMember),
  /** The viewer's own interests that someone else in the group also has (case-insensitive), in the viewer's order. */
  sharedInterests: Type.Array(Type.String()),
  venue: Nullable(Venue),
  deposit: GroupDeposit,
  /** What "can't make it" would cost the viewer now; null unless they accepted (absent in rows cached before it). */
  release: Type.Optional(Nullable(ReleaseTerms)),
  checkIn: Nullable(GroupCheckIn),
  /** Once the group has met (a confirmed group the viewer accepted), for a week: see MeetAgainItem. */
  meetAgain: Nullable(Type.Array(MeetAgainItem)),
});
export type GroupView = Static<typeof GroupView>;

export const CurrentGroupAnswer = Type.Object({
  group: Nullable(GroupView),
  /** Where the member's week stands (null for a member without a city): the words of /home, /group and the e-mail. */
  outcome: Nullable(WeekOutcome),
});
export type CurrentGroupAnswer = Static<typeof CurrentGroupAnswer>;

export const GroupParams = Type.Object({ groupId: Type.String() });
/**
 * POST /groups/:groupId/decline: `late` when the member agreed, after the invite deadline, that releasing their place
 * costs the deposit; a decline without it that arrives after the deadline (it waited offline) is refused, not charged.
 */
export const DeclineBody = Type.Object({ late: Type.Optional(Type.Boolean()) });
export type DeclineBody = Static<typeof DeclineBody>;
/** POST /groups/:groupId/dispute: a no-show charge disputed, in the member's words. */
export const DisputeBody = Type.Object({
  reason: Type.String({ minLength: 1, maxLength: DISPUTE_REASON_MAX, pattern: NOT_BLANK, errorMessage: DISPUTE_REASON_MESSAGE }),
});
export type DisputeBody = Static<typeof DisputeBody>;
export const DISPUTE_STATUSES = ['open', 'refunding', 'refunded', 'kept'] as const;
export const DisputeAnswer = Type.Object({ dispute: Type.Object({ status: StringEnum(DISPUTE_STATUSES) }) });
export type DisputeAnswer = Static<typeof DisputeAnswer>;
/** The answer of accept, decline and venue: the group as the member now sees it. */
export const GroupAnswer = Type.Object({ group: GroupView });

/**
 * PUT /api/groups/:groupId/venue body (the venue booker only). The lengths are checked after who may set it,
 * together, by the service; the schema makes sure both are text.
 */
export const VenueBody = Type.Object({
  name: Type.String({ errorMessage: VENUE_NAME_MESSAGE }),
  address: Type.String({ errorMessage: VENUE_ADDRESS_MESSAGE }),
});
export type VenueBody = Static<typeof VenueBody>;

/** An outcome notice in the app (GET /api/notices); the same words go out by e-mail. */
export const Notice = Type.Object({
  id: Type.String(),
  kind: StringEnum(NOTICE_KINDS),
  week: Type.String(),
  title: Type.String(),
  body: Type.String(),
  groupId: Nullable(Type.String()),
  createdAt: Type.String(),
  readAt: Nullable(Type.String()),
  /** When it stops being true (the meetup it announces, say): the app shows it no longer. Null: until dismissed. */
  expiresAt: Nullable(Type.String()),
});
export type Notice = Static<typeof Notice>;
export const Notices = Type.Object({ data: Type.Array(Notice) });
export const NoticeParams = Type.Object({ noticeId: Type.String() });

/** POST /groups/:groupId/tip: a tip in cents, whole dollars within the limits of shared/tips.ts. */
export const TipBody = Type.Object(
  { amountCents: Type.Integer({ minimum: TIP_MIN_CENTS, maximum: TIP_MAX_CENTS, multipleOf: 100, errorMessage: TIP_COPY.amountInvalid }) },
  { additionalProperties: false },
);
export type TipBody = Static<typeof TipBody>;

export const OwnTip = Type.Object({
  amountCents: Type.Integer(),
  currency: Type.String(),
  status: StringEnum(['paying', 'paid', 'failed']),
  demo: Type.Boolean(),
  at: Type.String(),
});
export type OwnTip = Static<typeof OwnTip>;

/** GET and POST /groups/:groupId/tip: whether the viewer may tip now, in which currency, and their own tip. */
export const TipState = Type.Object({
  open: Type.Boolean(),
  currency: Type.String(),
  demo: Type.Boolean(),
  tip: Nullable(OwnTip),
});
export type TipState = Static<typeof TipState>;
