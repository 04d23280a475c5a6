import crypto from 'node:crypto';
import type { Database, SqlValue } from '../../db/database';
import type { AvailabilitySlot } from '../../../shared/onboarding';
import type { OwnProfile } from '../../../shared/profiles';
import type { NewProfile } from './profile-json';
import type { ProfileChanges } from './property-changes';

/** A profile row, camelCase, lists parsed; interests live in the interests table. */
export interface ProfileRecord {
  id: string;
  userId: string;
  firstName: string;
  age: number | null;
  sex: 'male' | 'female' | null;
  location: string;
  newLocation: string;
  activityPreferences: string[];
  categoryComments: Record<string, string>;
  neighborhoods: string[];
  availableTimeSlots: AvailabilitySlot[];
  canHost: boolean | null;
  hasVenue: boolean | null;
  venueName: string;
  photoFile: string | null;
  relationshipStatus: OwnProfile['relationshipStatus'];
  preferredSex: OwnProfile['preferredSex'];
  minIdealAge: number | null;
  maxIdealAge: number | null;
  discoveryPreference: OwnProfile['discoveryPreference'];
  discoveryPreferenceOther: string;
  bucketList: string[];
  createdAt: string;
  updatedAt: string | null;
}

const SELECT = `SELECT id, user_id AS "userId", first_name AS "firstName", age, sex, location, new_location AS "newLocation",
  activity_preferences AS "activityPreferences", category_comments AS "categoryComments", neighborhoods,
  available_time_slots AS "availableTimeSlots", can_host AS "canHost", has_venue AS "hasVenue", venue_name AS "venueName",
  photo_file AS "photoFile", relationship_status AS "relationshipStatus", preferred_sex AS "preferredSex",
  min_ideal_age AS "minIdealAge", max_ideal_age AS "maxIdealAge", discovery_preference AS "discoveryPreference",
  discovery_preference_other AS "discoveryPreferenceOther", bucket_list AS "bucketList", created_at AS "createdAt", updated_at AS "updatedAt"
  FROM profiles`;

const JSON_FIELDS = [
  'activityPreferences',
  'categoryComments',
  'neighborhoods',
  'availableTimeSlots',
  'preferredSex',
  'bucketList',
] as const;
const BOOLEAN_FIELDS = ['canHost', 'hasVenue'] as const;

function fromRow(row: Record<string, unknown>): ProfileRecord {
  const record: Record<string, unknown> = { ...row };
  for (const field of JSON_FIELDS) record[field] = JSON.parse(row[field] as string);
  for (const field of BOOLEAN_FIELDS) record[field] = row[field] === null ? null : row[field] === 1;
  return record as unknown as ProfileRecord;
}

/** The public columns of a profile: what another member may see. Private preferences are not even read. */
export interface PublicProfileRow {
  userId: string;
  id: string;
  firstName: string;
  age: number | null;
  sex: 'male' | 'female' | null;
  location: string;
  neighborhoods: string[];
  availableTimeSlots: AvailabilitySlot[];
  canHost: boolean | null;
  photoFile: string | null;
  bucketList: string[];
}

const PUBLIC_COLUMNS = `p.user_id AS "userId", p.id, p.first_name AS "firstName", p.age, p.sex, p.location, p.neighborhoods,
  p.available_time_slots AS "availableTimeSlots", p.can_host AS "canHost", p.photo_file AS "photoFile",
  p.bucket_list AS "bucketList"`;

function publicFromRow(row: Record<string, unknown>): PublicProfileRow {
  return {
    ...(row as unknown as PublicProfileRow),
    neighborhoods: JSON.parse(row.neighborhoods as string),
    availableTimeSlots: JSON.parse(row.availableTimeSlots as string),
    bucketList: JSON.parse(row.bucketList as string),
    canHost: row.canHost === null ? null : row.canHost === 1,
  };
}

const bit = (value: boolean | null | undefined) => (value === null || value === undefined ? null : value ? 1 : 0);

/** Column and stored value of each field updateProfileProperty may change (hostingDetails spans two columns). */
function columnsFor(changes: ProfileChanges): [string, SqlValue][] {
  const columns: [string, SqlValue][] = [];
  const set = (column: string, value: SqlValue | undefined) => columns.push([column, value ?? null]);
  if ('discoveryPreference' in changes) set('discovery_preference', changes.discoveryPreference);
  if ('discoveryPreferenceOther' in changes) set('discovery_preference_other', changes.discoveryPreferenceOther);
  if ('relationshipStatus' in changes) set('relationship_status', changes.relationshipStatus);
  if ('preferredSex' in changes) set('preferred_sex', JSON.stringify(changes.preferredSex));
  if ('minIdealAge' in changes) set('min_ideal_age', changes.minIdealAge);
  if ('maxIdealAge' in changes) set('max_ideal_age', changes.maxIdealAge);
  if ('neighborhoods' in changes) set('neighborhoods', JSON.stringify(changes.neighborhoods));
  if ('availableTimeSlots' in changes) set('available_time_slots', JSON.stringify(changes.availableTimeSlots));
  if ('bucketList' in changes) set('bucket_list', JSON.stringify(changes.bucketList));
  if ('canHost' in changes) set('can_host', bit(changes.canHost));
  if (changes.hostingDetails) {
    set('has_venue', bit(changes.hostingDetails.hasVenue));
    set('venue_name', changes.hostingDetails.venueName);
  }
  return columns;
}

