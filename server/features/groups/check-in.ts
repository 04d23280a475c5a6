import crypto from 'node:crypto';
import {
  CHECK_IN_CLOSES_AFTER_MS,
  CHECK_IN_CODE_MESSAGE,
  CHECK_IN_OPENS_BEFORE_MS,
  type CheckInBody,
  type GroupCheckIn,
  SETTLE_AFTER_CLOSE_MS,
} from '../../../shared/groups';
import { momentLabel } from '../../../shared/date-labels';
import { formatAmount } from '../../../shared/money';
import { cityById, meetingAt } from '../../../shared/weekly-cycle';
import { AppError } from '../../plugins/errors';
import type { Repos } from '../../plugins/repos';
import type { DepositHolds } from '../payments/deposit-holds';
import { type Limit, secondsToWait, subject } from '../rate-limits/limits';
import { PAUSE_MS, pausedUntil, STRIKES_LOOKBACK_MS } from './no-show-pause';
import type { GroupRow, InviteRow } from './repo';

/** Wrong codes a member may type for one group in an hour: four digits must not be guessable by trying them all. */
export const CHECK_IN_FAILURES: Limit = { count: 5, windowMs: 60 * 60 * 1000 };
/** How far ahead of the server's clock a device's "checked in at" may be (clocks drift). */
const DEVICE_CLOCK_AHEAD_MS = 5 * 60 * 1000;

const CLOSED = () =>
  new AppError('check-in-closed', 403, 'Checking in is open from 30 minutes before the meetup until 3 hours after it starts.');
const NOT_A_MEMBER = () => new AppError('not-found', 404, 'There is no such group meetup for you.');

/** When checking in opens and closes, and when the group is settled (deposits released or captured). */
export function checkInTimes(group: GroupRow) {
  const meetsAt = meetingAt(group.week, group.slot, cityById(group.city)!.timeZone).getTime();
  const closesAt = meetsAt + CHECK_IN_CLOSES_AFTER_MS;
  return { opensAt: meetsAt - CHECK_IN_OPENS_BEFORE_MS, closesAt, settlesAt: closesAt + SETTLE_AFTER_CLOSE_MS };
}

/** What a member is told once their meetup is settled. */
export function depositSettledCopy(came: boolean, amountCents: number, currency: string): { title: string; body: string } {
  const amount = formatAmount(amountCents, currency);
  return came
    ? { title: 'your deposit was released', body: `thanks for coming. your ${amount} deposit was released: nothing was charged.` }
    : {
        title: 'your deposit was charged',
        body: `you were not checked in at your group's meetup and nobody said you were there, so your ${amount} deposit was charged. if you were there, you can dispute it in the app.`,
      };
}

/** A member who said "can't make it" after the invite deadline: their deposit is charged, with no strike. */
export function lateCancelChargedCopy(amountCents: number, currency: string): { title: string; body: string } {
  return {
    title: 'your deposit was charged',
    body: `you said you couldn't make it after the invite deadline, so your ${formatAmount(amountCents, currency)} deposit was charged. it doesn't count as a no-show.`,
  };
}

/** The notice asking `askedId` whether `claimantId` was there: one per group, claimant and asked member, named by a hash. */
const wereTheyThereId = (groupId: string, claimantId: string, askedId: string) =>
  `were-they-there:${crypto.createHash('sha256').update(`${groupId}\n${claimantId}\n${askedId}`).digest('hex').slice(0, 32)}`;

const makeCode = () => String(crypto.randomInt(0, 10_000)).padStart(4, '0');
const accepted = (invites: InviteRow[]) => invites.filter((invite) => invite.status === 'accepted').map((invite) => invite.userId);

/**
 * Attendance at a confirmed group's meetup (issue 14): the venue booker's code, check-ins (with the device's time,
 * so one typed offline counts when it arrives), vouching, and the settlement that releases the deposits of those who
 * came and captures those of who did not, each no-show a strike.
 */
