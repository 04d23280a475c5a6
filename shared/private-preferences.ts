import type { OwnProfile } from './profiles';

/**
 * The member's private preferences (docs/product-rules.md#vibe-check: "Gender and age preferences are totally private and never shared"),
 * set in the vibe check and in settings: only ever shown to and kept by their owner.
 */
export type PrivatePreferences = Pick<
  OwnProfile,
  'relationshipStatus' | 'preferredSex' | 'minIdealAge' | 'maxIdealAge' | 'discoveryPreference' | 'discoveryPreferenceOther'
>;

export const NO_PREFERENCES: PrivatePreferences = {
  relationshipStatus: null,
  preferredSex: [],
  minIdealAge: null,
  maxIdealAge: null,
  discoveryPreference: null,
  discoveryPreferenceOther: '',
};

/** Relationship status in plain words (docs/product-rules.md#vibe-check: open or not_looking). */
export const RELATIONSHIP_STATUS_OPTIONS = [
  { value: 'open', label: 'open to romance' },
  { value: 'not_looking', label: 'not looking for romance, friends only' },
] as const;

/** "Interested in" (docs/product-rules.md#vibe-check: men, women, anyone) and the preferred sex each one stands for. */
export const INTERESTED_IN_OPTIONS = [
  { label: 'men', value: 'male' },
  { label: 'women', value: 'female' },
  { label: 'anyone', value: 'any' },
] as const;

/** How the member would rather discover people (docs/product-rules.md#vibe-check: videos, pictures, interests, other + free text). */
export const DISCOVERY_PREFERENCE_OPTIONS = [
  { value: 'videos', label: 'videos' },
  { value: 'pictures', label: 'pictures' },
  { value: 'interests', label: 'interests' },
  { value: 'other', label: 'other' },
] as const;

/** The private preference fields, by the name updateProfileProperty takes. */
export const PREFERENCE_FIELDS = [
  'relationshipStatus',
  'preferredSex',
  'minIdealAge',
  'maxIdealAge',
  'discoveryPreference',
  'discoveryPreferenceOther',
] as const;
