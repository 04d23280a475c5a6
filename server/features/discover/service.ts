import type { BatchAnswer, MemberCard } from '../../../shared/discover';
import type { InterestText } from '../../../shared/profiles';
import type { Repos } from '../../plugins/repos';
import { validationFailed } from '../profiles/profile-json';
import { approvedVideosFor } from '../videos/member-videos';
import { LOCATION_MISSING, visibility } from '../visibility/may-see';
import { cycleWeekOf, type WeekClock } from '../week/cycle-week';
import { memberCardOf } from './member-card';
import type { PublicProfileRow } from './repo';

/** What a member may see of others: their weekly batch, and single profiles of people shown to them. Reads only. */
export function discoverService(repos: Repos, clock: WeekClock) {
  const { discover, picks, jobs } = repos;
  const seen = visibility(repos, clock);

  async function cardsOf(viewerId: string, rows: PublicProfileRow[], interests?: Map<string, InterestText[]>): Promise<MemberCard[]> {
    const blocked = await picks.blockedEitherWay(viewerId);
    const own = await discover.interestsOf(viewerId);
    const videosOf = await approvedVideosFor(
      repos.videos,
      viewerId,
      rows.map((row) => row.userId),
    );
    const cards: MemberCard[] = [];
    for (const row of rows) {
      if (blocked.has(row.userId)) continue;
      const card = memberCardOf(row, interests ? (interests.get(row.userId) ?? []) : await discover.interestsOf(row.userId), own);
      cards.push(videosOf ? { ...card, videos: videosOf.get(row.userId) ?? [] } : card);
    }
    return cards;
  }

  return {
    /**
     * GET /profiles/all: this week's batch. It writes nothing: a member who joined after the release has theirs
     * from app.memberJoined when their profile is made, or from the cycle runner's next tick.
     */
    async batch(userId: string, location: string | undefined): Promise<BatchAnswer> {
      if (!location?.trim()) throw LOCATION_MISSING();
      const { viewer, city } = await seen.viewerAndCity(userId);
      if (location !== viewer.location) throw validationFailed({ location: "This is not your profile's location." });
      const week = await cycleWeekOf(jobs, city, clock.now(), clock.discoverOpensAt);
      if (!week.released || week.discoverOpensAt) return { data: [], week };
      const rows = await discover.batchOf(userId, week.week);
      const interests = await discover.batchInterests(userId, week.week);
      return { data: await cardsOf(userId, rows, interests), week };
    },
    /** GET /profiles/:profileId: one member the viewer has been shown or is grouped with. */
    async memberCard(userId: string, profileId: string): Promise<MemberCard> {
      return (await cardsOf(userId, [await seen.visibleMember(userId, profileId)]))[0]!;
    },
  };
}

export type DiscoverService = ReturnType<typeof discoverService>;
