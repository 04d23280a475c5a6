import { LOCATION_NOT_FOUND } from '../../../shared/discover';
import { cityOfLocation, shiftWeek, type City } from '../../../shared/weekly-cycle';
import { AppError } from '../../plugins/errors';
import type { Repos } from '../../plugins/repos';
import { cycleWeekOf, type WeekClock } from '../week/cycle-week';

export const LOCATION_MISSING = () => new AppError('location-not-found', 400, LOCATION_NOT_FOUND);
/** A member the viewer may not see answers like one that does not exist. */
export const PROFILE_NOT_VISIBLE = () => new AppError('not-found', 404, "We couldn't find this profile.");
const CITY_NOT_OPEN = () => new AppError('city-not-open', 404, 'Discover is not open in your city yet.');

/** A member's public profile, as the repos read it (public columns only). */
export type VisibleProfile = NonNullable<Awaited<ReturnType<Repos['discover']['byUserId']>>>;

/** The viewer's city from their profile's location: errors when they have none, or their city is not open. */
export function cityOfViewer(location: string | null | undefined): City {
  if (!location) throw LOCATION_MISSING();
  const city = cityOfLocation(location);
  if (!city) throw CITY_NOT_OPEN();
  return city;
}

/**
 * Who may see whom, the one rule discover (single profiles), picks (blocks and reports) and media (photos) all
 * follow: a member sees people shown to them in a batch and the mates of their live group; never across a block.
 */
export function visibility(repos: Repos, { now, discoverOpensAt }: WeekClock) {
  const { discover, picks, groups, jobs } = repos;

  /** The viewer's own public profile and city (errors when they have no location, or their city is not open). */
  async function viewerAndCity(userId: string): Promise<{ viewer: VisibleProfile; city: City }> {
    const viewer = await discover.byUserId(userId);
    const city = cityOfViewer(viewer?.location);
    // Without a profile there is no location, and cityOfViewer has thrown.
    return { viewer: viewer!, city };
  }

  /** The viewer's city alone, with viewerAndCity's errors: one column read, not the whole profile. */
  async function cityOf(userId: string): Promise<City> {
    return cityOfViewer(await discover.locationOf(userId));
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
    cityOf,
    canSee,
    /** The member behind a profile id if the viewer may see them (never themselves); otherwise PROFILE_NOT_VISIBLE. */
    async visibleMember(viewerId: string, profileId: string): Promise<VisibleProfile> {
      const city = await cityOf(viewerId);
      const row = await discover.byProfileId(profileId);
      if (!row || row.userId === viewerId || !(await canSee(viewerId, row.userId, city))) throw PROFILE_NOT_VISIBLE();
      return row;
    },
  };
}

export type Visibility = ReturnType<typeof visibility>;
