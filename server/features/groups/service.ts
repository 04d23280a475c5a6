import crypto from 'node:crypto';
import type { Database } from 'better-sqlite3';
import {
  GROUP_SIZE,
  VENUE_ADDRESS_MAX,
  VENUE_ADDRESS_MESSAGE,
  VENUE_NAME_MAX,
  VENUE_NAME_MESSAGE,
  type CurrentGroupAnswer,
  type GroupView,
  type VenueBody,
} from '../../../shared/groups';
import type { MatchResult } from '../../../shared/matching';
import { cityById, shiftWeek, weekTimes } from '../../../shared/weekly-cycle';
import { AppError } from '../../plugins/errors';
import { authRepo } from '../auth/repo';
import { discoverRepo } from '../discover/repo';
import { picksRepo } from '../picks/repo';
import { validationFailed } from '../profiles/profile-json';
import { backfillCandidates } from './backfill';
import { activeInvites, groupViewOf } from './group-view';
import { outcomeNotices } from './outcome-notices';
import { groupsRepo, type GroupRow } from './repo';
import { weekOutcomes } from './week-outcome';

const NOT_FOUND = () => new AppError('not-found', 404, 'There is no such group invite for you.');
const ANSWER_CLOSED = () => new AppError('invite-closed', 403, 'This invite can no longer be answered.');
/** How far back a member's left-out weeks count toward their priority. */
const PRIORITY_WEEKS = 8;

