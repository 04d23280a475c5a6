import type { GroupDeposit } from '../../../shared/groups';
import { commitmentDeposit, holdCommitment } from '../payments/commitment-deposit';
import type { Deposits } from '../payments/deposits';

const REFUSED = {
  cardNeeded: 'Accepting holds a deposit on a saved card: save one on your deposit page (/payment), then accept again.',
  notHeld: 'The deposit could not be held on your card, so the invite is not accepted yet.',
  unavailable: 'The deposit could not be held just now, so the invite is not accepted yet. Try again in a moment.',
};

/**
 * A group invite's deposit: held as the member accepts, before the acceptance is stored, so nobody is in
 * a group without their hold; cancelled when they leave in time or the group dissolves (releaseLeftGroups).
 */
export function groupDeposit(deposits: Deposits) {
  return {
    /** Places (or finds) the member's hold for the group; throws when it is not held, so the accept stops. */
    hold: (userId: string, groupId: string): Promise<void> => holdCommitment(deposits, userId, 'group', groupId, REFUSED),
    /** What the member sees about their own deposit for the group. */
    view: (userId: string, groupId: string): Promise<GroupDeposit> => commitmentDeposit(deposits, userId, 'group', groupId),
  };
}

export type GroupDepositService = ReturnType<typeof groupDeposit>;
