import crypto from 'node:crypto';
import type { Database } from '../../server/db/database';
import type { AvailabilitySlot } from '../../shared/onboarding';
import { interestsRepo } from '../../server/features/interests/repo';
import type { NewProfile } from '../../server/features/profiles/profile-json';
import { profilesRepo } from '../../server/features/profiles/repo';
import { createSignedInUser, type TestAccount } from './accounts';

export interface MemberOptions {
  firstName?: string;
  interests?: string[];
  neighborhoods?: string[];
  slots?: AvailabilitySlot[];
  canHost?: boolean;
  email?: string;
  now?: Date;
  isDemo?: boolean;
  /** Members have a photo unless this is false (matching leaves out anyone without one). No file is written:
   *  the photo's URL answers 404 and screens show the initials, as they do for a photo that cannot load. */
  photo?: boolean;
}

export interface TestMember extends TestAccount {
  profileId: string;
}

export const ALL_SLOTS: AvailabilitySlot[] = [
  { dayOfWeek: 6, hour: 9 },
  { dayOfWeek: 6, hour: 11 },
  { dayOfWeek: 0, hour: 9 },
  { dayOfWeek: 0, hour: 11 },
];

/**
 * A signed-in Toronto member with a full profile (interests, slots, neighbourhoods, private preferences), written
 * through the profiles and interests repos.
 */
export async function createMember(db: Database, options: MemberOptions = {}): Promise<TestMember> {
  const account = await createSignedInUser(db, { email: options.email, now: options.now, isDemo: options.isDemo });
  const at = (options.now ?? new Date()).toISOString();
  const profiles = profilesRepo(db);
  const profile: NewProfile = {
    firstName: options.firstName ?? 'Sam',
    age: 31,
    sex: 'female',
    location: 'CA:ON:Toronto',
    newLocation: '',
    activityPreferences: [],
    categoryComments: {},
    neighborhoods: options.neighborhoods ?? ['anywhere'],
    canHost: options.canHost ?? false,
    hostingDetails: { hasVenue: null, venueName: '' },
    availableTimeSlots: options.slots ?? ALL_SLOTS,
    interests: [],
    inviteCode: null,
  };
  await profiles.create(account.email, profile, options.photo === false ? null : `${crypto.randomUUID()}.jpg`, at);
  await profiles.update(account.email, { preferredSex: ['male'], minIdealAge: 29, maxIdealAge: 41, relationshipStatus: 'open' }, at);
  const interests = (options.interests ?? ['book club']).map((name) => ({
    name,
    lookingFor: 'people to talk with over coffee',
    contribute: 'questions and a friendly ear',
  }));
  await interestsRepo(db).replaceFor(account.email, interests, at);
  return { ...account, profileId: (await profiles.find(account.email))!.id };
}

/** A clock tests move by hand. */
export function fakeClock(start: string) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(at: string) {
      current = new Date(at);
    },
  };
}
