import zlib from 'node:zlib';
import type { BatchAnswer, MemberCard } from '../../../shared/discover';
import { interestKey } from '../../../shared/interests';
import type { Repos } from '../../plugins/repos';
import { validationFailed } from '../profiles/profile-json';
import { approvedVideosFor, shownVideosOf } from '../videos/member-videos';
import { LOCATION_MISSING, visibility } from '../visibility/may-see';
import { cycleWeekOf, type WeekClock } from '../week/cycle-week';
import { answerCache } from './answer-cache';
import { type CachedCard, cardCache, cardJsonFor, cardToken } from './card-cache';
import { changeFeed } from './change-feed';
import { memberCardOf } from './member-card';
import type { PublicProfileRow } from '../profiles/repo';
import type { BatchMemberVersion } from './rows';
import { weekStepsThroughFeed } from './week-steps';

/** What a member may see of others: their weekly batch, and single profiles of people shown to them. Reads only. */
export function discoverService(repos: Repos, clock: WeekClock) {
  const { discover, picks, jobs } = repos;
  const seen = visibility(repos, clock);

  /** One member's card for this viewer, built afresh (visibleMember has checked blocks and who may see whom). */
  async function cardOf(viewerId: string, row: PublicProfileRow): Promise<MemberCard> {
    const card = memberCardOf(row, await discover.interestsOf(row.userId), await discover.interestsOf(viewerId));
    const videosOf = await approvedVideosFor(repos.videos, viewerId, [row.userId]);
    return videosOf ? { ...card, videos: videosOf.get(row.userId) ?? [] } : card;
  }

  /** What this process keeps between requests; forget() starts it afresh. */
  function kept() {
    const changes = changeFeed(discover);
    /** `steps` is read only after `changes.catchUp()`, as week-steps.ts requires. */
    return { cache: cardCache(), changes, answers: answerCache(), steps: weekStepsThroughFeed(jobs, changes) };
  }
  let { cache, changes, answers, steps } = kept();

  /** The batch members' cards from the cache; the ones missing or out of date are built, three queries for all. */
  async function cachedCards(members: BatchMemberVersion[]): Promise<CachedCard[]> {
    const found = new Map<string, CachedCard>();
    const missing: string[] = [];
    for (const member of members) {
      const card = cache.get(member.userId, cardToken(member.profileId, member.cardVersion));
      if (card) found.set(member.userId, card);
      else missing.push(member.userId);
    }
    if (missing.length) {
      // Rows first (see cardRowsOf): a card is never stored at a version newer than what it was built from.
      const rows = await discover.cardRowsOf(missing);
      const interests = await discover.interestsOfMembers(missing);
      const videos = await shownVideosOf(repos.videos, missing);
      for (const row of rows) {
        const memberInterests = interests.get(row.userId) ?? [];
        const { sharedInterests: _shared, ...card } = memberCardOf(row, memberInterests, []);
        const cached: CachedCard = {
          token: cardToken(row.id, row.cardVersion),
          opening: JSON.stringify(card).slice(0, -1),
          interestNames: memberInterests.map((interest) => interest.name),
          interestKeys: memberInterests.map((interest) => interestKey(interest.name)),
          videos: JSON.stringify(videos.get(row.userId) ?? []),
        };
        cache.set(row.userId, cached);
        found.set(row.userId, cached);
      }
    }
    // A member whose profile went in the meantime has no card, and is left out as the join would leave them out.
    return members.flatMap((member) => found.get(member.userId) ?? []);
  }

  return {
    /**
     * GET /profiles/all: this week's batch, as the JSON answer (a BatchAnswer) in bytes, gzipped once it has
     * cards. It writes nothing: a member who joined after the release has theirs from app.memberJoined when their
     * profile is made, or from the cycle runner's next tick, and until it is written the answer says `ready: false`.
     * A viewer's answer, once built, is sent again as it is while the change feed names neither them nor anyone in
     * their batch and the week reads the same; then only the feed is read here (the week's steps are kept until the
     * feed says the cycle changed: week-steps.ts).
     * Building it reads the cards from the cache and the viewer's own rows (who they blocked or are blocked by,
     * their interests, whether they may see videos).
     */
    async batchJson(userId: string, location: string | undefined): Promise<Buffer> {
      if (!location?.trim()) throw LOCATION_MISSING();
      await changes.catchUp();
      const ready = answers.get(userId);
      if (ready && ready.location === location && changes.unchangedSince(ready.builtAt, [userId, ...ready.memberIds])) {
        const week = await cycleWeekOf(steps, ready.city, clock.now(), clock.discoverOpensAt);
        if (JSON.stringify(week) === ready.weekJson) return ready.gzipped;
      }
      // Everything read from here on is at least as new as the feed read above.
      const builtAt = changes.tick;
      const { viewer, city } = await seen.viewerAndCity(userId);
      if (location !== viewer.location) throw validationFailed({ location: "This is not your profile's location." });
      const week = await cycleWeekOf(steps, city, clock.now(), clock.discoverOpensAt);
      const weekJson = JSON.stringify(week);
      if (!week.released || week.discoverOpensAt) {
        // Before the release (and before launch) the answer is the week alone. It is kept too, with no members: it
        // says the week is not released, so the release itself (or the launch) makes the week read differently and
        // ends it. During the release every member asks again and again, beside the job's writes (bench:discover).
        const gzipped = zlib.gzipSync(JSON.stringify({ data: [], week, ready: true } satisfies BatchAnswer));
        answers.set(userId, { builtAt, location: viewer.location, city, weekJson, memberIds: [], gzipped });
        return gzipped;
      }
      const written = await discover.batchVersions(userId, week.week);
      // Released, and no batch of theirs yet: they joined during the release (after it read the city) or since, and the
      // late joiners' job is making it (member-joined.ts; the scheduler's tick right after the release). Saying "not
      // ready" keeps a member from taking this for a week with nobody in it. Once picks have closed no job makes one,
      // so the empty week is then the answer. Not kept: the batch's arrival writes no feed row.
      if (!written && week.picksOpen) return zlib.gzipSync(JSON.stringify({ data: [], week, ready: false } satisfies BatchAnswer));
      const batch = written ?? [];
      const blocked = await picks.blockedEitherWay(userId);
      const members = batch.filter((member): member is BatchMemberVersion => member.cardVersion !== null && !blocked.has(member.userId));
      const own = new Set((await discover.interestsOf(userId)).map((interest) => interestKey(interest.name)));
      const withVideos = await repos.videos.hasApproved(userId);
      const cards = (await cachedCards(members)).map((card) => cardJsonFor(card, own, withVideos));
      const gzipped = zlib.gzipSync(`{"data":[${cards.join(',')}],"week":${weekJson},"ready":true}`);
      // Kept only when the batch has members: an empty one is rare (a city of one, everyone excluded), and cheap to build.
      const memberIds = batch.map((member) => member.userId);
      if (memberIds.length) answers.set(userId, { builtAt, location: viewer.location, city, weekJson, memberIds, gzipped });
      return gzipped;
    },
    /** GET /profiles/:profileId: one member the viewer has been shown or is grouped with. */
    async memberCard(userId: string, profileId: string): Promise<MemberCard> {
      return cardOf(userId, await seen.visibleMember(userId, profileId));
    },
    /**
     * Drops the cards, answers and feed position kept, as a restart would: for the end-to-end tests' reset, which
     * empties the database under it (features/test-controls).
     */
    forget(): void {
      ({ cache, changes, answers, steps } = kept());
    },
  };
}

export type DiscoverService = ReturnType<typeof discoverService>;
