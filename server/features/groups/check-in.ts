import crypto from 'node:crypto';
import {
  CHECK_IN_CLOSES_AFTER_MS,
  CHECK_IN_CODE_MESSAGE,
  CHECK_IN_OPENS_BEFORE_MS,
  type CheckInBody,
  type CheckMemberInBody,
  type GroupCheckIn,
  SETTLE_AFTER_CLOSE_MS,
} from '../../../shared/groups';
import { momentLabel } from '../../../shared/date-labels';
import { cityById, meetingAt } from '../../../shared/weekly-cycle';
import { AppError } from '../../plugins/errors';
import type { Repos } from '../../plugins/repos';
import { CHECK_IN_FAILURES, secondsToWait, subject } from '../rate-limits/limits';
import type { GroupRow, GroupInviteRow } from './repo';

/** How far ahead of the server's clock a device's "checked in at" may be (clocks drift). */
const DEVICE_CLOCK_AHEAD_MS = 5 * 60 * 1000;

const CLOSED = () =>
  new AppError('check-in-closed', 403, 'Checking in is open from 30 minutes before the meetup until 3 hours after it starts.');
const NOT_A_MEMBER = () => new AppError('not-found', 404, 'There is no such group meetup for you.');
const NOT_THE_BOOKER = () => new AppError('not-venue-booker', 403, 'Only the venue booker, who has the code, can check someone else in.');
const NOT_A_TIME = () =>
  new AppError('validation-failed', 400, 'Some fields need another look.', { at: 'When you checked in, as a date and time.' });

/** When checking in opens and closes, and when the group is settled (deposits released or captured). */
export function checkInTimes(group: GroupRow) {
  const meetsAt = meetingAt(group.week, group.slot, cityById(group.city)!.timeZone).getTime();
  const closesAt = meetsAt + CHECK_IN_CLOSES_AFTER_MS;
  return { opensAt: meetsAt - CHECK_IN_OPENS_BEFORE_MS, closesAt, settlesAt: closesAt + SETTLE_AFTER_CLOSE_MS };
}

/** The notice asking `askedId` whether `claimantId` was there: one per group, claimant and asked member, named by a hash. */
const wereTheyThereId = (groupId: string, claimantId: string, askedId: string) =>
  `were-they-there:${crypto.createHash('sha256').update(`${groupId}\n${claimantId}\n${askedId}`).digest('hex').slice(0, 32)}`;

const makeCode = () => String(crypto.randomInt(0, 10_000)).padStart(4, '0');
/** Who accepted the group's invite: the members whose attendance counts. */
export const acceptedIn = (invites: GroupInviteRow[]) =>
  invites.filter((invite) => invite.status === 'accepted').map((invite) => invite.userId);
/** The rate-limit subject of one member's wrong codes for one group: nobody else's tries ever count against it. */
const wrongCodesOf = (userId: string, groupId: string) => subject('check-in', userId, groupId);

/**
 * Attendance at a confirmed group's meetup: the venue booker's code, check-ins (with the device's time,
 * so one typed offline counts when it arrives), the venue booker checking someone in from their own phone, and
 * vouching. The settlement that follows is `settlement.ts`.
 */
