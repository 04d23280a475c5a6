import type { DeletionPlan, DeletionWait } from '../../../shared/my-data-contract';
import { CITIES, cityOfLocation, weekTimes } from '../../../shared/weekly-cycle';
import type { Repos } from '../../plugins/repos';
import { checkInTimes } from '../groups/check-in';
import { timeZoneOf } from '../groups/group-view';
import { meetsAtOf } from '../groups/late-cancel';
import type { GroupRow, GroupInviteRow } from '../groups/repo';
import { PLACING_GRACE_MS } from '../payments/deposit-holds';
import type { Deposits } from '../payments/deposits';
import type { HoldRow } from '../payments/repo';

/**
 * By when a payment still going through has settled: reconciliation finishes it once its grace is over, and the
 * scheduler looks every minute (a few more for a slow provider).
 */
const PAYMENT_SETTLES_WITHIN_MS = PLACING_GRACE_MS + 5 * 60_000;
/** A settlement already due runs at one of the scheduler's next ticks. */
const DUE_NOW_WITHIN_MS = 5 * 60_000;

const iso = (at: number | Date) => new Date(at).toISOString();

/** A deposit or tip still going through (or a release the provider did not answer yet): settled within minutes. */
export function paymentGoingThrough(money: { amountCents: number; currency: string }, now: Date): DeletionWait {
  return { kind: 'payment', outcome: null, meetsAt: null, until: iso(now.getTime() + PAYMENT_SETTLES_WITHIN_MS), ...money };
}
const moneyOf = (hold: HoldRow) => ({ amountCents: hold.amountCents, currency: hold.currency });

/**
 * What deleting the member's account does now and what must wait (said before they confirm, and again in the answer
 * of a deletion that waits): which groups still to meet they leave and on what terms, which deposits are released at
 * once, and which money must settle first, by when. Reads only: closing the account is account-deletion.ts.
 */
export async function deletionPlan(repos: Repos, deposits: Deposits, userId: string, now: Date): Promise<DeletionPlan> {
  const holds = await deposits.holds.openOf(userId);
  let timeZone = cityOfLocation((await repos.discover.byUserId(userId))?.location)?.timeZone ?? CITIES[0]!.timeZone;
  const plan: Omit<DeletionPlan, 'timeZone' | 'deletesBy'> = {
    demo: (holds[0]?.provider ?? deposits.provider) === 'demo',
    released: [],
    groupsLeft: [],
    waits: [],
  };
  const told = new Set<string>();

  for (const invite of await repos.groups.unsettledInvitesOf(userId)) {
    const group = (await repos.groups.find(invite.groupId))!;
    const hold = holds.find((one) => one.purpose === 'group' && one.subjectId === group.id);
    if (hold) told.add(hold.id);
    // A group's dates are told in its city's time.
    timeZone = timeZoneOf(group);
    groupPart(plan, group, invite, hold, now);
  }
  for (const hold of holds) {
    if (told.has(hold.id)) continue;
    if (hold.purpose === 'experience' && hold.status === 'held') plan.released.push({ purpose: 'experience', ...moneyOf(hold) });
    else plan.waits.push(paymentGoingThrough(moneyOf(hold), now));
  }
  for (const tip of await repos.myData.tips(userId))
    if (tip.status === 'paying')
      plan.waits.push(paymentGoingThrough({ amountCents: Number(tip.amountCents), currency: tip.currency }, now));

  const last = Math.max(...plan.waits.map((wait) => Date.parse(wait.until)));
  return { ...plan, timeZone, deletesBy: plan.waits.length ? iso(last) : null };
}

/** One group of the member's not settled yet: left now (free or late), or waited for (its meetup has begun). */
function groupPart(
  plan: Omit<DeletionPlan, 'timeZone' | 'deletesBy'>,
  group: GroupRow,
  invite: GroupInviteRow,
  hold: HoldRow | undefined,
  now: Date,
): void {
  const meetsAt = meetsAtOf(group);
  // The settlement runs the day after the meetup; one already due runs at the next tick.
  const settles = iso(Math.max(checkInTimes(group).settlesAt, now.getTime() + DUE_NOW_WITHIN_MS));
  const groupDeposit = (outcome: 'charged' | 'attendance', until: string): DeletionWait => ({
    kind: 'group-deposit',
    outcome,
    meetsAt: iso(meetsAt),
    until,
    ...moneyOf(hold!),
  });
  const stillIn = (invite.status === 'invited' || invite.status === 'accepted') && group.status !== 'dissolved';
  if (stillIn && invite.status === 'accepted') {
    if (group.status === 'confirmed' && now >= meetsAt) {
      if (hold) plan.waits.push(groupDeposit('attendance', settles));
      return;
    }
    // Past the invite deadline an accepted place is given up on the "can't make it" terms (the deadline step may
    // not have confirmed the group yet: it will, and the place is then given up the same way).
    if (group.status === 'confirmed' || now >= weekTimes(group.week, timeZoneOf(group)).inviteDeadlineAt) {
      plan.groupsLeft.push({ meetsAt: iso(meetsAt), late: true });
      if (hold) plan.waits.push(groupDeposit('charged', settles));
      return;
    }
  }
  if (stillIn) plan.groupsLeft.push({ meetsAt: iso(meetsAt), late: false });
  if (!hold) return;
  // Given up after the deadline earlier: charged at the settlement, or at the next tick if the group dissolved.
  if (invite.cancelledLate)
    plan.waits.push(groupDeposit('charged', group.status === 'dissolved' ? iso(now.getTime() + DUE_NOW_WITHIN_MS) : settles));
  else if (hold.status === 'held') plan.released.push({ purpose: 'group', ...moneyOf(hold) });
  else plan.waits.push(paymentGoingThrough(moneyOf(hold), now));
}
