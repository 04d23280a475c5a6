import type { Database } from 'better-sqlite3';
import type { AvailabilitySlot } from '../../../shared/onboarding';
import type { PoolMember } from './batch-pool';

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
}

const PUBLIC_COLUMNS = `p.user_id AS "userId", p.id, p.first_name AS "firstName", p.age, p.sex, p.location, p.neighborhoods,
  p.available_time_slots AS "availableTimeSlots", p.can_host AS "canHost", p.photo_file AS "photoFile"`;

function fromRow(row: Record<string, unknown>): PublicProfileRow {
  return {
    ...(row as unknown as PublicProfileRow),
    neighborhoods: JSON.parse(row.neighborhoods as string),
    availableTimeSlots: JSON.parse(row.availableTimeSlots as string),
    canHost: row.canHost === null ? null : row.canHost === 1,
  };
}

/** All SQL for batches and batch_entries, and the public reads of profiles that discover needs. */
export function discoverRepo(db: Database) {
  const cityProfiles = db.prepare(
    `SELECT user_id AS "userId", neighborhoods, available_time_slots AS slots, can_host AS "canHost" FROM profiles
     WHERE location = ? AND id IS NOT NULL ORDER BY created_at, user_id`,
  );
  const cityInterests = db.prepare(
    `SELECT i.user_id AS "userId", LOWER(TRIM(i.name)) AS name FROM interests i
     JOIN profiles p ON p.user_id = i.user_id WHERE p.location = ?`,
  );
  const hasBatch = db.prepare('SELECT 1 FROM batches WHERE viewer_id = ? AND week = ?');
  const shownTo = db.prepare('SELECT member_id AS "memberId" FROM batch_entries WHERE viewer_id = ?');
  const viewersWhoSaw = db.prepare('SELECT viewer_id AS "viewerId" FROM batch_entries WHERE member_id = ?');
  const wasShown = db.prepare('SELECT 1 FROM batch_entries WHERE viewer_id = ? AND member_id = ?');
  const insertBatch = db.prepare('INSERT INTO batches (viewer_id, week, city, created_at) VALUES (?, ?, ?, ?)');
  const insertEntry = db.prepare('INSERT INTO batch_entries (viewer_id, member_id, city, week, position) VALUES (?, ?, ?, ?, ?)');
  const batchOf = db.prepare(
    `SELECT ${PUBLIC_COLUMNS} FROM batch_entries b JOIN profiles p ON p.user_id = b.member_id
     WHERE b.viewer_id = ? AND b.week = ? ORDER BY b.position`,
  );
  const byProfileId = db.prepare(`SELECT ${PUBLIC_COLUMNS} FROM profiles p WHERE p.id = ?`);
  const byUserId = db.prepare(`SELECT ${PUBLIC_COLUMNS} FROM profiles p WHERE p.user_id = ?`);
  const batchInterests = db.prepare(
    `SELECT i.user_id AS "userId", i.name, i.looking_for AS "lookingFor", i.contribute FROM batch_entries b
     JOIN interests i ON i.user_id = b.member_id WHERE b.viewer_id = ? AND b.week = ? ORDER BY b.position, i.position`,
  );
  const interestsOf = db.prepare('SELECT name, looking_for AS "lookingFor", contribute FROM interests WHERE user_id = ? ORDER BY position');

  return {
    /** Everyone with a profile in the city, in a stable order, with what the ranking needs. */
    poolMembers(location: string): PoolMember[] {
      const interests = new Map<string, string[]>();
      for (const row of cityInterests.iterate(location) as Iterable<{ userId: string; name: string }>) {
        let list = interests.get(row.userId);
        if (!list) {
          list = [];
          interests.set(row.userId, list);
        }
        list.push(row.name);
      }
      type Row = { userId: string; neighborhoods: string; slots: string; canHost: number | null };
      return (cityProfiles.all(location) as Row[]).map((row) => ({
        userId: row.userId,
        interests: interests.get(row.userId) ?? [],
        neighborhoods: JSON.parse(row.neighborhoods),
        availableTimeSlots: JSON.parse(row.slots),
        canHost: row.canHost === 1,
      }));
    },
    hasBatch(viewerId: string, week: string): boolean {
      return hasBatch.get(viewerId, week) !== undefined;
    },
    shownTo(viewerId: string): string[] {
      return (shownTo.all(viewerId) as { memberId: string }[]).map((row) => row.memberId);
    },
    /** Everyone who had this member in one of their batches. */
    viewersWhoSaw(memberId: string): string[] {
      return (viewersWhoSaw.all(memberId) as { viewerId: string }[]).map((row) => row.viewerId);
    },
    wasShown(viewerId: string, memberId: string): boolean {
      return wasShown.get(viewerId, memberId) !== undefined;
    },
    /** Stores a viewer's batch for the week; the caller's transaction makes it all-or-nothing. */
    insertBatch(viewerId: string, week: string, city: string, memberIds: string[], at: string): void {
      insertBatch.run(viewerId, week, city, at);
      memberIds.forEach((memberId, position) => insertEntry.run(viewerId, memberId, city, week, position));
    },
    batchOf(viewerId: string, week: string): PublicProfileRow[] {
      return (batchOf.all(viewerId, week) as Record<string, unknown>[]).map(fromRow);
    },
    byProfileId(profileId: string): PublicProfileRow | undefined {
      const row = byProfileId.get(profileId) as Record<string, unknown> | undefined;
      return row && fromRow(row);
    },
    byUserId(userId: string): PublicProfileRow | undefined {
      const row = byUserId.get(userId) as Record<string, unknown> | undefined;
      return row && fromRow(row);
    },
    /** The interests of everyone in a viewer's batch, in one query (keyed by member). */
    batchInterests(viewerId: string, week: string): Map<string, { name: string; lookingFor: string; contribute: string }[]> {
      const byMember = new Map<string, { name: string; lookingFor: string; contribute: string }[]>();
      for (const row of batchInterests.iterate(viewerId, week) as Iterable<{
        userId: string;
        name: string;
        lookingFor: string;
        contribute: string;
      }>) {
        let list = byMember.get(row.userId);
        if (!list) {
          list = [];
          byMember.set(row.userId, list);
        }
        list.push({ name: row.name, lookingFor: row.lookingFor, contribute: row.contribute });
      }
      return byMember;
    },
    interestsOf(userId: string): { name: string; lookingFor: string; contribute: string }[] {
      return interestsOf.all(userId) as { name: string; lookingFor: string; contribute: string }[];
    },
  };
}

export type DiscoverRepo = ReturnType<typeof discoverRepo>;
