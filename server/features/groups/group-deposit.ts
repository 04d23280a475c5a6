import type { GroupDeposit } from '../../../shared/groups';
import { AppError } from '../../plugins/errors';
import type { Deposits } from '../payments/deposits';

const CARD_NEEDED = () =>
  new AppError('card-needed', 402, 'Accepting holds a deposit on a saved card, and card payments are not open here yet.');
const NOT_HELD = () =>
  new AppError('deposit-failed', 402, 'The deposit could not be held on your card, so the invite is not accepted yet.');
const PROVIDER_DOWN = () =>
  new AppError(
    'payments-unavailable',
    503,
    'The deposit could not be held just now, so the invite is not accepted yet. Try again in a moment.',
  );

/**
 * A group invite's deposit (issue 14): held as the member accepts, before the acceptance is stored, so nobody is in
 * a group without their hold; cancelled when they leave in time or the group dissolves (releaseLeftGroups).
 */
export function groupDeposit(deposits: Deposits) {
  return {
    /** Places (or finds) the member's hold for the group; throws when it is not held, so the accept stops. */
    async hold(userId: string, groupId: string): Promise<void> {
      // Saved cards (Stripe SetupIntents) come with the card step; until then only the demo provider can hold.
      if (deposits.provider !== 'demo') throw CARD_NEEDED();
      let status: string;
      try {
        status = (await deposits.holds.place(userId, 'group', groupId, 'demo')).status;
      } catch {
        throw PROVIDER_DOWN();
      }
      if (status === 'placing') throw PROVIDER_DOWN();
      if (status === 'failed') throw NOT_HELD();
    },

    /** What the member sees about their own deposit for the group. */
    async view(userId: string, groupId: string): Promise<GroupDeposit> {
      const hold = await deposits.holds.findFor(userId, 'group', groupId);
      return {
        status: hold?.status ?? 'none',
        amountCents: hold?.amountCents ?? deposits.amountCents,
        currency: hold?.currency ?? deposits.currency,
        demo: (hold?.provider ?? deposits.provider) === 'demo',
      };
    },
  };
}

export type GroupDepositService = ReturnType<typeof groupDeposit>;
