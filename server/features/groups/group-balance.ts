import { GROUP_SIZE } from '../../../shared/groups';
import { shiftWeek } from '../../../shared/weekly-cycle';
import type { Repos } from '../../plugins/repos';
import { backfillCandidates } from './backfill';
import { activeInvites } from './group-view';
import { lateInviteClosesAt } from './late-cancel';
import type { OutcomeNotices } from './outcome-notices';
import type { GroupRow } from './repo';

/** How far back a member's left-out weeks count toward their priority. */
const PRIORITY_WEEKS = 8;

/** Keeping a group whole: inviting, the venue booker, priorities from past weeks, backfill after someone leaves, dissolving. */
export function groupBalance(repos: Repos, now: () => Date, told: OutcomeNotices) {
  const { groups: repo, discover, picks, auth } = repos;
  const sources = { discover, picks };

  /**
   * DEMO ONLY: demo members (is_demo, on example.com) are not people and would never answer, so every demo group
   * would dissolve at the deadline. They accept the moment they are invited, so a newcomer trying the demo can see
   * the whole week through (picks, group, accept, confirmed). A real member's invite is never answered for them.
   */
  async function inviteMember(group: { id: string; week: string }, userId: string, isBackfill: boolean, at: string): Promise<void> {
    await repo.invite(group.id, userId, group.week, isBackfill, at);
    if ((await auth.findUser(userId))?.isDemo) await repo.answer(group.id, userId, 'accepted', at);
  }

  /** Weeks in a row, up to the one before `week`, that the member was left out or their group fell through. */
  async function priorities(city: string, week: string): Promise<Map<string, number>> {
    const byUser = new Map<string, { count: number; open: boolean }>();
    for (const row of await repo.outcomesSince(city, shiftWeek(week, -PRIORITY_WEEKS))) {
      if (row.week >= week) continue;
      const entry = byUser.get(row.userId) ?? { count: 0, open: true };
      if (entry.open && row.outcome !== 'placed') entry.count++;
      else entry.open = false;
      byUser.set(row.userId, entry);
    }
    return new Map([...byUser].map(([userId, entry]) => [userId, entry.count]));
  }

  async function pickVenueBooker(group: GroupRow, members: string[]): Promise<string | null> {
    // A confirmed group's booker holds the check-in code: only someone who accepted, never an unanswered invite.
    if (group.status === 'confirmed') {
      const accepted = new Set(
        (await repo.invitesOf(group.id)).filter((invite) => invite.status === 'accepted').map((invite) => invite.userId),
      );
      members = members.filter((userId) => accepted.has(userId));
    }
    if (group.venueBookerId && members.includes(group.venueBookerId)) return group.venueBookerId;
    for (const userId of members) if ((await discover.byUserId(userId))?.canHost === true) return userId;
    return null;
  }

  async function dissolve(group: GroupRow, members: string[]): Promise<void> {
    await repo.setStatus(group.id, 'dissolved', now().toISOString());
    for (const userId of members) await repo.recordOutcome(group.city, group.week, userId, 'dissolved');
    await told.notify(members, group.city, group.week);
  }

  /** After someone leaves: a new venue booker if needed, backfill up to the minimum, or dissolve. */
  async function rebalance(group: GroupRow): Promise<void> {
    const at = now().toISOString();
    let members = activeInvites(await repo.invitesOf(group.id)).map((invite) => invite.userId);
    const prio = await priorities(group.city, group.week);
    const added: string[] = [];
    for (;;) {
      const booker = await pickVenueBooker((await repo.find(group.id))!, members);
      await repo.setVenueBooker(group.id, booker, at);
      if (members.length >= GROUP_SIZE.min && booker) break;
      // A confirmed group's freed place is offered only while someone could still accept it.
      if (group.status === 'confirmed' && now() >= lateInviteClosesAt(group)) break;
      const unplaced: string[] = [];
      for (const userId of await repo.unplaced(group.city, group.week))
        if (!(await repo.inviteOf(userId, group.week))) unplaced.push(userId);
      const [next] = await backfillCandidates(sources, group, members, unplaced, !booker, (userId) => prio.get(userId) ?? 0);
      if (!next) break;
      await inviteMember(group, next, true, at);
      await repo.recordOutcome(group.city, group.week, next, 'placed');
      members = [...members, next];
      added.push(next);
    }
    const current = (await repo.find(group.id))!;
    if (members.length < GROUP_SIZE.min || !current.venueBookerId) {
      await dissolve(current, members);
      return;
    }
    await told.notify(added, group.city, group.week);
  }

  return { inviteMember, priorities, pickVenueBooker, dissolve, rebalance };
}

export type GroupBalance = ReturnType<typeof groupBalance>;
