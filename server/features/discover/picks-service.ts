import { PICK_LEVEL, type OwnPick, type ReportBody } from '../../../shared/discover';
import { AppError } from '../../plugins/errors';
import type { Repos } from '../../plugins/repos';
import { cityOfViewer, visibility } from '../visibility/may-see';
import { cycleWeekOf, type WeekClock } from '../week/cycle-week';

export const PICKS_CLOSED = () =>
  new AppError('picks-closed', 403, 'Picks are closed for this week. New faces arrive on Thursday at noon.');
const NOT_IN_BATCH = () => new AppError('not-in-batch', 404, 'You can only pick people from your weekly batch.');
/** Reports a member may file a day: enough for real trouble, too few to flood moderation. */
export const REPORTS_PER_DAY = 20;

/** Levels, blocks and reports. A member's picks are theirs alone: nothing here ever tells anyone else about them. */
export function picksService(repos: Repos, options: WeekClock) {
  const { picks, jobs, auth } = repos;
  const seen = visibility(repos, options);

  /** The member behind a profile id, if the viewer may act on them (shown to them or grouped with them). */
  async function visibleMember(viewerId: string, profileId: string): Promise<string> {
    return (await seen.visibleMember(viewerId, profileId)).userId;
  }

  return {
    ownPicks(userId: string): Promise<OwnPick[]> {
      return picks.ownPicks(userId);
    },
    /**
     * Sets the level; only for people in one of the member's batches, only while picks are open. Answers the pick as
     * stored: the level and time just written, under the profile id asked for (the target's own).
     */
    async setLevel(userId: string, profileId: string, level: number): Promise<OwnPick> {
      const facts = await picks.pickFacts(userId, profileId);
      const city = cityOfViewer(facts?.viewerLocation);
      const target = facts?.target;
      if (!target || target.userId === userId || target.blocked || !target.shown) {
        throw NOT_IN_BATCH();
      }
      const now = options.now();
      const week = await cycleWeekOf(jobs, city, now, options.discoverOpensAt);
      if (!week.picksOpen) throw PICKS_CLOSED();
      const at = now.toISOString();
      await picks.setLevel(userId, target.userId, level, week.week, at);
      // DEMO ONLY: demo members (is_demo, example.com) are not people; they return a real person's pick so a newcomer
      // trying the demo can see a group form. Never applies between real members.
      if (level >= PICK_LEVEL && target.isDemo && !(await auth.findUser(userId))?.isDemo) {
        if ((await picks.level(target.userId, userId)) === null) await picks.setLevel(target.userId, userId, level, week.week, at);
      }
      return { profileId, level, updatedAt: at };
    },
    async block(userId: string, profileId: string): Promise<void> {
      await picks.block(userId, await visibleMember(userId, profileId), options.now().toISOString());
    },
    /** A report (checked by its contract) is kept for moderation and also blocks, so the reporter never sees the person again. */
    async report(userId: string, { profileId, reason, details = '' }: ReportBody): Promise<void> {
      const now = options.now();
      const since = new Date(now.getTime() - 24 * 36e5).toISOString();
      if ((await picks.reportsSince(userId, since)) >= REPORTS_PER_DAY) {
        throw new AppError('too-many-reports', 429, 'You have sent many reports today. Please write to support instead.', undefined, {
          'Retry-After': '3600',
        });
      }
      const reportedId = await visibleMember(userId, profileId);
      await picks.report(userId, reportedId, reason, details.trim(), now.toISOString());
      await picks.block(userId, reportedId, now.toISOString());
    },
  };
}
