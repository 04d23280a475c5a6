import type { OwnDeposit } from '../../../shared/payments-contract';
import { AppError } from '../../plugins/errors';
import type { Deposits } from './deposits';
import type { HoldPurpose } from './repo';
import { holdPlacementTime } from './saved-cards';

/** The words a refused hold is explained with, naming what did not happen (e.g. "the invite is not accepted yet"). */
export interface HoldRefusalCopy {
  cardNeeded: string;
  notHeld: string;
  unavailable: string;
}

/**
 * Places (or finds) the member's hold for a commitment (a group invite, an experience registration) while they are
 * present, before the commitment is stored; throws when it is not held, so the commitment stops there. With Stripe
 * the member's saved card is needed. A meetup further away than a hold lasts (`meetupAt`) is not held now: the hold
 * is scheduled, and the scheduler places it with the saved card a few days before.
 */
export async function holdCommitment(
  deposits: Deposits,
  userId: string,
  purpose: HoldPurpose,
  subjectId: string,
  copy: HoldRefusalCopy,
  /** When the meetup is, and the server's now; without it the hold is placed at once (a meetup within the week). */
  timing?: { meetupAt: Date | null; now: Date },
): Promise<void> {
  const card = await deposits.cards.chargeable(userId);
  if (!card) throw new AppError('card-needed', 402, copy.cardNeeded);
  if (await deposits.holds.findFor(userId, purpose, subjectId)) {
    // Already held (or settled): answered as it is below.
  } else {
    const placeAfter = timing ? holdPlacementTime(timing.meetupAt, timing.now) : null;
    if (placeAfter) {
      await deposits.cards.schedule({ userId, purpose, subjectId, placeAfter: placeAfter.toISOString() });
      return;
    }
  }
  let status: string;
  try {
    status = (await deposits.holds.place(userId, purpose, subjectId, card.paymentMethod, { customerRef: card.customerRef })).status;
  } catch {
    throw new AppError('payments-unavailable', 503, copy.unavailable);
  }
  if (status === 'placing') throw new AppError('payments-unavailable', 503, copy.unavailable);
  if (status === 'failed') throw new AppError('deposit-failed', 402, copy.notHeld);
}

/** What the member sees about their own deposit for the commitment (the configured terms when none is held). */
export async function commitmentDeposit(deposits: Deposits, userId: string, purpose: HoldPurpose, subjectId: string): Promise<OwnDeposit> {
  const hold = await deposits.holds.findFor(userId, purpose, subjectId);
  const scheduled = hold ? undefined : await deposits.cards.scheduledFor(userId, purpose, subjectId);
  return {
    status: hold?.status ?? (scheduled ? 'scheduled' : 'none'),
    ...(scheduled ? { holdFrom: scheduled.placeAfter } : {}),
    amountCents: hold?.amountCents ?? deposits.amountCents,
    currency: hold?.currency ?? deposits.currency,
    demo: (hold?.provider ?? deposits.provider) === 'demo',
  };
}
