import crypto from 'node:crypto';
import {
  CHECKED_IN_MESSAGE,
  GROUP_SIZE,
  LATE_TERMS_MESSAGE,
  MEETUP_STARTED_MESSAGE,
  VENUE_ADDRESS_MAX,
  VENUE_ADDRESS_MESSAGE,
  VENUE_NAME_MAX,
  VENUE_NAME_MESSAGE,
  type CheckInBody,
  type CheckMemberInBody,
  type CurrentGroupAnswer,
  type MeetAgainBody,
  type GroupView,
  type VenueBody,
} from '../../../shared/groups';
import type { MatchResult } from '../../../shared/matching';
import { cityById, shiftWeek, weekTimes } from '../../../shared/weekly-cycle';
import { AppError } from '../../plugins/errors';
import type { Repos } from '../../plugins/repos';
import { validationFailed } from '../profiles/profile-json';
import { backfillCandidates } from './backfill';
import { attendanceService } from './check-in';
import { settlementService } from './settlement';
import type { GroupDepositService } from './group-deposit';
import { meetAgainService } from './meet-again';
import { activeInvites, groupViewOf } from './group-view';
import { outcomeNotices } from './outcome-notices';
import type { DepositHolds } from '../payments/deposit-holds';
import { cancelsLate, lateInviteClosesAt, lateInviteOpen, meetsAtOf, releaseTerms } from './late-cancel';
import type { GroupRow, InviteRow } from './repo';
import { weekOutcomes } from './week-outcome';

const NOT_FOUND = () => new AppError('not-found', 404, 'There is no such group invite for you.');
const ANSWER_CLOSED = () => new AppError('invite-closed', 403, 'This invite can no longer be answered.');
const MEETUP_STARTED = () => new AppError('meetup-started', 409, MEETUP_STARTED_MESSAGE);
const LATE_TERMS = () => new AppError('late-terms', 409, LATE_TERMS_MESSAGE);
const CHECKED_IN = () => new AppError('already-checked-in', 409, CHECKED_IN_MESSAGE);
/** How far back a member's left-out weeks count toward their priority. */
const PRIORITY_WEEKS = 8;

