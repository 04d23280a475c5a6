import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './contract';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from './discover';
import { AvailabilitySlot, InterestText, Sex } from './profiles-contract';
import { UPLOADABLE_PROMPT_TYPES } from './video-prompts';

// The discover and picks routes' schemas (listed per route in shared/api-contract.ts). The client imports this
// file for types only.

/** One of another member's approved videos (docs/product-rules.md#discover-and-picks); never pending or rejected ones. */
export const MemberVideo = Type.Object({
  id: Type.String(),
  videoUrl: Type.String(),
  thumbnailUrl: Type.String(),
  promptId: Type.String(),
  promptType: StringEnum(UPLOADABLE_PROMPT_TYPES),
});
export type MemberVideo = Static<typeof MemberVideo>;

/**
 * Another member as discover shows them (GET /api/profiles/all, GET /api/profiles/:profileId). A fixed list of
 * fields: never the account id (an e-mail), never private preferences (interested in, ideal ages, relationship
 * status), never anything about picks. The serializer drops anything else a server object carries.
 */
export const MemberCard = Type.Object({
  /** The profile id (a UUID), the only id of another member the API ever gives out. */
  id: Type.String(),
  firstName: Type.String(),
  age: Nullable(Type.Integer()),
  /** The first design filtered on "userSex or gender"; the profile keeps one value. */
  userSex: Nullable(Sex),
  photoUrl: Nullable(Type.String()),
  location: Type.String(),
  neighborhoods: Type.Array(Type.String()),
  availableTimeSlots: Type.Array(AvailabilitySlot),
  canHost: Nullable(Type.Boolean()),
  interests: Type.Array(InterestText),
  /** The member's bucket list (docs/product-rules.md#discover-and-picks: "the bucket list if any"). */
  bucketList: Type.Array(Type.String()),
  /** Names of this member's interests the viewer shares (case-insensitive), in this member's order. */
  sharedInterests: Type.Array(Type.String()),
  /**
   * The member's approved videos, oldest first: present only when the viewer has an approved video of their own
   * (docs/product-rules.md#discover-and-picks: only members with a video see others' videos); absent otherwise, so nobody learns more.
   */
  videos: Type.Optional(Type.Array(MemberVideo)),
});
export type MemberCard = Static<typeof MemberCard>;

/** Where this week's cycle stands, as the server sees it (it also knows about steps run by hand). */
export const CycleWeek = Type.Object({
  /** The week's name: the local date of its Thursday release, e.g. '2026-11-19'. */
  week: Type.String(),
  city: Type.String(),
  timeZone: Type.String(),
  releaseAt: Type.String(),
  pickCloseAt: Type.String(),
  inviteDeadlineAt: Type.String(),
  nextReleaseAt: Type.String(),
  /** This week's batch has been released. */
  released: Type.Boolean(),
  /** Picks are taken now: released and not yet closed. */
  picksOpen: Type.Boolean(),
  /** Pre-launch: members cannot see each other until this instant (ISO), or null when discover is open. */
  discoverOpensAt: Nullable(Type.String()),
});
export type CycleWeek = Static<typeof CycleWeek>;

/** GET /api/profiles/all?location= : this week's batch for the signed-in member (empty before the release). */
export const BatchQuery = Type.Object({ location: Type.Optional(Type.String()) });
export const BatchAnswer = Type.Object({
  data: Type.Array(MemberCard),
  week: CycleWeek,
  /**
   * False while the week is released but this member's batch is still being made (they joined during or after the
   * release, and the late joiners' job has not written theirs yet): `data` is empty for now, not an empty week, and
   * the client asks again. True otherwise, an empty `data` included (before the release, or a batch with nobody).
   */
  ready: Type.Boolean(),
});
export type BatchAnswer = Static<typeof BatchAnswer>;

export const ProfileParams = Type.Object({ profileId: Type.String() });

/** One of the member's own picks (GET /api/picks). Only ever returned to the member who made it. */
export const OwnPick = Type.Object({ profileId: Type.String(), level: Type.Integer(), updatedAt: Type.String() });
export type OwnPick = Static<typeof OwnPick>;
export const OwnPicks = Type.Object({ data: Type.Array(OwnPick) });

/** PUT /api/picks/:profileId body: interest levels 0-5 (docs/product-rules.md#discover-and-picks). */
export const PickBody = Type.Object({
  level: Type.Integer({ minimum: 0, maximum: 5, errorMessage: 'The level is a whole number from 0 to 5.' }),
});
export type PickBody = Static<typeof PickBody>;

/** POST /api/blocks body. */
export const BlockBody = Type.Object({ profileId: Type.String({ minLength: 1, errorMessage: 'Say which member.' }) });
export const Blocked = Type.Object({ blocked: Type.Literal(true) });

/** POST /api/reports body; reporting also blocks. */
export const ReportBody = Type.Object({
  profileId: Type.String({ minLength: 1, errorMessage: 'Say who you are reporting.' }),
  reason: StringEnum(
    REPORT_REASONS.map((option) => option.value),
    { errorMessage: 'Choose a reason.' },
  ),
  details: Type.Optional(
    Type.String({ maxLength: REPORT_DETAILS_MAX, errorMessage: `Details can be at most ${REPORT_DETAILS_MAX} characters.` }),
  ),
});
export type ReportBody = Static<typeof ReportBody>;
export const Reported = Type.Object({ reported: Type.Literal(true) });
