import { PICK_LEVEL } from '../../../shared/discover';
import { CHECK_IN_CLOSES_AFTER_MS, SETTLE_AFTER_CLOSE_MS } from '../../../shared/groups';
import type { GroupOutcomeKind, WeekOutcome } from '../../../shared/week-outcome';
import { cityById, shiftWeek, weekTimes } from '../../../shared/weekly-cycle';
import type { Repos } from '../../plugins/repos';
import type { GroupDepositService } from './group-deposit';
import { groupFacts } from './group-view';
import { releaseTerms } from './late-cancel';
import type { GroupRow, GroupInviteRow } from './repo';

/**
 * Last week's group still shows until this long after it met: the meetup (check-in closes 3 hours in), then the day
 * in which those who checked in can say who else was there, until the deposits are settled.
 */
const SHOWN_AFTER_MEETUP_MS = CHECK_IN_CLOSES_AFTER_MS + SETTLE_AFTER_CLOSE_MS;

function groupKind(group: GroupRow, invite: GroupInviteRow): GroupOutcomeKind {
  if (invite.cancelledLate) return 'cancelled';
  if (invite.status === 'declined' || invite.status === 'expired') return invite.status;
  if (group.status === 'dissolved') return 'dissolved';
  // A place freed in a confirmed group (a late "can't make it") is offered as an invite like any other.
  if (group.status === 'confirmed') return invite.status === 'invited' ? 'invited' : 'confirmed';
  return invite.status === 'accepted' ? 'accepted' : 'invited';
}

/**
 * The one place that decides where a member's week stands: GET /groups/current (shown on /home and /group) and
 * every outcome notice (in the app and by e-mail) take it from here, so they cannot disagree. It reads the
 * member's own invite, their matching outcome and their own picks only: never anyone else's picks.
 */
export function weekOutcomes(repos: Repos, now: () => Date, deposit: GroupDepositService) {
  const { groups, discover, picks, jobs } = repos;

  async function of(userId: string, cityId: string, week: string): Promise<WeekOutcome> {
    const timeZone = cityById(cityId)!.timeZone;
    const times = weekTimes(week, timeZone);
    const base = {
      timeZone,
      nextReleaseAt: times.nextReleaseAt.toISOString(),
      nextMatchingAt: weekTimes(shiftWeek(week, 1), timeZone).pickCloseAt.toISOString(),
    };
    const invite = await groups.inviteOf(userId, week);
    if (invite) {
      const group = (await groups.find(invite.groupId))!;
      const facts = await groupFacts(group, await groups.invitesOf(group.id), discover);
      const kind = groupKind(group, invite);
      if (kind !== 'cancelled') return { ...base, kind, groupId: group.id, facts };
      return { ...base, kind, groupId: group.id, facts, release: releaseTerms(group, invite, await deposit.view(userId, group.id)) };
    }
    const matched = await groups.outcomeOf(week, userId);
    if (matched === 'unplaced') {
      const picked = (await picks.givenBy(userId)).some((pick) => pick.level >= PICK_LEVEL);
      return { ...base, kind: picked ? 'not-placed' : 'no-picks' };
    }
    if ((await jobs.find(cityId, week, 'match'))?.status === 'done') return { ...base, kind: 'after-matching' };
    return { ...base, kind: 'before-matching', matchingAt: times.pickCloseAt.toISOString() };
  }

  return {
    of,
    /**
     * The week whose outcome the member sees during `week`: this week's once they have an invite in it; before
     * that, last week's group while it has not met yet; otherwise this week's.
     */
    async shownWeek(userId: string, week: string): Promise<string> {
      if (await groups.inviteOf(userId, week)) return week;
      const last = shiftWeek(week, -1);
      const lastInvite = await groups.inviteOf(userId, last);
      if (!lastInvite) return week;
      const { meetsAt } = await groupFacts((await groups.find(lastInvite.groupId))!, [], discover);
      return new Date(meetsAt).getTime() + SHOWN_AFTER_MEETUP_MS > now().getTime() ? last : week;
    },
  };
}

export type WeekOutcomes = ReturnType<typeof weekOutcomes>;
