import crypto from 'node:crypto';
import type { Database } from '../../server/db/database';
import type { AvailabilitySlot } from '../../shared/onboarding';
import { interestsRepo } from '../../server/features/interests/repo';
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
 * A signed-in Toronto member with a full profile (interests, slots, neighbourhoods): the profile's answers written
 * straight in the database, the interests through the interests repo.
 */
export async function createMember(db: Database, options: MemberOptions = {}): Promise<TestMember> {
  const account = await createSignedInUser(db, { hasProfile: true, email: options.email, now: options.now });
  const at = (options.now ?? new Date()).toISOString();
  await db.run(
    `UPDATE profiles SET first_name = ?, age = 31, sex = 'female', neighborhoods = ?, available_time_slots = ?, can_host = ?,
       preferred_sex = '["male"]', min_ideal_age = 29, max_ideal_age = 41, relationship_status = 'open', photo_file = ?
     WHERE user_id = ?`,
    [
      options.firstName ?? 'Sam',
      JSON.stringify(options.neighborhoods ?? ['anywhere']),
      JSON.stringify(options.slots ?? ALL_SLOTS),
      options.canHost ? 1 : 0,
      options.photo === false ? null : `${crypto.randomUUID()}.jpg`,
      account.email,
    ],
  );
  if (options.isDemo) await db.run('UPDATE users SET is_demo = 1 WHERE id = ?', [account.email]);
  const interests = (options.interests ?? ['book club']).map((name) => ({
    name,
    lookingFor: 'people to talk with over coffee',
    contribute: 'questions and a friendly ear',
  }));
  await interestsRepo(db).replaceFor(account.email, interests, at);
  return { ...account, profileId: (await profilesRepo(db).find(account.email))!.id };
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