const FIND = `${SELECT} WHERE user_id = ?`;
const PUBLIC_BY_PROFILE_ID = `SELECT ${PUBLIC_COLUMNS} FROM profiles p WHERE p.id = ?`;
const PUBLIC_BY_USER_ID = `SELECT ${PUBLIC_COLUMNS} FROM profiles p WHERE p.user_id = ?`;
const LOCATION_OF = 'SELECT location FROM profiles WHERE user_id = ?';
const CARD_ROWS_OF = (count: number) =>
  `SELECT ${PUBLIC_COLUMNS}, p.card_version AS "cardVersion" FROM profiles p
     WHERE p.user_id IN (${Array.from({ length: count }, () => '?').join(', ')})`;
const SUMMARY = 'SELECT first_name AS "firstName", location FROM profiles WHERE user_id = ?';
const EXISTS = 'SELECT 1 FROM profiles WHERE user_id = ?';
const GIVE_ID = 'UPDATE profiles SET id = ? WHERE user_id = ? AND id IS NULL';
const WITHOUT_ID = 'SELECT user_id AS "userId" FROM profiles WHERE id IS NULL';
const FIND_PHOTO_FILE = 'SELECT photo_file AS "photoFile" FROM profiles WHERE user_id = ?';
/** The profile goes as the account closes (its interests with it): nobody is shown, matched or backfilled without one. */
const DELETE = 'DELETE FROM profiles WHERE user_id = ?';
const INSERT_DEMO = `INSERT INTO profiles (id, user_id, first_name, age, sex, location, neighborhoods, available_time_slots, can_host,
       has_venue, photo_file, activity_preferences, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'CA:ON:Toronto', ?, ?, ?, ?, ?, '["coffee"]', ?, ?)`;
const SET_PHOTO = 'UPDATE profiles SET photo_file = ?, updated_at = ? WHERE user_id = ?';
/** A field left out (null) keeps its value. */
const SET_SIGN_UP_FIELDS = `UPDATE profiles SET age = COALESCE(?, age), sex = COALESCE(?, sex), location = COALESCE(?, location),
  updated_at = ? WHERE user_id = ?`;
