import type { Database } from 'better-sqlite3';
import { LOCATION_NOT_FOUND, type BatchAnswer, type MemberCard } from '../../../shared/discover';
import type { InterestText } from '../../../shared/profiles';
import { cityOfLocation, shiftWeek, type City } from '../../../shared/weekly-cycle';
import { AppError } from '../../plugins/errors';
import { cycleWeekOf } from '../cycle/cycle-week';
import { jobRepo } from '../cycle/job-repo';
import { groupsRepo } from '../groups/repo';
import { picksRepo } from '../picks/repo';
import { validationFailed } from '../profiles/profile-json';
import { batchService } from './batch-service';
import { memberCardOf } from './member-card';
import { discoverRepo, type PublicProfileRow } from './repo';

export const LOCATION_MISSING = () => new AppError('location-not-found', 400, LOCATION_NOT_FOUND);
export const PROFILE_NOT_VISIBLE = () => new AppError('not-found', 404, "We couldn't find this profile.");
const CITY_NOT_OPEN = () => new AppError('city-not-open', 404, 'Discover is not open in your city yet.');

export interface DiscoverOptions {
  now: () => Date;
  discoverOpensAt: Date | null;
}

/** What a member may see of others: their weekly batch, and single profiles of people shown to them. */
export function discoverService(db: Database, { now, discoverOpensAt }: DiscoverOptions) {
  const discover = discoverRepo(db);
  const picks = picksRepo(db);
  const groups = groupsRepo(db);
  const jobs = jobRepo(db);
  const batches = batchService(db, now);

  function viewerAndCity(userId: string): { viewer: PublicProfileRow; city: City } {
    const viewer = discover.byUserId(userId);
    if (!viewer?.location) throw LOCATION_MISSING();
    const city = cityOfLocation(viewer.location);
    if (!city) throw CITY_NOT_OPEN();
    return { viewer, city };
  }

  function cardsOf(viewerId: string, rows: PublicProfileRow[], interests?: Map<string, InterestText[]>): MemberCard[] {
    const blocked = picks.blockedEitherWay(viewerId);
    const own = discover.interestsOf(viewerId);
    return rows
      .filter((row) => !blocked.has(row.userId))
      .map((row) => memberCardOf(row, interests ? (interests.get(row.userId) ?? []) : discover.interestsOf(row.userId), own));
  }

  /** Whether the viewer may see this member at all: shown in a batch, or in a live group together; never if blocked. */
  function canSee(viewerId: string, memberId: string, city: City): boolean {
    if (picks.isBlockedPair(viewerId, memberId)) return false;
    if (discover.wasShown(viewerId, memberId)) return true;
    const week = cycleWeekOf(jobs, city, now(), discoverOpensAt).week;
    return groups.activeGroupMates(viewerId, shiftWeek(week, -1)).includes(memberId);
  }

  return {
    viewerAndCity,
    canSee,
    /** GET /profiles/all: this week's batch (built now for a member who joined after the release). */
    batch(userId: string, location: string | undefined): BatchAnswer {
      if (!location?.trim()) throw LOCATION_MISSING();
      const { viewer, city } = viewerAndCity(userId);
      if (location !== viewer.location) throw validationFailed({ location: "This is not your profile's location." });
      const week = cycleWeekOf(jobs, city, now(), discoverOpensAt);
      if (!week.released || week.discoverOpensAt) return { data: [], week };
      if (week.picksOpen) batches.ensureBatch(userId, city, week.week);
      return { data: cardsOf(userId, discover.batchOf(userId, week.week), discover.batchInterests(userId, week.week)), week };
    },
    /** GET /profiles/:profileId: one member the viewer has been shown or is grouped with. */
    memberCard(userId: string, profileId: string): MemberCard {
      const { city } = viewerAndCity(userId);
      const row = discover.byProfileId(profileId);
      if (!row || row.userId === userId || !canSee(userId, row.userId, city)) throw PROFILE_NOT_VISIBLE();
      return cardsOf(userId, [row])[0]!;
    },
  };
}

export type DiscoverService = ReturnType<typeof discoverService>;
