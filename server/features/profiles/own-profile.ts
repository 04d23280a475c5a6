import type { AvailabilitySlot } from '../../../shared/onboarding';
import { photoUrl } from '../media/photo-store';
import type { InterestRow } from '../interests/repo';
import type { ProfileRecord } from './repo';

/**
 * The profile as its owner sees it (GET /profiles, POST /profiles, updateProfileProperty). It carries the private
 * preferences (preferredSex, minIdealAge, maxIdealAge, relationshipStatus): a view of a profile for anyone else
 * must be a separate type that leaves them out, never this one.
 */
export interface OwnProfile {
  id: string;
  userId: string;
  firstName: string;
  age: number | null;
  userSex: 'male' | 'female' | null;
  location: string;
  newLocation: string;
  activityPreferences: string[];
  categoryComments: Record<string, string>;
  neighborhoods: string[];
  canHost: boolean | null;
  hostingDetails: { hasVenue: boolean | null; venueName: string };
  availableTimeSlots: AvailabilitySlot[];
  interests: InterestRow[];
  /** Same-origin path of the stored photo (served to signed-in users only), or null. */
  photoUrl: string | null;
  relationshipStatus: ProfileRecord['relationshipStatus'];
  preferredSex: ProfileRecord['preferredSex'];
  minIdealAge: number | null;
  maxIdealAge: number | null;
  discoveryPreference: ProfileRecord['discoveryPreference'];
  discoveryPreferenceOther: string;
  createdAt: string;
  updatedAt: string | null;
}

export function ownProfileOf(record: ProfileRecord, interests: InterestRow[]): OwnProfile {
  return {
    id: record.id,
    userId: record.userId,
    firstName: record.firstName,
    age: record.age,
    userSex: record.sex,
    location: record.location,
    newLocation: record.newLocation,
    activityPreferences: record.activityPreferences,
    categoryComments: record.categoryComments,
    neighborhoods: record.neighborhoods,
    canHost: record.canHost,
    hostingDetails: { hasVenue: record.hasVenue, venueName: record.venueName },
    availableTimeSlots: record.availableTimeSlots,
    interests,
    photoUrl: record.photoFile ? photoUrl(record.photoFile) : null,
    relationshipStatus: record.relationshipStatus,
    preferredSex: record.preferredSex,
    minIdealAge: record.minIdealAge,
    maxIdealAge: record.maxIdealAge,
    discoveryPreference: record.discoveryPreference,
    discoveryPreferenceOther: record.discoveryPreferenceOther,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