/** Groups after matching: invites and answers, backfill, the deadline, the venue, and the notices they cause. */
export function groupsService(repos: Repos, now: () => Date, deposit: GroupDepositService) {
  const { groups: repo, discover, picks, auth } = repos;
  const sources = { discover, picks };

  const outcomes = weekOutcomes(repos, now, deposit);
  const told = outcomeNotices(repos, now, outcomes);

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

  async function ownGroup(userId: string, groupId: string): Promise<GroupRow> {
    const group = await repo.find(groupId);
    if (!group || (await repo.inviteOf(userId, group.week))?.groupId !== groupId) throw NOT_FOUND();
    return group;
  }

  const attendance = attendanceService(repos, now);
  const settlement = settlementService(repos, now);
  const meetAgain = meetAgainService(repos, now);
  async function view(group: GroupRow, userId: string): Promise<GroupView> {
    const current = (await repo.find(group.id))!;
    const invites = await repo.invitesOf(group.id);
    const checkIn = await attendance.viewFor(current, invites, userId);
    const meetAgainView = await meetAgain.viewFor(current, invites, userId);
    const own = await deposit.view(userId, group.id);
    const release = releaseTerms(current, invites.find((invite) => invite.userId === userId)!, own);
    return groupViewOf(current, invites, userId, discover, own, release, checkIn, meetAgainView);
  }

  /** Open until the week's invite deadline; a place freed after it (a late backfill) until closer to the meetup. */
  function answerable(group: GroupRow, invite: InviteRow): void {
    if (lateInviteOpen(group, invite, now())) return;
    const deadline = weekTimes(group.week, cityById(group.city)!.timeZone).inviteDeadlineAt;
    if (group.status !== 'inviting' || now() >= deadline) throw ANSWER_CLOSED();
  }

  /**
   * Declining has no penalty; the group is backfilled or, when that cannot be done, dissolved. After the deadline an
   * accepted member's "can't make it" (sent with `late`, the terms they agreed to) releases their place the same way,
   * but not their deposit: it is charged, with no strike, at the settlement or at once if the group then dissolves.
   */
  async function decline(userId: string, groupId: string, { late = false }: { late?: boolean } = {}): Promise<GroupView> {
    const group = await ownGroup(userId, groupId);
    const invite = (await repo.inviteOf(userId, group.week))!;
    if (invite.status === 'declined') return view(group, userId);
    if (cancelsLate(group, invite, now())) {
      // Checking in opens before the meetup: someone who is there has nothing to release.
      if (await attendance.checkedIn(userId, group)) throw CHECKED_IN();
      if (!late) throw LATE_TERMS();
      await repo.cancelLate(groupId, userId, now().toISOString());
      await told.notify([userId], group.city, group.week);
      await rebalance(group);
      return view(group, userId);
    }
    if (group.status === 'confirmed' && invite.status === 'accepted') throw MEETUP_STARTED();
    answerable(group, invite);
    await repo.answer(groupId, userId, 'declined', now().toISOString());
    await told.afterAnswer(userId, group);
    await rebalance(group);
    return view(group, userId);
  }

  return {
    priorities,
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
    /** The member's group (this week's, else last week's while it has not met yet) and where their week stands. */
    async current(userId: string, city: string, week: string): Promise<CurrentGroupAnswer> {
      const shown = await outcomes.shownWeek(userId, week);
      const invite = await repo.inviteOf(userId, shown);
      return {
        group: invite ? await view((await repo.find(invite.groupId))!, userId) : null,
        outcome: await outcomes.of(userId, city, shown),
      };
    },
    /**
     * Before an accept is stored, outside its transaction (the payments provider is called): the invite must still
     * be open, and the member's deposit is held. Nothing when they have accepted already.
     */
    async holdDepositToAccept(userId: string, groupId: string): Promise<void> {
      const group = await ownGroup(userId, groupId);
      const invite = (await repo.inviteOf(userId, group.week))!;
      if (invite.status !== 'invited') return;
      answerable(group, invite);
      await deposit.hold(userId, groupId);
    },
    async accept(userId: string, groupId: string): Promise<GroupView> {
      const group = await ownGroup(userId, groupId);
      const invite = (await repo.inviteOf(userId, group.week))!;
      if (invite.status === 'accepted') return view(group, userId);
      answerable(group, invite);
      if (invite.status !== 'invited') throw new AppError('invite-answered', 409, 'You already answered this invite.');
      await repo.answer(groupId, userId, 'accepted', now().toISOString());
      await told.afterAnswer(userId, group);
      return view(group, userId);
    },
    decline,
    /**
     * A member whose account is being deleted leaves every group still to meet: an invite not answered yet is declined,
     * a place given up (free before the invite deadline, after it on the "can't make it" terms: the deposit is charged).
     * A group that has begun to meet (or where they are checked in), or an invite no longer answerable (the deadline
     * step is about to run), stays.
     */
    async leaveAll(userId: string): Promise<void> {
      for (const invite of await repo.unsettledInvitesOf(userId)) {
        if (invite.status !== 'invited' && invite.status !== 'accepted') continue;
        try {
          await decline(userId, invite.groupId, { late: true });
        } catch (error) {
          if (!(error instanceof AppError) || !['invite-closed', 'meetup-started', 'already-checked-in'].includes(error.code)) throw error;
        }
      }
    },
    /** Checks the member in with the group's code, at the time their device says (sent later if it was offline). */
    async checkIn(userId: string, groupId: string, body: CheckInBody): Promise<GroupView> {
      const group = await ownGroup(userId, groupId);
      await attendance.checkIn(userId, group, body);
      return view(group, userId);
    },
    /** The venue booker checks another member of the group in from their own phone. */
    async checkMemberIn(userId: string, groupId: string, profileId: string, body: CheckMemberInBody): Promise<GroupView> {
      const group = await ownGroup(userId, groupId);
      await attendance.checkMemberIn(userId, group, profileId, body);
      return view(group, userId);
    },
    /** "Were you there?": a member who did not check in says they came; those who did are asked to confirm. */
    async wereThere(userId: string, groupId: string): Promise<GroupView> {
      const group = await ownGroup(userId, groupId);
      await attendance.wereThere(userId, group);
      return view(group, userId);
    },
    /** A member who checked in vouches for one who came but did not. */
    async vouch(userId: string, groupId: string, profileId: string): Promise<GroupView> {
      const group = await ownGroup(userId, groupId);
      await attendance.vouch(userId, group, profileId);
      return view(group, userId);
    },
    /** The member's private "would you meet them again?" about another member of their group. */
    async meetAgain(userId: string, groupId: string, profileId: string, body: MeetAgainBody): Promise<GroupView> {
      const group = await ownGroup(userId, groupId);
      await meetAgain.answer(userId, group, profileId, body);
      return view(group, userId);
    },
    /** Settles the groups whose meetup is over: deposits released for who came or tried to check in, captured for who did not. */
    settleDue: (holds: DepositHolds) => settlement.settleDue(holds),
    /** Members left out of this week's matching: two no-shows in 8 weeks. */
    pausedMembers: () => settlement.pausedMembers(),
    /** The lengths are checked once we know the member may set the venue, both at once (the contract says they are text). */
    async setVenue(userId: string, groupId: string, { name, address }: VenueBody): Promise<GroupView> {
      const group = await ownGroup(userId, groupId);
      if (group.venueBookerId !== userId) throw new AppError('not-venue-booker', 403, 'Only the venue booker can set the venue.');
      if (group.status === 'dissolved') throw ANSWER_CLOSED();
      const fields: Record<string, string> = {};
      if (!name.trim() || name.length > VENUE_NAME_MAX) fields.name = VENUE_NAME_MESSAGE;
      if (!address.trim() || address.length > VENUE_ADDRESS_MAX) fields.address = VENUE_ADDRESS_MESSAGE;
      if (Object.keys(fields).length) throw validationFailed(fields);
      await repo.setVenue(groupId, name.trim(), address.trim(), now().toISOString());
      const others = activeInvites(await repo.invitesOf(groupId))
        .map((i) => i.userId)
        .filter((id) => id !== userId);
      await told.venueSet(others, (await repo.find(groupId))!);
      return view(group, userId);
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

export type GroupsService = ReturnType<typeof groupsService>;
