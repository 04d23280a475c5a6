import { DISPUTE_WITHIN_MS, NOT_DISPUTABLE_MESSAGE } from '../../../shared/groups';
import type { DisputeAnswer } from '../../../shared/groups-contract';
import { formatAmount } from '../../../shared/money';
import type { ReviewDispute } from '../../../shared/review-contract';
import type { Database } from '../../db/database';
import { AppError } from '../../plugins/errors';
import type { Repos } from '../../plugins/repos';
import type { DepositHolds } from '../payments/deposit-holds';
import { type DisputeRow, disputesRepo } from './disputes-repo';
import { timeZoneOf } from './group-view';
import { meetsAtOf } from './late-cancel';
import type { GroupRow } from './repo';

const NOT_DISPUTABLE = () => new AppError('not-disputable', 409, NOT_DISPUTABLE_MESSAGE);
const NO_SUCH_DISPUTE = () => new AppError('not-found', 404, 'There is no such dispute.');

/** What the member is told at each step of their dispute, with the deposit's amount. */
export function disputeCopy(step: 'opened' | 'refunded' | 'kept', amount: string): { title: string; body: string } {
  switch (step) {
    case 'opened':
      return {
        title: 'we got your dispute',
        body: `someone from our team reads what you wrote and looks at who checked in, then tells you here and by e-mail. your ${amount} charge stays until then.`,
      };
    case 'refunded':
      return {
        title: 'your deposit was refunded',
        body: `we looked into your dispute: your ${amount} deposit was refunded, and the missed meetup no longer counts against you.`,
      };
    case 'kept':
      return { title: 'your dispute was looked at', body: `we looked into your dispute, and the ${amount} no-show charge stands.` };
  }
}

/**
 * Disputes of a no-show charge: a member whose deposit was captured as a no-show says, in their own
 * words, that they were there; the admins' screen lists the open ones; an admin refunds the deposit (through the
 * payments provider, once, with its ledger row; the strike is lifted, and with it any pause it caused) or keeps the
 * charge. The member is told at each step, in the app and by e-mail.
 */
export function disputesService(db: Database, repos: Repos, holds: DepositHolds, now: () => Date) {
  const repo = disputesRepo(db);
  const { groups, notices, discover, attendance } = repos;

  async function tell(dispute: DisputeRow, group: GroupRow, step: 'opened' | 'refunded' | 'kept', amountCents: number, currency: string) {
    const notice = { userId: dispute.userId, week: group.week, kind: `dispute-${step}` as const, groupId: group.id };
    await notices.addOnce(
      `dispute-${step}:${dispute.id}`,
      { ...notice, ...disputeCopy(step, formatAmount(amountCents, currency)) },
      now().toISOString(),
    );
  }

  async function itemOf(dispute: DisputeRow): Promise<ReviewDispute> {
    const group = (await groups.find(dispute.groupId))!;
    const hold = await holds.findFor(dispute.userId, 'group', group.id);
    const invites = await groups.invitesOf(group.id);
    const profile = await discover.byUserId(dispute.userId);
    return {
      id: dispute.id,
      firstName: profile?.firstName ?? 'member',
      profileId: profile?.id ?? null,
      meetsAt: meetsAtOf(group).toISOString(),
      timeZone: timeZoneOf(group),
      venue: group.venueName ? `${group.venueName}, ${group.venueAddress ?? ''}`.replace(/, $/, '') : null,
      checkedIn: (await attendance.ofGroup(group.id)).length,
      groupSize: invites.filter((invite) => invite.status === 'accepted').length,
      reason: dispute.reason,
      amountCents: hold?.amountCents ?? 0,
      currency: hold?.currency ?? 'cad',
      status: dispute.status,
      createdAt: dispute.createdAt,
    };
  }

  async function known(disputeId: string): Promise<DisputeRow> {
    const dispute = await repo.find(disputeId);
    if (!dispute) throw NO_SUCH_DISPUTE();
    return dispute;
  }

  return {
    /** The member disputes their no-show charge for this group: only a captured deposit with a strike, within 30 days. */
    async open(userId: string, groupId: string, reason: string): Promise<DisputeAnswer> {
      const group = await groups.find(groupId);
      const hold = group ? await holds.findFor(userId, 'group', groupId) : undefined;
      if (!group || hold?.status !== 'captured' || !(await repo.hasStrike(userId, groupId))) throw NOT_DISPUTABLE();
      if (now().getTime() - meetsAtOf(group).getTime() > DISPUTE_WITHIN_MS) throw NOT_DISPUTABLE();
      const dispute = await repo.open(userId, groupId, reason.trim(), now().toISOString());
      await tell(dispute, group, 'opened', hold.amountCents, hold.currency);
      return { dispute: { status: dispute.status } };
    },

    /** The open disputes, oldest first, for the admins' screen. */
    async queue(): Promise<ReviewDispute[]> {
      return Promise.all((await repo.openOnes()).map(itemOf));
    },

    /**
     * Refunds the member's deposit and lifts the strike: the dispute is marked 'refunding' first (so nobody keeps the
     * charge meanwhile), then the provider refunds, then one transaction records it. A refund left 'refunding' by a
     * crash is finished by pressing refund again (the provider's key makes it one refund).
     */
    async refund(adminId: string, disputeId: string): Promise<ReviewDispute> {
      const dispute = await known(disputeId);
      if (dispute.status !== 'open' && dispute.status !== 'refunding') return itemOf(dispute);
      if (!(await repo.startRefund(dispute.id, adminId))) return itemOf(await known(disputeId));
      const group = (await groups.find(dispute.groupId))!;
      const hold = (await holds.findFor(dispute.userId, 'group', group.id))!;
      await holds.refund(hold.id, async () => {
        if (!(await repo.resolve(dispute.id, 'refunding', 'refunded', adminId, now().toISOString()))) return false;
        await repo.liftStrike(dispute.userId, group.id);
        await tell(dispute, group, 'refunded', hold.amountCents, hold.currency);
        return true;
      });
      return itemOf(await known(disputeId));
    },

    /** Keeps the charge; the member is told. */
    async keep(adminId: string, disputeId: string): Promise<ReviewDispute> {
      const dispute = await known(disputeId);
      await db.transaction(async () => {
        if (!(await repo.resolve(dispute.id, 'open', 'kept', adminId, now().toISOString()))) return;
        const group = (await groups.find(dispute.groupId))!;
        const hold = await holds.findFor(dispute.userId, 'group', group.id);
        await tell(dispute, group, 'kept', hold?.amountCents ?? 0, hold?.currency ?? 'cad');
      });
      return itemOf(await known(disputeId));
    },
  };
}

export type DisputesService = ReturnType<typeof disputesService>;
