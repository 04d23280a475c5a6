import type { OwnDeposit } from '../../../shared/payments-contract';
import { AppError } from '../../plugins/errors';
import type { Deposits } from './deposits';
import type { HoldPurpose } from './repo';

/** The words a refused hold is explained with, naming what did not happen (e.g. "the invite is not accepted yet"). */
export interface HoldRefusalCopy {
  cardNeeded: string;
  notHeld: string;
  unavailable: string;
}

/**
 * Places (or finds) the member's hold for a commitment (a group invite, an experience registration) while they are
 * present, before the commitment is stored; throws when it is not held, so the commitment stops there.
 */
export async function holdCommitment(
  deposits: Deposits,
  userId: string,
  purpose: HoldPurpose,
  subjectId: string,
  copy: HoldRefusalCopy,
): Promise<void> {
  // Saved cards (Stripe SetupIntents) come with the card step; until then only the demo provider can hold.
  if (deposits.provider !== 'demo') throw new AppError('card-needed', 402, copy.cardNeeded);
  let status: string;
  try {
    status = (await deposits.holds.place(userId, purpose, subjectId, 'demo')).status;
  } catch {
    throw new AppError('payments-unavailable', 503, copy.unavailable);
  }
  if (status === 'placing') throw new AppError('payments-unavailable', 503, copy.unavailable);
  if (status === 'failed') throw new AppError('deposit-failed', 402, copy.notHeld);
}

/** What the member sees about their own deposit for the commitment (the configured terms when none is held). */
export async function commitmentDeposit(deposits: Deposits, userId: string, purpose: HoldPurpose, subjectId: string): Promise<OwnDeposit> {
  const hold = await deposits.holds.findFor(userId, purpose, subjectId);
  return {
    status: hold?.status ?? 'none',
    amountCents: hold?.amountCents ?? deposits.amountCents,
    currency: hold?.currency ?? deposits.currency,
    demo: (hold?.provider ?? deposits.provider) === 'demo',
  };
}