export function attendanceService(repos: Repos, now: () => Date) {
  const { attendance: repo, groups, discover, rateLimits: hits, notices } = repos;

  async function member(userId: string, group: GroupRow): Promise<GroupInviteRow[]> {
    const invites = await groups.invitesOf(group.id);
    if (group.status !== 'confirmed' || !acceptedIn(invites).includes(userId)) throw NOT_A_MEMBER();
    return invites;
  }

  const presentIn = async (groupId: string) => new Set((await repo.ofGroup(groupId)).map((row) => row.userId));

  /** A check-in made on a device at `at` (ms) counts: inside the window, not ahead of the clock, before settling. */
  async function openAt(group: GroupRow, at: number): Promise<string> {
    const times = checkInTimes(group);
    const { code, settledAt } = await repo.codeOf(group.id, makeCode);
    if (settledAt || at < times.opensAt || at > times.closesAt || at > now().getTime() + DEVICE_CLOCK_AHEAD_MS) throw CLOSED();
    return code;
  }

  /** Until when the member's own wrong codes stop them typing another; null when they may. */
  async function lockedUntil(userId: string, groupId: string): Promise<Date | null> {
    const checks = [{ limit: CHECK_IN_FAILURES, subject: wrongCodesOf(userId, groupId) }];
    const wait = await secondsToWait(hits, 'check-in-failure', checks, now());
    return wait > 0 ? new Date(now().getTime() + wait * 1000) : null;
  }

  function openNow(group: GroupRow): boolean {
    const times = checkInTimes(group);
    const at = now().getTime();
    return group.status === 'confirmed' && at >= times.opensAt && at <= times.closesAt;
  }

  return {
    /** What the viewer sees about checking in; null unless they are in a confirmed group. */
    async viewFor(group: GroupRow, invites: GroupInviteRow[], viewerId: string): Promise<GroupCheckIn | null> {
      if (group.status !== 'confirmed' || !acceptedIn(invites).includes(viewerId)) return null;
      const times = checkInTimes(group);
      const { code, settledAt } = await repo.codeOf(group.id, makeCode);
      const rows = await repo.ofGroup(group.id);
      const present = new Set(rows.map((row) => row.userId));
      const checkedIn = present.has(viewerId);
      const isBooker = group.venueBookerId === viewerId;
      const absent: GroupCheckIn['absent'] = [];
      // Who is not checked in: for one who checked in (to vouch for), and for the booker (to check in).
      if ((checkedIn || isBooker) && !settledAt)
        for (const userId of acceptedIn(invites)) {
          if (present.has(userId) || userId === viewerId) continue;
          const profile = await discover.byUserId(userId);
          const saysTheyWereThere = await notices.has(viewerId, wereTheyThereId(group.id, userId, viewerId));
          if (profile) absent.push({ profileId: profile.id, firstName: profile.firstName, saysTheyWereThere });
        }
      let askedOthers = false;
      if (!checkedIn)
        for (const userId of present) if (await notices.has(userId, wereTheyThereId(group.id, viewerId, userId))) askedOthers = true;
      const confirmedByMe: NonNullable<GroupCheckIn['confirmedByMe']> = [];
      for (const row of rows) {
        if (row.vouchedBy !== viewerId || row.how === 'code') continue;
        const profile = await discover.byUserId(row.userId);
        if (profile) confirmedByMe.push({ profileId: profile.id, firstName: profile.firstName, how: row.how });
      }
      const locked = checkedIn || settledAt ? null : await lockedUntil(viewerId, group.id);
      return {
        opensAt: new Date(times.opensAt).toISOString(),
        closesAt: new Date(times.closesAt).toISOString(),
        settlesAt: new Date(times.settlesAt).toISOString(),
        askedOthers,
        checkedIn,
        code: isBooker ? code : null,
        absent,
        lockedUntil: locked?.toISOString() ?? null,
        triedToCheckIn: !checkedIn && (await repo.triedIn(group.id)).has(viewerId),
        confirmedByMe,
      };
    },

    /** Whether checking in at the group's meetup is open now. */
    checkInOpenNow: openNow,

    /**
     * "I'm here" said by a member in the group's conversation while checking in is open: kept as a try to check in,
     * so a member who could not get the code is not counted a no-show (as a wrong code is). False when it does not count.
     */
    async saidImHere(userId: string, group: GroupRow): Promise<boolean> {
      if (!openNow(group)) return false;
      const invites = await groups.invitesOf(group.id);
      if (!acceptedIn(invites).includes(userId) || (await presentIn(group.id)).has(userId)) return false;
      if ((await repo.codeOf(group.id, makeCode)).settledAt) return false;
      await repo.recordTry(group.id, userId, now().toISOString());
      return true;
    },

    /** Whether the member is checked in at the group's meetup (then their place can no longer be released). */
    checkedIn: async (userId: string, group: GroupRow): Promise<boolean> => (await presentIn(group.id)).has(userId),

    /**
     * Checks the member in. Run once before the route's transaction, where a wrong code is counted (and so kept,
     * whatever the refusal rolls back), and again inside it, where the check-in is recorded.
     */
    async checkIn(userId: string, group: GroupRow, body: CheckInBody): Promise<void> {
      await member(userId, group);
      const at = Date.parse(body.at);
      if (!Number.isFinite(at)) throw NOT_A_TIME();
      // Checked in already (a device sending again, or the booker checked them in): nothing more to check or record.
      if ((await presentIn(group.id)).has(userId)) return;
      const code = await openAt(group, at);
      const until = await lockedUntil(userId, group.id);
      if (until)
        throw new AppError('rate-limited', 429, 'Too many wrong codes. Please try again later.', undefined, {
          'Retry-After': String(Math.ceil((until.getTime() - now().getTime()) / 1000)),
        });
      if (body.code.trim() !== code) {
        await hits.record('check-in-failure', [wrongCodesOf(userId, group.id)], now().toISOString());
        // Kept for the settlement: a member who tried to check in is never counted a no-show for not getting in.
        await repo.recordWrongCode(group.id, userId, new Date(at).toISOString());
        throw new AppError('validation-failed', 400, CHECK_IN_CODE_MESSAGE, { code: CHECK_IN_CODE_MESSAGE });
      }
      await repo.record(group.id, userId, 'code', new Date(at).toISOString(), now().toISOString(), null);
    },

    /**
     * The venue booker, who has the code, checks another member of the group in from their own phone (at the time it
     * says), e.g. one whose own wrong codes locked them out. The booker need not have checked in first: holding the
     * code is what lets anyone in.
     */
    async checkMemberIn(bookerId: string, group: GroupRow, profileId: string, body: CheckMemberInBody): Promise<void> {
      const invites = await member(bookerId, group);
      if (group.venueBookerId !== bookerId) throw NOT_THE_BOOKER();
      const at = Date.parse(body.at);
      if (!Number.isFinite(at)) throw NOT_A_TIME();
      const target = (await discover.byProfileId(profileId))?.userId;
      if (!target || !acceptedIn(invites).includes(target)) throw NOT_A_MEMBER();
      if ((await presentIn(group.id)).has(target)) return;
      await openAt(group, at);
      await repo.record(group.id, target, 'booker', new Date(at).toISOString(), now().toISOString(), bookerId);
    },

    /**
     * "Were you there?": a member who did not check in says they came. Everyone who checked in is asked (a notice, once
     * each) to confirm it by vouching before the group is settled; nothing changes until one of them does.
     */
    async wereThere(userId: string, group: GroupRow): Promise<void> {
      await member(userId, group);
      const present = await presentIn(group.id);
      if (present.has(userId)) return;
      const times = checkInTimes(group);
      const { settledAt } = await repo.codeOf(group.id, makeCode);
      if (settledAt || now().getTime() < times.opensAt || now().getTime() >= times.settlesAt) throw CLOSED();
      if (present.size === 0)
        throw new AppError('nobody-checked-in', 409, 'Nobody in your group checked in, so there is nobody to confirm you were there.');
      const name = (await discover.byUserId(userId))?.firstName.toLowerCase() ?? 'a member';
      const until = momentLabel(new Date(times.settlesAt), cityById(group.city)!.timeZone);
      const at = now().toISOString();
      for (const askedId of present)
        await notices.addOnce(
          wereTheyThereId(group.id, userId, askedId),
          {
            userId: askedId,
            week: group.week,
            kind: 'were-they-there',
            groupId: group.id,
            title: `was ${name} at the meetup?`,
            body: `${name} says they were there but could not check in. if they were, say so on your group's page before ${until}: their deposit is released too.`,
            expiresAt: new Date(times.settlesAt).toISOString(),
          },
          at,
        );
    },

    /** A member who checked in says someone who came but did not check in was there, until the group is settled. */
    async vouch(userId: string, group: GroupRow, profileId: string): Promise<void> {
      const invites = await member(userId, group);
      if (!(await presentIn(group.id)).has(userId))
        throw new AppError('not-checked-in', 403, 'Only someone who checked in can say who else was there.');
      const { settledAt } = await repo.codeOf(group.id, makeCode);
      if (settledAt || now().getTime() >= checkInTimes(group).settlesAt) throw CLOSED();
      const target = (await discover.byProfileId(profileId))?.userId;
      if (!target || !acceptedIn(invites).includes(target)) throw NOT_A_MEMBER();
      const at = now().toISOString();
      await repo.record(group.id, target, 'vouched', at, at, userId);
    },
  };
}
