import { MEET_AGAIN_FOR_MS, type MeetAgainBody, type MeetAgainItem } from '../../../shared/groups';
import { cityById, meetingAt } from '../../../shared/weekly-cycle';
import { AppError } from '../../plugins/errors';
import type { Repos } from '../../plugins/repos';
import type { GroupRow, GroupInviteRow } from './repo';

const CLOSED = () =>
  new AppError('meet-again-closed', 403, 'You can say whether you would meet them again from the meetup until a week after it.');
const NOT_A_MEMBER = () => new AppError('not-found', 404, 'There is no such member of your group.');

const accepted = (invites: GroupInviteRow[]) => invites.filter((invite) => invite.status === 'accepted').map((invite) => invite.userId);

/** A confirmed group whose meetup began, for a week after it: when "would you meet them again?" and the tip are open. */
export function hasMetWithinAWeek(group: GroupRow, now: Date): boolean {
  const meetsAt = meetingAt(group.week, group.slot, cityById(group.city)!.timeZone).getTime();
  const at = now.getTime();
  return group.status === 'confirmed' && at >= meetsAt && at < meetsAt + MEET_AGAIN_FOR_MS;
}

/**
 * "Would you meet them again?": each member's private answer about each other member once the group has
 * met. Only its author ever sees it; matching reads it (match-instance.ts).
 */
export function meetAgainService(repos: Repos, now: () => Date) {
  const { meetAgain: repo, groups, discover } = repos;

  const isOpen = (group: GroupRow) => hasMetWithinAWeek(group, now());

  return {
    /** The viewer's own answers about the others; null unless their confirmed group has met (for a week). */
    async viewFor(group: GroupRow, invites: GroupInviteRow[], viewerId: string): Promise<MeetAgainItem[] | null> {
      if (!isOpen(group) || !accepted(invites).includes(viewerId)) return null;
      const mine = await repo.mine(group.id, viewerId);
      const items: MeetAgainItem[] = [];
      for (const userId of accepted(invites)) {
        if (userId === viewerId) continue;
        const profile = await discover.byUserId(userId);
        if (profile) items.push({ profileId: profile.id, firstName: profile.firstName, answer: mine.get(userId) ?? null });
      }
      return items;
    },

    async answer(userId: string, group: GroupRow, profileId: string, body: MeetAgainBody): Promise<void> {
      const members = accepted(await groups.invitesOf(group.id));
      if (!members.includes(userId)) throw NOT_A_MEMBER();
      if (!isOpen(group)) throw CLOSED();
      const target = (await discover.byProfileId(profileId))?.userId;
      if (!target || target === userId || !members.includes(target)) throw NOT_A_MEMBER();
      await repo.set(group.id, userId, target, body.answer, now().toISOString());
    },
  };
}
