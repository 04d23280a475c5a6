/** The member's own profile (GET/POST /api/profiles, updateProfileProperty): the rules both sides know. */
export type { AvailabilitySlot, InterestText, OwnInterest, OwnProfile, ProfileCreated } from './profiles-contract';

/**
 * A second profile is never made (POST /profiles answers 409 'profile-exists' with this): the answers that came with it
 * were not used, and settings is where a member changes theirs. The client shows it as it stands.
 */
export const PROFILE_EXISTS_MESSAGE =
  'You already have a profile, so these answers were not used and your profile is unchanged. Change your photo, neighbourhoods, hosting, times or interests in settings.';

/** Private preferences set in the vibe check and settings (docs/product-rules.md#onboarding-and-profile); never shown to anyone else. */
export const RELATIONSHIP_STATUSES = ['open', 'not_looking'] as const;
export const DISCOVERY_PREFERENCES = ['videos', 'pictures', 'interests', 'other'] as const;
export const PREFERRED_SEXES = ['male', 'female', 'any'] as const;
export const IDEAL_AGE_MIN = 18;
export const IDEAL_AGE_MAX = 100;

/** Longest short free text a profile field takes (e.g. discoveryPreferenceOther); the server trims, then checks. */
export const SHORT_TEXT_MAX = 200;
