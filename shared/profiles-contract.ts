import { Type, type Static } from '@sinclair/typebox';
import { CurrentUser } from './auth-contract';
import { FIELD_NAME, NOT_BLANK, Nullable, StringEnum } from './contract';
import { SEXES } from './onboarding';
import { DISCOVERY_PREFERENCES, PREFERRED_SEXES, RELATIONSHIP_STATUSES } from './profiles';

// The profile routes' schemas (listed per route in shared/api-contract.ts). The client imports this file for types only.

/** A slot as the server stores it: Saturday 6, Sunday 0, 24-hour hour. */
export const AvailabilitySlot = Type.Object({
  dayOfWeek: Type.Unsafe<6 | 0>({ type: 'integer', enum: [6, 0] }),
  hour: Type.Integer(),
});
export type AvailabilitySlot = Static<typeof AvailabilitySlot>;

export const InterestText = Type.Object({ name: Type.String(), lookingFor: Type.String(), contribute: Type.String() });
export type InterestText = Static<typeof InterestText>;
/** One of the member's own interests, with the id POST /api/interests/{id}/ai-response takes. */
export const OwnInterest = Type.Object({ id: Type.String(), ...InterestText.properties });
export type OwnInterest = Static<typeof OwnInterest>;

export const Sex = StringEnum(SEXES);

/**
 * The profile as its owner sees it. It carries the private preferences (preferredSex, minIdealAge, maxIdealAge,
 * relationshipStatus): a view of a profile for anyone else is a separate schema that leaves them out, never this one.
 */
export const OwnProfile = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  firstName: Type.String(),
  age: Nullable(Type.Integer()),
  userSex: Nullable(Sex),
  location: Type.String(),
  newLocation: Type.String(),
  activityPreferences: Type.Array(Type.String()),
  categoryComments: Type.Record(Type.String(), Type.String()),
  neighborhoods: Type.Array(Type.String()),
  canHost: Nullable(Type.Boolean()),
  hostingDetails: Type.Object({ hasVenue: Nullable(Type.Boolean()), venueName: Type.String() }),
  availableTimeSlots: Type.Array(AvailabilitySlot),
  interests: Type.Array(OwnInterest),
  /** Same-origin path of the stored photo (served to signed-in users only), or null. */
  photoUrl: Nullable(Type.String()),
  relationshipStatus: Nullable(StringEnum(RELATIONSHIP_STATUSES)),
  preferredSex: Type.Array(StringEnum(PREFERRED_SEXES)),
  minIdealAge: Nullable(Type.Integer()),
  maxIdealAge: Nullable(Type.Integer()),
  discoveryPreference: Nullable(StringEnum(DISCOVERY_PREFERENCES)),
  discoveryPreferenceOther: Type.String(),
  /** Public: others see it on the member's card (docs/product-rules.md#onboarding-and-profile). */
  bucketList: Type.Array(Type.String()),
  createdAt: Type.String(),
  updatedAt: Nullable(Type.String()),
});
export type OwnProfile = Static<typeof OwnProfile>;

/** POST /api/profiles answers the user, who now has a profile, with that profile (docs/product-rules.md#onboarding-and-profile). */
export const ProfileCreated = Type.Object({ ...CurrentUser.properties, profile: OwnProfile });
export type ProfileCreated = Static<typeof ProfileCreated>;

/** GET /api/profiles?location= : the spec passes the location; a member has one profile, so it is not needed. */
export const OwnProfileQuery = Type.Object({ location: Type.Optional(Type.String()) });

const NOT_CHANGEABLE = 'This field cannot be changed here.';
/**
 * POST /api/profiles/updateProfileProperty (docs/product-rules.md#onboarding-and-profile: {Location, Changes: [{Field, Value}]}, read after the
 * spellings are folded to camelCase). Each value is checked by its field's rule, which the schema cannot name.
 */
export const PropertyUpdateBody = Type.Object({
  location: Type.String({ pattern: NOT_BLANK, errorMessage: 'User location not found' }),
  changes: Type.Array(
    Type.Object(
      { field: Type.String({ pattern: FIELD_NAME, errorMessage: NOT_CHANGEABLE }), value: Type.Optional(Type.Unknown()) },
      { errorMessage: NOT_CHANGEABLE },
    ),
    { minItems: 1, errorMessage: 'Send at least one change.' },
  ),
});
export type PropertyUpdateBody = Static<typeof PropertyUpdateBody>;
