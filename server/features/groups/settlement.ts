import { momentLabel } from '../../../shared/date-labels';
import { formatAmount } from '../../../shared/money';
import { cityById } from '../../../shared/weekly-cycle';
import type { Repos } from '../../plugins/repos';
import type { DepositHolds } from '../payments/deposit-holds';
import { acceptedIn, checkInTimes } from './check-in';
import { PAUSE_MS, pausedUntil, STRIKES_LOOKBACK_MS } from './no-show-pause';
import type { GroupRow } from './repo';

/**
 * How a member's meetup ended: checked in (with the code, by the venue booker, or vouched for); not checked in but
 * they typed a wrong code during the check-in window, so they tried and are not counted a no-show; or a no-show.
 */
export type Attended = 'came' | 'tried' | 'absent';

/** What a member is told once their meetup is settled. */
export function depositSettledCopy(attended: Attended, amountCents: number, currency: string): { title: string; body: string } {
  const amount = formatAmount(amountCents, currency);
  switch (attended) {
    case 'came':
      return { title: 'your deposit was released', body: `thanks for coming. your ${amount} deposit was released: nothing was charged.` };
    case 'tried':
      return {
        title: 'your deposit was released',
        body: `you tried to check in at your group's meetup, but the code you typed did not match and nobody checked you in. that does not count as a no-show: your ${amount} deposit was released and nothing was charged.`,
      };
    case 'absent':
      return {
        title: 'your deposit was charged',
        body: `you were not checked in at your group's meetup and nobody said you were there, so your ${amount} deposit was charged. if you were there, you can dispute it in the app.`,
      };
  }
}

/** A member who said "can't make it" after the invite deadline: their deposit is charged, with no strike. */
export function lateCancelChargedCopy(amountCents: number, currency: string): { title: string; body: string } {
  return {
    title: 'your deposit was charged',
    body: `you said you couldn't make it after the invite deadline, so your ${formatAmount(amountCents, currency)} deposit was charged. it doesn't count as a no-show.`,
  };
}

/**
 * The settlement a day after a confirmed group's meetup: deposits released for who came and for who tried
 * to check in (wrong codes are never charged), captured for a no-show, each no-show a strike; two strikes within
 * 8 weeks pause matching.
 */
export function settlementService(repos: Repos, now: () => Date) {
  const { attendance: repo, groups, notices } = repos;

  /**
   * "Can't make it" after the deadline: the held deposit is captured (once), with no strike. Told only by the run whose
   * capture was applied (another node's, settling at the same moment, did nothing), and once per hold whatever happens.
   */
  async function chargeLateCancel(holds: DepositHolds, group: GroupRow, userId: string): Promise<void> {
    const hold = await holds.findFor(userId, 'group', group.id);
    if (hold?.status !== 'held') return;
    const after = await holds.capture(hold.id);
    if (!after.moved) return;
    const copy = lateCancelChargedCopy(after.amountCents, after.currency);
    const notice = { userId, week: group.week, kind: 'cancel-charged' as const, groupId: group.id, ...copy };
    await notices.addOnce(`cancel-charged:${hold.id}`, notice, now().toISOString());
  }

  /** A no-show's strike; the second within 8 weeks pauses their matching, and they are told why and until when. */
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
    // Every run settling this group gets here (two nodes at once, a run repeated after a crash): one notice between them.
    await notices.addOnce(
      `matching-paused:${userId}:${group.id}`,
      { userId, week: group.week, kind: 'matching-paused', groupId: group.id, title, body, expiresAt: until.toISOString() },
      at.toISOString(),
    );
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

    /**
     * Groups whose meetup and vouching day are over: deposits of those present, and of those who tried to check in,
     * released; of the absent captured and a strike recorded; then the group is marked settled. Each step is safe to
     * repeat after a crash.
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
        // A person standing in the café is never charged for typing the code wrong (docs/decisions/0003-*).
        const tried = await repo.triedIn(group.id);
        const invites = await groups.invitesOf(group.id);
        for (const userId of acceptedIn(invites)) {
          const hold = await holds.findFor(userId, 'group', group.id);
          const attended: Attended = present.has(userId) ? 'came' : tried.has(userId) ? 'tried' : 'absent';
          // Told only by the run whose move was applied: not a run repeated after a crash, nor another node's run
          // settling at the same moment. The notice's id is the hold's, so it is added once whatever happens.
          if (hold?.status === 'held') {
            const after = attended === 'absent' ? await holds.capture(hold.id) : await holds.release(hold.id);
            if (after.moved)
              await notices.addOnce(
                `deposit-settled:${hold.id}`,
                {
                  userId,
                  week: group.week,
                  kind: attended === 'absent' ? 'deposit-charged' : 'deposit-released',
                  groupId: group.id,
                  ...depositSettledCopy(attended, after.amountCents, after.currency),
                },
                now().toISOString(),
              );
          }
          if (attended === 'absent') await strike(userId, group);
        }
        // "Can't make it" after the deadline: the place was released, the deposit is charged; no strike (they said so).
        for (const invite of invites.filter((one) => one.cancelledLate)) await chargeLateCancel(holds, group, invite.userId);
        if (await repo.markSettled(group.id, now().toISOString())) settled++;
      }
      return settled;
    },
  };
}