const FIND_PHOTO_OWNER = 'SELECT user_id AS "userId" FROM profiles WHERE photo_file = ?';
const INSERT = `INSERT INTO profiles (id, user_id, first_name, age, sex, location, new_location, activity_preferences,
       category_comments, neighborhoods, available_time_slots, can_host, has_venue, venue_name, photo_file,
       created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
const INSERT_BARE = 'INSERT INTO profiles (id, user_id, first_name, location, created_at) VALUES (?, ?, ?, ?, ?)';
const SET_FIRST_NAME = 'UPDATE profiles SET first_name = ?, updated_at = ? WHERE user_id = ?';

/** All SQL for the profiles table. Writes run inside the caller's transaction. */
export function profilesRepo(db: Database) {
  return {
    async exists(userId: string): Promise<boolean> {
      return (await db.get(EXISTS, [userId])) !== undefined;
    },
    async find(userId: string): Promise<ProfileRecord | undefined> {
      let row = await db.get<Record<string, unknown>>(FIND, [userId]);
      // Rows made before profiles had ids (demo data, older installs) get one the first time they are read.
      if (row && row.id === null) {
        await db.run(GIVE_ID, [crypto.randomUUID(), userId]);
        row = (await db.get<Record<string, unknown>>(FIND, [userId]))!;
      }
      return row && fromRow(row);
    },
    async create(userId: string, profile: NewProfile, photoFile: string | null, at: string): Promise<void> {
      await db.run(INSERT, [
        crypto.randomUUID(),
        userId,
        profile.firstName,
        profile.age,
        profile.sex,
        profile.location,
        profile.newLocation,
        JSON.stringify(profile.activityPreferences),
        JSON.stringify(profile.categoryComments),
        JSON.stringify(profile.neighborhoods),
        JSON.stringify(profile.availableTimeSlots),
        bit(profile.canHost),
        bit(profile.hostingDetails.hasVenue),
        profile.hostingDetails.venueName,
        photoFile,
        at,
        at,
      ]);
    },
    async update(userId: string, changes: ProfileChanges, at: string): Promise<void> {
      const columns = [...columnsFor(changes), ['updated_at', at] as [string, SqlValue]];
      const assignments = columns.map(([column]) => `${column} = ?`).join(', ');
      await db.run(`UPDATE profiles SET ${assignments} WHERE user_id = ?`, [...columns.map(([, value]) => value), userId]);
    },
    /** Age, sex and city, which a member gives only at sign-up: tests arrange a member of another age or city with it. */
    async setSignUpFields(userId: string, fields: Partial<Pick<ProfileRecord, 'age' | 'sex' | 'location'>>, at: string): Promise<void> {
      await db.run(SET_SIGN_UP_FIELDS, [fields.age ?? null, fields.sex ?? null, fields.location ?? null, at, userId]);
    },
    /** Puts a new photo on the profile; the answer is the file it replaces (for the caller to remove after commit). */
    async replacePhoto(userId: string, photoFile: string, at: string): Promise<string | null> {
      const old = await db.get<{ photoFile: string | null }>(FIND_PHOTO_FILE, [userId]);
      await db.run(SET_PHOTO, [photoFile, at, userId]);
      return old?.photoFile ?? null;
    },
    /** A demo member's profile (DEMO ONLY): in Toronto, liking coffee, hosting with a venue when they can host. */
    async createDemo(
      userId: string,
      person: { firstName: string; age: number; sex: string; neighborhoods: string[]; slots: AvailabilitySlot[]; canHost: boolean },
      photoFile: string,
      at: string,
    ): Promise<void> {
      const { firstName, age, sex, neighborhoods, slots, canHost } = person;
      await db.run(INSERT_DEMO, [
        crypto.randomUUID(),
        userId,
        firstName,
        age,
        sex,
        JSON.stringify(neighborhoods),
        JSON.stringify(slots),
        canHost ? 1 : 0,
        canHost ? 1 : 0,
        photoFile,
        at,
        at,
      ]);
    },
    /** The first name and location, or undefined without a profile (the signed-in account's basics). */
    summaryOf: (userId: string) => db.get<{ firstName: string; location: string }>(SUMMARY, [userId]),
    /** The profile's photo file, if it has one. */
    photoOf: async (userId: string): Promise<string | null> =>
      (await db.get<{ photoFile: string | null }>(FIND_PHOTO_FILE, [userId]))?.photoFile ?? null,
    /** Deletes the profile of a closing account; call inside its transaction. */
    async remove(userId: string): Promise<void> {
      await db.run(DELETE, [userId]);
    },
    /** Gives every profile made before profiles had ids (demo data, older installs) its id. */
    async giveMissingIds(): Promise<void> {
      for (const { userId } of await db.all<{ userId: string }>(WITHOUT_ID)) await db.run(GIVE_ID, [crypto.randomUUID(), userId]);
    },
    /** A profile's public columns by its own id (what another member may see), or undefined. */
    async publicByProfileId(profileId: string): Promise<PublicProfileRow | undefined> {
      const row = await db.get<Record<string, unknown>>(PUBLIC_BY_PROFILE_ID, [profileId]);
      return row && publicFromRow(row);
    },
    /** A member's public columns, or undefined without a profile. */
    async publicByUserId(userId: string): Promise<PublicProfileRow | undefined> {
      const row = await db.get<Record<string, unknown>>(PUBLIC_BY_USER_ID, [userId]);
      return row && publicFromRow(row);
    },
    /** A member's location (null when not given), or undefined without a profile. */
    async locationOf(userId: string): Promise<string | null | undefined> {
      return (await db.get<{ location: string | null }>(LOCATION_OF, [userId]))?.location;
    },
    /** These members' public columns with their card versions (migration 0032), in no particular order. */
    async cardRowsOf(userIds: readonly string[]): Promise<(PublicProfileRow & { cardVersion: number | string })[]> {
      if (!userIds.length) return [];
      return (await db.all<Record<string, unknown>>(CARD_ROWS_OF(userIds.length), [...userIds])).map((row) => ({
        ...publicFromRow(row),
        cardVersion: row.cardVersion as number | string,
      }));
    },
    async photoOwner(photoFile: string): Promise<string | undefined> {
      return (await db.get<{ userId: string }>(FIND_PHOTO_OWNER, [photoFile]))?.userId;
    },
    /** A profile with a first name and a city only, every other answer left unanswered (tests start members from it). */
    async createBare(userId: string, firstName: string, location: string, at: string): Promise<void> {
      await db.run(INSERT_BARE, [crypto.randomUUID(), userId, firstName, location, at]);
    },
    /** A new first name, which a member gives once at sign-up: tests change a member's card with it. */
    async setFirstName(userId: string, firstName: string, at: string): Promise<void> {
      await db.run(SET_FIRST_NAME, [firstName, at, userId]);
    },
  };
}

declare module '../../plugins/repos' {
  interface Repos {
    /** Members' profiles. */
    profiles: ReturnType<typeof profilesRepo>;
  }
}
