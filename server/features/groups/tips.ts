import type { OwnTip, TipBody, TipState } from '../../../shared/groups-contract';
import { TIP_COPY } from '../../../shared/tips';
import { AppError } from '../../plugins/errors';
import type { Repos } from '../../plugins/repos';
import type { Deposits } from '../payments/deposits';
import type { TipRow } from '../payments/tips-repo';
import { hasMetWithinAWeek } from './meet-again';

const NOT_A_MEMBER = () => new AppError('not-found', 404, 'There is no such group of yours.');

const ownTip = (tip: TipRow): OwnTip => ({
  amountCents: tip.amountCents,
  currency: tip.currency,
  status: tip.status,
  demo: tip.provider === 'demo',
  at: tip.updatedAt,
});

/**
 * The optional tip after a get-together (docs/product-rules.md#tips): a member who came (accepted, and not counted a
 * no-show) may leave one, from the meetup until a week after it, through the deposits' payments provider. Nobody
 * else is told; one tip per member and group (a refused card may be tried again).
 */
export function tipsService(repos: Repos, deposits: Deposits, now: () => Date) {
  const { groups, attendance } = repos;

  async function memberGroup(userId: string, groupId: string) {
    const group = await groups.find(groupId);
    const invites = group ? await groups.invitesOf(group.id) : [];
    const mine = invites.find((invite) => invite.userId === userId);
    if (!group || !mine || mine.status !== 'accepted') throw NOT_A_MEMBER();
    return group;
  }

  async function state(userId: string, groupId: string): Promise<TipState> {
    const group = await memberGroup(userId, groupId);
    const tip = await deposits.tips.latest(userId, groupId);
    const open = hasMetWithinAWeek(group, now()) && !(await attendance.struck(userId, groupId));
    return { open, currency: deposits.currency, demo: deposits.provider === 'demo', tip: tip ? ownTip(tip) : null };
  }

  return {
    state,

    async give(userId: string, groupId: string, body: TipBody): Promise<TipState> {
      const before = await state(userId, groupId);
      if (before.tip && before.tip.status !== 'failed') return before;
      if (!before.open) throw new AppError('tip-closed', 409, TIP_COPY.closed);
      const card = await deposits.cards.chargeable(userId);
      if (!card) throw new AppError('card-needed', 402, TIP_COPY.cardNeeded);
      let tip: TipRow;
      try {
        tip = await deposits.tips.pay(userId, groupId, { amountCents: body.amountCents, currency: deposits.currency }, card);
      } catch {
        // The row stays 'paying' and the tick finishes it from the provider's record.
        throw new AppError('payments-unavailable', 503, TIP_COPY.unavailable);
      }
      if (tip.status === 'failed') throw new AppError('tip-declined', 402, TIP_COPY.declined);
      return state(userId, groupId);
    },
  };
}