/** Groups after matching: invites and answers, backfill, the deadline, the venue, and the notices they cause. */
export function groupsService(db: Database, now: () => Date) {
  const repo = groupsRepo(db);
  const discover = discoverRepo(db);
  const picks = picksRepo(db);
  const sources = { discover, picks };

  const auth = authRepo(db);
  const outcomes = weekOutcomes(db, now);
  const told = outcomeNotices(db, now, outcomes);

  /**
   * DEMO ONLY: demo members (is_demo, on example.com) are not people and would never answer, so every demo group
   * would dissolve at the deadline. They accept the moment they are invited, so a newcomer trying the demo can see
   * the whole week through (picks, group, accept, confirmed). A real member's invite is never answered for them.
   */
  function inviteMember(group: { id: string; week: string }, userId: string, isBackfill: boolean, at: string): void {
    repo.invite(group.id, userId, group.week, isBackfill, at);
    if (auth.findUser(userId)?.isDemo) repo.answer(group.id, userId, 'accepted', at);
  }

  /** Weeks in a row, up to the one before `week`, that the member was left out or their group fell through. */
  function priorities(city: string, week: string): Map<string, number> {
    const byUser = new Map<string, { count: number; open: boolean }>();
    for (const row of repo.outcomesSince(city, shiftWeek(week, -PRIORITY_WEEKS))) {
      if (row.week >= week) continue;
      const entry = byUser.get(row.userId) ?? { count: 0, open: true };
      if (entry.open && row.outcome !== 'placed') entry.count++;
      else entry.open = false;
      byUser.set(row.userId, entry);
    }
    return new Map([...byUser].map(([userId, entry]) => [userId, entry.count]));
  }

  function pickVenueBooker(group: GroupRow, members: string[]): string | null {
    if (group.venueBookerId && members.includes(group.venueBookerId)) return group.venueBookerId;
    return members.find((userId) => discover.byUserId(userId)?.canHost === true) ?? null;
  }

  function dissolve(group: GroupRow, members: string[]): void {
    repo.setStatus(group.id, 'dissolved', now().toISOString());
    for (const userId of members) repo.recordOutcome(group.city, group.week, userId, 'dissolved');
    told.notify(members, group.city, group.week);
  }

  /** After someone leaves: a new venue booker if needed, backfill up to the minimum, or dissolve. */
  function rebalance(group: GroupRow): void {
    const at = now().toISOString();
    let members = activeInvites(repo.invitesOf(group.id)).map((invite) => invite.userId);
    const prio = priorities(group.city, group.week);
    const added: string[] = [];
    for (;;) {
      const booker = pickVenueBooker(repo.find(group.id)!, members);
      repo.setVenueBooker(group.id, booker, at);
      if (members.length >= GROUP_SIZE.min && booker) break;
      const unplaced = repo.unplaced(group.city, group.week).filter((userId) => !repo.inviteOf(userId, group.week));
      const [next] = backfillCandidates(sources, group, members, unplaced, !booker, (userId) => prio.get(userId) ?? 0);
      if (!next) break;
      inviteMember(group, next, true, at);
      repo.recordOutcome(group.city, group.week, next, 'placed');
      members = [...members, next];
      added.push(next);
    }
    const current = repo.find(group.id)!;
    if (members.length < GROUP_SIZE.min || !current.venueBookerId) {
      dissolve(current, members);
      return;
    }
    told.notify(added, group.city, group.week);
  }

  function ownGroup(userId: string, groupId: string): GroupRow {
    const group = repo.find(groupId);
    if (!group || !repo.inviteOf(userId, group.week) || repo.inviteOf(userId, group.week)!.groupId !== groupId) throw NOT_FOUND();
    return group;
  }

  const view = (group: GroupRow, userId: string) => groupViewOf(repo.find(group.id)!, repo.invitesOf(group.id), userId, discover);

  function answerable(group: GroupRow): void {
    const deadline = weekTimes(group.week, cityById(group.city)!.timeZone).inviteDeadlineAt;
    if (group.status !== 'inviting' || now() >= deadline) throw ANSWER_CLOSED();
  }

  return {
    priorities,
    /** Stores the engine's groups (the first venue booker by priority books), outcomes, and everyone's notice. */
    createFromMatch(city: string, week: string, result: MatchResult, canHost: Map<string, boolean>, prio: Map<string, number>): void {
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
        repo.createGroup(group, at);
        for (const userId of match.members) {
          inviteMember(group, userId, false, at);
          repo.recordOutcome(city, week, userId, 'placed');
        }
        told.notify(match.members, city, week);
      }
      for (const userId of result.unplaced) repo.recordOutcome(city, week, userId, 'unplaced');
      told.notify(result.unplaced, city, week);
    },
    /** The member's group (this week's, else last week's while it has not met yet) and where their week stands. */
    current(userId: string, city: string, week: string): CurrentGroupAnswer {
      const shown = outcomes.shownWeek(userId, week);
      const invite = repo.inviteOf(userId, shown);
      return { group: invite ? view(repo.find(invite.groupId)!, userId) : null, outcome: outcomes.of(userId, city, shown) };
    },
    accept(userId: string, groupId: string): GroupView {
      const group = ownGroup(userId, groupId);
      const invite = repo.inviteOf(userId, group.week)!;
      if (invite.status === 'accepted') return view(group, userId);
      answerable(group);
      if (invite.status !== 'invited') throw new AppError('invite-answered', 409, 'You already answered this invite.');
      repo.answer(groupId, userId, 'accepted', now().toISOString());
      told.afterAnswer(userId, group);
      return view(group, userId);
    },
    /** Declining has no penalty; the group is backfilled or, when that cannot be done, dissolved. */
    decline(userId: string, groupId: string): GroupView {
      const group = ownGroup(userId, groupId);
      const invite = repo.inviteOf(userId, group.week)!;
      if (invite.status === 'declined') return view(group, userId);
      answerable(group);
      repo.answer(groupId, userId, 'declined', now().toISOString());
      told.afterAnswer(userId, group);
      rebalance(group);
      return view(group, userId);
    },
    /** The lengths are checked once we know the member may set the venue, both at once (the contract says they are text). */
    setVenue(userId: string, groupId: string, { name, address }: VenueBody): GroupView {
      const group = ownGroup(userId, groupId);
      if (group.venueBookerId !== userId) throw new AppError('not-venue-booker', 403, 'Only the venue booker can set the venue.');
      if (group.status === 'dissolved') throw ANSWER_CLOSED();
      const fields: Record<string, string> = {};
      if (!name.trim() || name.length > VENUE_NAME_MAX) fields.name = VENUE_NAME_MESSAGE;
      if (!address.trim() || address.length > VENUE_ADDRESS_MAX) fields.address = VENUE_ADDRESS_MESSAGE;
      if (Object.keys(fields).length) throw validationFailed(fields);
      repo.setVenue(groupId, name.trim(), address.trim(), now().toISOString());
      const others = activeInvites(repo.invitesOf(groupId))
        .map((i) => i.userId)
        .filter((id) => id !== userId);
      told.venueSet(others, repo.find(groupId)!);
      return view(group, userId);
    },
    /** The invite deadline: unanswered invites expire; a group with enough acceptances and a booker is confirmed. */
    closeInvites(city: string, week: string): { confirmed: number; dissolved: number } {
      const at = now().toISOString();
      let confirmed = 0;
      let dissolved = 0;
      for (const group of repo.groupsOfWeek(city, week).filter((g) => g.status === 'inviting')) {
        const invites = repo.invitesOf(group.id);
        const expired = invites.filter((invite) => invite.status === 'invited').map((invite) => invite.userId);
        for (const userId of expired) repo.answer(group.id, userId, 'expired', at);
        told.notify(expired, city, week);
        const accepted = invites.filter((invite) => invite.status === 'accepted').map((invite) => invite.userId);
        const booker = pickVenueBooker(group, accepted);
        repo.setVenueBooker(group.id, booker, at);
        if (accepted.length >= GROUP_SIZE.min && booker) {
          repo.setStatus(group.id, 'confirmed', at);
          told.notify(accepted, city, week);
          confirmed++;
        } else {
          dissolve(repo.find(group.id)!, accepted);
          dissolved++;
        }
      }
      return { confirmed, dissolved };
    },
  };
}

export type GroupsService = ReturnType<typeof groupsService>;
