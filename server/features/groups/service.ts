import {
  CHECKED_IN_MESSAGE,
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
import { cityById, weekTimes } from '../../../shared/weekly-cycle';
import { AppError } from '../../plugins/errors';
import type { Repos } from '../../plugins/repos';
import { validationFailed } from '../profiles/profile-json';
import { attendanceService } from './check-in';
import { settlementService } from './settlement';
import type { GroupDepositService } from './group-deposit';
import { groupBalance } from './group-balance';
import { groupSteps } from './group-steps';
import { meetAgainService } from './meet-again';
import { activeInvites, groupViewOf } from './group-view';
import { outcomeNotices } from './outcome-notices';
import type { DepositHolds } from '../payments/deposit-holds';
import { cancelsLate, lateInviteOpen, releaseTerms } from './late-cancel';
import type { GroupRow, GroupInviteRow } from './repo';
import { weekOutcomes } from './week-outcome';

const NOT_FOUND = () => new AppError('not-found', 404, 'There is no such group invite for you.');
const ANSWER_CLOSED = () => new AppError('invite-closed', 403, 'This invite can no longer be answered.');
const MEETUP_STARTED = () => new AppError('meetup-started', 409, MEETUP_STARTED_MESSAGE);
const LATE_TERMS = () => new AppError('late-terms', 409, LATE_TERMS_MESSAGE);
const CHECKED_IN = () => new AppError('already-checked-in', 409, CHECKED_IN_MESSAGE);

/** Groups after matching: invites and answers, backfill, the deadline, the venue, and the notices they cause. */
export function groupsService(repos: Repos, now: () => Date, deposit: GroupDepositService) {
  const { groups: repo, discover } = repos;

  const outcomes = weekOutcomes(repos, now, deposit);
  const told = outcomeNotices(repos, now, outcomes);
  const balance = groupBalance(repos, now, told);
  const { priorities, rebalance } = balance;

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
  function answerable(group: GroupRow, invite: GroupInviteRow): void {
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
    ...groupSteps(repos, now, told, balance),
  };
}

export type GroupsService = ReturnType<typeof groupsService>;