export function attendanceService(repos: Repos, now: () => Date) {
  const { attendance: repo, groups, discover, rateLimits: hits, notices } = repos;

  async function member(userId: string, group: GroupRow): Promise<InviteRow[]> {
    const invites = await groups.invitesOf(group.id);
    if (group.status !== 'confirmed' || !accepted(invites).includes(userId)) throw NOT_A_MEMBER();
    return invites;
  }

  /** A no-show's strike; the second within 8 weeks pauses their matching, and they are told why and until when. */
  /** "Can't make it" after the deadline: the held deposit is captured (once), with no strike; told only when it moved. */
  async function chargeLateCancel(holds: DepositHolds, group: GroupRow, userId: string): Promise<void> {
    const hold = await holds.findFor(userId, 'group', group.id);
    if (hold?.status !== 'held') return;
    const after = await holds.capture(hold.id);
    if (after.status === hold.status) return;
    const copy = lateCancelChargedCopy(after.amountCents, after.currency);
    await notices.add({ userId, week: group.week, kind: 'cancel-charged', groupId: group.id, ...copy }, now().toISOString());
  }

  async function strike(userId: string, group: GroupRow): Promise<void> {
    const at = now();
    await repo.strike(userId, group.id, at.toISOString());
    const strikes = (await repo.strikesAfter(new Date(at.getTime() - STRIKES_LOOKBACK_MS).toISOString())).get(userId) ?? [];
    const until = pausedUntil(strikes, at);
    // Only the strike that starts the pause tells: it is the latest one.
    if (!until || until.getTime() !== Date.parse(strikes.at(-1)!) + PAUSE_MS) return;
    const timeZone = cityById(group.city)!.timeZone;
    const title = 'matching is paused for two weeks';
    const body = `you missed two meetups in 8 weeks, so you are not put in a group until ${momentLabel(until, timeZone)}. picks and your profile stay as they are.`;
    await notices.add({ userId, week: group.week, kind: 'matching-paused', groupId: group.id, title, body }, at.toISOString());
  }

  return {
    /** Members left out of matching now: two no-shows within 8 weeks, for 2 weeks from the second. */
    async pausedMembers(): Promise<Set<string>> {
      const at = now();
      const paused = new Set<string>();
      for (const [userId, strikes] of await repo.strikesAfter(new Date(at.getTime() - STRIKES_LOOKBACK_MS).toISOString()))
        if (pausedUntil(strikes, at)) paused.add(userId);
      return paused;
    },

    /** What the viewer sees about checking in; null unless they are in a confirmed group. */
    async viewFor(group: GroupRow, invites: InviteRow[], viewerId: string): Promise<GroupCheckIn | null> {
      if (group.status !== 'confirmed' || !accepted(invites).includes(viewerId)) return null;
      const times = checkInTimes(group);
      const { code, settledAt } = await repo.codeOf(group.id, makeCode);
      const present = new Set((await repo.ofGroup(group.id)).map((row) => row.userId));
      const checkedIn = present.has(viewerId);
      const absent: GroupCheckIn['absent'] = [];
      if (checkedIn && !settledAt)
        for (const userId of accepted(invites)) {
          if (present.has(userId)) continue;
          const profile = await discover.byUserId(userId);
          const saysTheyWereThere = await notices.has(viewerId, wereTheyThereId(group.id, userId, viewerId));
          if (profile) absent.push({ profileId: profile.id, firstName: profile.firstName, saysTheyWereThere });
        }
      let askedOthers = false;
      if (!checkedIn)
        for (const userId of present) if (await notices.has(userId, wereTheyThereId(group.id, viewerId, userId))) askedOthers = true;
      return {
        opensAt: new Date(times.opensAt).toISOString(),
        closesAt: new Date(times.closesAt).toISOString(),
        settlesAt: new Date(times.settlesAt).toISOString(),
        askedOthers,
        checkedIn,
        code: group.venueBookerId === viewerId ? code : null,
        absent,
      };
    },

    /**
     * Checks the member in. Run once before the route's transaction, where a wrong code is counted (and so kept,
     * whatever the refusal rolls back), and again inside it, where the check-in is recorded.
     */
    async checkIn(userId: string, group: GroupRow, body: CheckInBody): Promise<void> {
      await member(userId, group);
      const at = Date.parse(body.at);
      if (!Number.isFinite(at))
        throw new AppError('validation-failed', 400, 'Some fields need another look.', { at: 'When you checked in, as a date and time.' });
      // Checked in already (a device sending again): nothing more to check or record.
      if ((await repo.ofGroup(group.id)).some((row) => row.userId === userId)) return;
      const times = checkInTimes(group);
      const { code, settledAt } = await repo.codeOf(group.id, makeCode);
      if (settledAt || at < times.opensAt || at > times.closesAt || at > now().getTime() + DEVICE_CLOCK_AHEAD_MS) throw CLOSED();
      const who = subject('check-in', userId, group.id);
      const wait = await secondsToWait(hits, 'check-in-failure', [{ limit: CHECK_IN_FAILURES, subject: who }], now());
      if (wait > 0)
        throw new AppError('rate-limited', 429, 'Too many wrong codes. Please try again later.', undefined, {
          'Retry-After': String(wait),
        });
      if (body.code.trim() !== code) {
        await hits.record('check-in-failure', [who], now().toISOString());
        throw new AppError('validation-failed', 400, CHECK_IN_CODE_MESSAGE, { code: CHECK_IN_CODE_MESSAGE });
      }
      await repo.record(group.id, userId, 'code', new Date(at).toISOString(), now().toISOString(), null);
    },

    /**
     * "Were you there?": a member who did not check in says they came. Everyone who checked in is asked (a notice, once
     * each) to confirm it by vouching before the group is settled; nothing changes until one of them does.
     */
    async wereThere(userId: string, group: GroupRow): Promise<void> {
      await member(userId, group);
      const present = new Set((await repo.ofGroup(group.id)).map((row) => row.userId));
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
          },
          at,
        );
    },

    /** A member who checked in says someone who came but did not check in was there, until the group is settled. */
    async vouch(userId: string, group: GroupRow, profileId: string): Promise<void> {
      const invites = await member(userId, group);
      const present = new Set((await repo.ofGroup(group.id)).map((row) => row.userId));
      if (!present.has(userId)) throw new AppError('not-checked-in', 403, 'Only someone who checked in can say who else was there.');
      const { settledAt } = await repo.codeOf(group.id, makeCode);
      if (settledAt || now().getTime() >= checkInTimes(group).settlesAt) throw CLOSED();
      const target = (await discover.byProfileId(profileId))?.userId;
      if (!target || !accepted(invites).includes(target)) throw NOT_A_MEMBER();
      const at = now().toISOString();
      await repo.record(group.id, target, 'vouched', at, at, userId);
    },

    /**
     * Groups whose meetup and vouching day are over: deposits of those present released, of the absent captured and
     * a strike recorded; then the group is marked settled. Each step is safe to repeat after a crash.
     */
    async settleDue(holds: DepositHolds): Promise<number> {
      // A group dissolved after a late "can't make it" (nobody could take the place) does not meet: the others'
      // deposits are released, the late one's is charged at once.
      for (const { groupId, userId } of await repo.lateCancelsOfDissolved())
        await chargeLateCancel(holds, (await groups.find(groupId))!, userId);
      let settled = 0;
      for (const groupId of await repo.unsettledConfirmed()) {
        const group = (await groups.find(groupId))!;
        if (now().getTime() < checkInTimes(group).settlesAt) continue;
        const present = new Set((await repo.ofGroup(group.id)).map((row) => row.userId));
        const invites = await groups.invitesOf(group.id);
        for (const userId of accepted(invites)) {
          const hold = await holds.findFor(userId, 'group', group.id);
          const came = present.has(userId);
          // Told only when this run moved the money, so a run repeated after a crash tells nobody twice.
          if (hold?.status === 'held') {
            const after = came ? await holds.release(hold.id) : await holds.capture(hold.id);
            if (after.status !== hold.status)
              await notices.add(
                {
                  userId,
                  week: group.week,
                  kind: came ? 'deposit-released' : 'deposit-charged',
                  groupId: group.id,
                  ...depositSettledCopy(came, after.amountCents, after.currency),
                },
                now().toISOString(),
              );
          }
          if (!came) await strike(userId, group);
        }
        // "Can't make it" after the deadline: the place was released, the deposit is charged; no strike (they said so).
        for (const invite of invites.filter((one) => one.cancelledLate)) await chargeLateCancel(holds, group, invite.userId);
        if (await repo.markSettled(group.id, now().toISOString())) settled++;
      }
      return settled;
    },
  };
}
