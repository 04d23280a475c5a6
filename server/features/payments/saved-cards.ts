import { AppError } from '../../plugins/errors';
import type { DepositHolds } from './deposit-holds';
import type { PaymentsProvider } from './provider';
import type { HoldPurpose } from './repo';
import { type SavedCardRow, type ScheduledHoldRow, savedCardsRepo } from './saved-cards-repo';
import type { Database } from '../../db/database';

const DAY_MS = 24 * 60 * 60_000;
/** A card authorization made with the member present lasts 7 days (Stripe's capture_before for most cards). */
export const CUSTOMER_PRESENT_HOLD_MS = 7 * DAY_MS;
/** Holds are settled (released or captured) the day after the meetup: a hold must last until then. */
export const SETTLEMENT_MS = DAY_MS;
/**
 * A hold placed later, without the member (merchant-initiated), lasts about 4 days 18 hours (Visa): it is placed this
 * long before the meetup, so it still holds at the settlement a day after.
 */
export const SCHEDULED_HOLD_LEAD_MS = 3 * DAY_MS;

export const CARD_NOT_SAVED_MESSAGE = 'Your card is not saved yet: finish the card form, or try another card.';
const CARD_NOT_SAVED = () => new AppError('card-not-saved', 409, CARD_NOT_SAVED_MESSAGE);

/**
 * When a hold for a meetup starting at `meetupAt` is placed: null for now (it lasts until the settlement), else the
 * time the scheduler places it with the saved card.
 */
export function holdPlacementTime(meetupAt: Date | null, now: Date): Date | null {
  if (!meetupAt || meetupAt.getTime() + SETTLEMENT_MS <= now.getTime() + CUSTOMER_PRESENT_HOLD_MS) return null;
  return new Date(meetupAt.getTime() - SCHEDULED_HOLD_LEAD_MS);
}

/**
 * The member's saved card: a card is saved through the provider's setup (Stripe: a SetupIntent confirmed
 * by the card form with Stripe.js), so holds can be placed later, when a meetup is further away than a hold lasts.
 * Also the holds scheduled that way, which the scheduler's tick places when due (`placeDue`).
 */
/** A payment method a payment can be made with now, and the provider's customer it belongs to. */
export interface ChargeableCard {
  paymentMethod: string;
  customerRef: string | null;
}

export function savedCards(db: Database, provider: PaymentsProvider, holds: DepositHolds, now: () => Date) {
  const repo = savedCardsRepo(db);
  const at = () => now().toISOString();

  /** The member's saved card, or null when none is saved (a setup begun and not finished is not a card). */
  async function card(userId: string): Promise<SavedCardRow | null> {
    const row = await repo.find(userId);
    return row?.paymentMethodRef ? row : null;
  }

  /**
   * What a payment for the member is made with: their saved card, or null without one. The demo provider needs no
   * card, so it always has one.
   */
  async function chargeable(userId: string): Promise<ChargeableCard | null> {
    if (provider.name === 'demo') return { paymentMethod: 'demo', customerRef: null };
    const saved = await card(userId);
    return saved?.paymentMethodRef ? { paymentMethod: saved.paymentMethodRef, customerRef: saved.customerRef } : null;
  }

  return {
    card,
    chargeable,

    /** Begins saving a card: answers the client secret the card form confirms. `requestKey` makes a replay do it once. */
    async startSetup(userId: string, requestKey: string): Promise<{ clientSecret: string }> {
      const row = await repo.open(userId, provider.name, at());
      const setup = await provider.startCardSetup(
        { memberRef: row.memberRef, customerRef: row.customerRef },
        `card-setup:${row.memberRef}:${requestKey}`,
      );
      await repo.setupStarted(userId, setup.customerRef, setup.setupRef, at());
      return { clientSecret: setup.clientSecret };
    },

    /** After the card form: asks the provider whether the setup succeeded, and keeps the card if it did. */
    async finishSetup(userId: string): Promise<SavedCardRow> {
      const row = await repo.find(userId);
      if (!row?.setupRef) throw CARD_NOT_SAVED();
      const details = await provider.finishCardSetup(row.setupRef);
      if (!details) throw CARD_NOT_SAVED();
      await repo.saved(userId, row.setupRef, details, at());
      const saved = await repo.find(userId);
      if (!saved?.paymentMethodRef) throw CARD_NOT_SAVED();
      return saved;
    },

    /** The provider's customer of the member, if a card was ever set up (read before the account is deleted). */
    customerOf: async (userId: string) => (await repo.find(userId))?.customerRef ?? null,
    /** After an account's deletion: its customer and cards go from the provider (best effort: logged, not thrown). */
    async forgetCustomer(customerRef: string): Promise<void> {
      try {
        await provider.forgetCustomer(customerRef);
      } catch (error) {
        console.warn('could not delete the payments customer of a deleted account', error);
      }
    },

    schedule: (row: ScheduledHoldRow) => repo.schedule(row, at()),
    scheduledFor: (userId: string, purpose: HoldPurpose, subjectId: string) => repo.scheduledFor(userId, purpose, subjectId),
    unschedule: (row: Pick<ScheduledHoldRow, 'userId' | 'purpose' | 'subjectId'>) => repo.unschedule(row),
    /** Every hold the member had scheduled goes (their account is being deleted). */
    unscheduleAllOf: (userId: string) => repo.unscheduleAllOf(userId),

    /**
     * The scheduler's step: places every hold due by now with the member's saved card, off-session. A hold the
     * provider could not be asked for stays scheduled for the next tick; once the hold exists (held or failed) the
     * schedule goes. Placing is one per member and commitment, so a crash between the two only repeats an answer.
     * A hold refused (e.g. the card wants its owner, 3-D Secure) is told to the member by `notHeld` before the schedule
     * goes. Answers how many were placed.
     */
    async placeDue(notHeld?: (due: ScheduledHoldRow) => Promise<void>): Promise<number> {
      let placed = 0;
      for (const due of await repo.due(at())) {
        const card = await chargeable(due.userId);
        if (card) {
          try {
            const hold = await holds.place(due.userId, due.purpose, due.subjectId, card.paymentMethod, {
              customerRef: card.customerRef,
              offSession: true,
            });
            if (hold.status === 'placing') continue;
            if (hold.status === 'held') placed++;
            if (hold.status === 'failed') await notHeld?.(due);
          } catch (error) {
            console.warn('a scheduled deposit hold could not be placed; the next tick tries again', error);
            continue;
          }
        }
        await repo.unschedule(due);
      }
      return placed;
    },
  };
}

export type SavedCards = ReturnType<typeof savedCards>;
