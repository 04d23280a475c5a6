import type { MemberCard } from '../../../shared/discover';
import { sameInterest } from '../../../shared/interests';
import { photoUrl } from '../media/photo-store';
import type { PublicProfileRow } from '../profiles/repo';

type Interest = { name: string; lookingFor: string; contribute: string };

/**
 * Another member as discover shows them. Built field by field from the public columns only: no account id (an
 * e-mail), no private preference, nothing about picks.
 */
export function memberCardOf(row: PublicProfileRow, interests: Interest[], viewerInterests: { name: string }[]): MemberCard {
  return {
    id: row.id,
    firstName: row.firstName,
    age: row.age,
    userSex: row.sex,
    photoUrl: row.photoFile ? photoUrl(row.photoFile) : null,
    location: row.location,
    neighborhoods: row.neighborhoods,
    availableTimeSlots: row.availableTimeSlots,
    canHost: row.canHost,
    interests: interests.map(({ name, lookingFor, contribute }) => ({ name, lookingFor, contribute })),
    bucketList: row.bucketList,
    sharedInterests: interests
      .filter((interest) => viewerInterests.some((own) => sameInterest(own.name, interest.name)))
      .map((interest) => interest.name),
  };
}
