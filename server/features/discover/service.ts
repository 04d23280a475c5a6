import type { Database } from '../../db/database';
import { LOCATION_NOT_FOUND, type BatchAnswer, type MemberCard } from '../../../shared/discover';
import type { InterestText } from '../../../shared/profiles';
import { cityOfLocation, shiftWeek, type City } from '../../../shared/weekly-cycle';
import { AppError } from '../../plugins/errors';
import { cycleWeekOf } from '../week/cycle-week';
import { jobRepo } from '../week/job-repo';
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

  async function viewerAndCity(userId: string): Promise<{ viewer: PublicProfileRow; city: City }> {
    const viewer = await discover.byUserId(userId);
    if (!viewer?.location) throw LOCATION_MISSING();
    const city = cityOfLocation(viewer.location);
    if (!city) throw CITY_NOT_OPEN();
    return { viewer, city };
  }

  async function cardsOf(viewerId: string, rows: PublicProfileRow[], interests?: Map<string, InterestText[]>): Promise<MemberCard[]> {
    const blocked = await picks.blockedEitherWay(viewerId);
    const own = await discover.interestsOf(viewerId);
    const cards: MemberCard[] = [];
    for (const row of rows) {
      if (blocked.has(row.userId)) continue;
      cards.push(memberCardOf(row, interests ? (interests.get(row.userId) ?? []) : await discover.interestsOf(row.userId), own));
    }
    return cards;
  }

  /** Whether the viewer may see this member at all: shown in a batch, or in a live group together; never if blocked. */
  async function canSee(viewerId: string, memberId: string, city: City): Promise<boolean> {
    if (await picks.isBlockedPair(viewerId, memberId)) return false;
    if (await discover.wasShown(viewerId, memberId)) return true;
    const week = (await cycleWeekOf(jobs, city, now(), discoverOpensAt)).week;
    return (await groups.activeGroupMates(viewerId, shiftWeek(week, -1))).includes(memberId);
  }

  return {
    viewerAndCity,
    canSee,
    /** GET /profiles/all: this week's batch (built now for a member who joined after the release). */
    async batch(userId: string, location: string | undefined): Promise<BatchAnswer> {
      if (!location?.trim()) throw LOCATION_MISSING();
      const { viewer, city } = await viewerAndCity(userId);
      if (location !== viewer.location) throw validationFailed({ location: "This is not your profile's location." });
      const week = await cycleWeekOf(jobs, city, now(), discoverOpensAt);
      if (!week.released || week.discoverOpensAt) return { data: [], week };
      if (week.picksOpen) await batches.ensureBatch(userId, city, week.week);
      const rows = await discover.batchOf(userId, week.week);
      const interests = await discover.batchInterests(userId, week.week);
      return { data: await cardsOf(userId, rows, interests), week };
    },
    /** GET /profiles/:profileId: one member the viewer has been shown or is grouped with. */
    async memberCard(userId: string, profileId: string): Promise<MemberCard> {
      const { city } = await viewerAndCity(userId);
      const row = await discover.byProfileId(profileId);
      if (!row || row.userId === userId || !(await canSee(userId, row.userId, city))) throw PROFILE_NOT_VISIBLE();
      return (await cardsOf(userId, [row]))[0]!;
    },
  };
}

export type DiscoverService = ReturnType<typeof discoverService>;
