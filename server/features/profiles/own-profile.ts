import type { OwnInterest, OwnProfile } from '../../../shared/profiles';
import { photoUrl } from '../media/photo-store';
import type { ProfileRecord } from './repo';

/**
 * The profile as its owner sees it (GET /profiles, POST /profiles, updateProfileProperty), with the private
 * preferences: only ever for its owner (the contract's OwnProfile; others get a MemberCard).
 */
export function ownProfileOf(record: ProfileRecord, interests: OwnInterest[]): OwnProfile {
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
    bucketList: record.bucketList,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
