/** The member's own profile (GET/POST /api/profiles, updateProfileProperty): the rules both sides know. */
export type { AvailabilitySlot, InterestText, OwnInterest, OwnProfile, ProfileCreated } from './profiles-contract';

/** Private preferences set in the vibe check and settings (spec 001 §3); never shown to anyone else. */
export const RELATIONSHIP_STATUSES = ['open', 'not_looking'] as const;
export const DISCOVERY_PREFERENCES = ['videos', 'pictures', 'interests', 'other'] as const;
export const PREFERRED_SEXES = ['male', 'female', 'any'] as const;
export const IDEAL_AGE_MIN = 18;
export const IDEAL_AGE_MAX = 100;

/** Longest short free text a profile field takes (e.g. discoveryPreferenceOther); the server trims, then checks. */
export const SHORT_TEXT_MAX = 200;
