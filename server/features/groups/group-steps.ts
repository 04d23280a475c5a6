import crypto from 'node:crypto';
import { GROUP_SIZE } from '../../../shared/groups';
import type { MatchResult } from '../../../shared/matching';
import type { Repos } from '../../plugins/repos';
import type { GroupBalance } from './group-balance';
import { lateInviteClosesAt, meetsAtOf } from './late-cancel';
import type { OutcomeNotices } from './outcome-notices';

/** The week's steps for groups: storing the engine's groups, the invite deadline, and late invites closing before the meetup. */
export function groupSteps(repos: Repos, now: () => Date, told: OutcomeNotices, balance: GroupBalance) {
  const { groups: repo } = repos;
  const { inviteMember, pickVenueBooker, dissolve } = balance;

  return {
    /** Stores the engine's groups (the first venue booker by priority books), outcomes, and everyone's notice. */
    async createFromMatch(
      city: string,
      week: string,
      result: MatchResult,
      canHost: Map<string, boolean>,
      prio: Map<string, number>,
    ): Promise<void> {
      const at = now().toISOString();
      for (const match of result.groups) {
        const bookers = match.members.filter((id) => canHost.get(id));
        bookers.sort((a, b) => (prio.get(b) ?? 0) - (prio.get(a) ?? 0));
        const group = {
          id: crypto.randomUUID(),
          city,
          week,
          slot: match.slot,
          neighborhood: match.neighborhood,
          venueBookerId: bookers[0] ?? null,
        };
        await repo.createGroup(group, at);
        for (const userId of match.members) {
          await inviteMember(group, userId, false, at);
          await repo.recordOutcome(city, week, userId, 'placed');
        }
        await told.notify(match.members, city, week);
      }
      for (const userId of result.unplaced) await repo.recordOutcome(city, week, userId, 'unplaced');
      await told.notify(result.unplaced, city, week);
    },
    /**
     * Places freed after the deadline close before the meetup: invites still unanswered then expire, and a group left
     * below the minimum, or without a venue booker, dissolves (everyone's deposit is released). Every tick runs it.
     */
    async closeLateInvites(): Promise<number> {
      const at = now().toISOString();
      let dissolved = 0;
      for (const groupId of await repos.attendance.unsettledConfirmed()) {
        const group = (await repo.find(groupId))!;
        if (group.status !== 'confirmed' || now() < lateInviteClosesAt(group) || now() >= meetsAtOf(group)) continue;
        const invites = await repo.invitesOf(group.id);
        const expired = invites.filter((invite) => invite.status === 'invited').map((invite) => invite.userId);
        // Only a group whose freed place went unanswered is looked at again (never one a deleted account left small).
        if (!expired.length) continue;
        for (const userId of expired) await repo.answer(group.id, userId, 'expired', at);
        await told.notify(expired, group.city, group.week);
        const accepted = invites.filter((invite) => invite.status === 'accepted').map((invite) => invite.userId);
        const booker = await pickVenueBooker(group, accepted);
        if (booker !== group.venueBookerId) await repo.setVenueBooker(group.id, booker, at);
        if (accepted.length < GROUP_SIZE.min || !booker) {
          await dissolve((await repo.find(group.id))!, accepted);
          dissolved++;
        }
      }
      return dissolved;
    },
    /** The invite deadline: unanswered invites expire; a group with enough acceptances and a booker is confirmed. */
    async closeInvites(city: string, week: string): Promise<{ confirmed: number; dissolved: number }> {
      const at = now().toISOString();
      let confirmed = 0;
      let dissolved = 0;
      for (const group of (await repo.groupsOfWeek(city, week)).filter((g) => g.status === 'inviting')) {
        const invites = await repo.invitesOf(group.id);
        const expired = invites.filter((invite) => invite.status === 'invited').map((invite) => invite.userId);
        for (const userId of expired) await repo.answer(group.id, userId, 'expired', at);
        await told.notify(expired, city, week);
        const accepted = invites.filter((invite) => invite.status === 'accepted').map((invite) => invite.userId);
        const booker = await pickVenueBooker(group, accepted);
        await repo.setVenueBooker(group.id, booker, at);
        if (accepted.length >= GROUP_SIZE.min && booker) {
          await repo.setStatus(group.id, 'confirmed', at);
          await told.notify(accepted, city, week);
          confirmed++;
        } else {
          await dissolve((await repo.find(group.id))!, accepted);
          dissolved++;
        }
      }
      return { confirmed, dissolved };
    },
  };
}
