import type { Database } from '../../db/database';
import { ledgerRepo } from '../ledger/repo';
import type { LedgerKind } from '../ledger/rows';
import type { PaymentsProvider, ProviderHold } from './provider';
import { type HoldPurpose, type HoldRow, type HoldStatus, paymentsRepo } from './repo';

export interface DepositSettings {
  amountCents: number;
  currency: string;
}

/**
 * A 'placing' row older than this has lost its caller (a crash, a timeout): reconciliation asks the provider. Stripe's
 * search (how a hold is found by our id) is eventually consistent, "usually within a minute": well past that, finding
 * nothing means nothing was made. A member who retries sooner reuses the row and its key, so never waits for this.
 */
export const PLACING_GRACE_MS = 10 * 60_000;
/** An experience deposit is refunded when no group was assembled within this many months (docs/product-rules.md#deposits-and-check-in). */
export const EXPERIENCE_HOLD_MONTHS = 3;

const LEDGER_KIND: Partial<Record<HoldStatus, Extract<LedgerKind, `hold-${string}`>>> = {
  held: 'hold-placed',
  captured: 'hold-captured',
  released: 'hold-released',
  failed: 'hold-failed',
};

/**
 * Inside the caller's transaction: moves the hold from `from` to the provider's status and writes its ledger row (and,
 * for a capture whose answer says, the provider's fee); nothing when the hold was no longer at `from` (another worker,
 * or an earlier delivery, got there first).
 */
export async function settleWithLedger(db: Database, hold: HoldRow, from: HoldStatus, answer: ProviderHold, at: string) {
  const ref = answer.ref || null;
  if (from === answer.status) return false;
  if (!(await paymentsRepo(db).settle(hold.id, from, answer.status, { ref, captureBefore: answer.captureBefore, at }))) return false;
  const kind = LEDGER_KIND[answer.status];
  const ledger = ledgerRepo(db);
  if (kind) await ledger.hold(kind, hold, ref, at);
  if (kind === 'hold-captured' && answer.processingFeeCents != null)
    await ledger.processingFee({ holdId: hold.id }, answer.processingFeeCents, hold.currency, ref, at);
  return true;
}

/**
 * A hold as a call to move it left it. `moved` is true for the one call whose change was applied: false when the hold
 * was not where the call moves it from, or when another node, asking at the same moment, applied it first.
 */
export interface HoldMove extends HoldRow {
  moved: boolean;
}

/**
 * A member's deposit holds: placed when they commit, released when they come, captured on a no-show.
 *
 * Order of writes, so a crash anywhere leaves nothing unknown: the hold's row is written first ('placing'); the
 * provider is called with a key made from the row's id and the step, so a repeated call (a retry, a replay, another
 * process) does the thing once; the answer is applied in one durable transaction with its ledger row, conditionally
 * on the status the call started from. A row left 'placing' is finished by `reconcile` from the provider's record.
 */
export function depositHolds(db: Database, provider: PaymentsProvider, settings: DepositSettings, now: () => Date) {
  const repo = paymentsRepo(db);
  const ledger = ledgerRepo(db);

  async function known(holdId: string): Promise<HoldRow> {
    const hold = await repo.find(holdId);
    if (!hold) throw new Error(`no deposit hold ${holdId}`);
    return hold;
  }

  async function apply(hold: HoldRow, from: HoldStatus, answer: ProviderHold): Promise<HoldMove> {
    const at = now().toISOString();
    const moved = await db.transaction(() => settleWithLedger(db, hold, from, answer, at), { durable: true });
    return { ...(await repo.find(hold.id))!, moved };
  }

  /** The member came, the group was dissolved, or they declined in time: the hold is cancelled. */
  async function release(holdId: string): Promise<HoldMove> {
    const hold = await known(holdId);
    if (hold.status !== 'held' || !hold.providerRef) return { ...hold, moved: false };
    return apply(hold, 'held', await provider.release(hold.providerRef, `hold:${hold.id}:release`));
  }

  return {
    /**
     * Places the member's hold for this commitment (one per member and subject, however often this is called) with
     * their saved payment method. A hold already held (or settled) is answered as it is.
     */
    async place(
      userId: string,
      purpose: HoldPurpose,
      subjectId: string,
      paymentMethod: string,
      options: { customerRef?: string | null; offSession?: boolean } = {},
    ): Promise<HoldRow> {
      const hold = await repo.open(
        { userId, purpose, subjectId, amountCents: settings.amountCents, currency: settings.currency, provider: provider.name },
        now().toISOString(),
      );
      if (hold.status !== 'placing') return hold;
      const answer = await provider.placeHold(
        { holdId: hold.id, amountCents: hold.amountCents, currency: hold.currency, paymentMethod, ...options },
        `hold:${hold.id}:place`,
      );
      return apply(hold, 'placing', answer);
    },

    /** A no-show: the held deposit is captured (once, whoever asks; `moved` for that one caller). */
    async capture(holdId: string): Promise<HoldMove> {
      const hold = await known(holdId);
      if (hold.status !== 'held' || !hold.providerRef) return { ...hold, moved: false };
      return apply(hold, 'held', await provider.capture(hold.providerRef, `hold:${hold.id}:capture`));
    },

    release,

    /**
     * Gives a captured deposit back in full (a no-show charge disputed, and the dispute upheld). The provider refunds
     * once per hold, whoever asks and however often (its key is the hold's). Then, in one durable transaction, `record`
     * moves the caller's own state, and only if it did is the refund written to the ledger: a repeat writes nothing.
     */
    async refund(holdId: string, record: () => Promise<boolean>): Promise<void> {
      const hold = await known(holdId);
      if (hold.status !== 'captured' || !hold.providerRef) throw new Error(`deposit hold ${holdId} was not captured`);
      const refund = await provider.refund(hold.providerRef, `hold:${hold.id}:refund`);
      const at = now().toISOString();
      await db.transaction(
        async () => {
          if (!(await record())) return;
          await ledger.hold('hold-refunded', hold, refund.ref, at);
        },
        { durable: true },
      );
    },

    /**
     * Finishes holds left 'placing' by a crash or a lost answer: what the provider made for the hold's id is applied;
     * if it made nothing, the hold failed (the member is asked again). Then repairs holds still 'held' here past their
     * capture_before, whose authorization the card network let go (a lost webhook): the provider's word is applied,
     * so nothing later tries to capture money that is no longer held. Answers how many rows it settled.
     */
    async reconcile(): Promise<number> {
      let settled = 0;
      for (const hold of await repo.placingBefore(new Date(now().getTime() - PLACING_GRACE_MS).toISOString())) {
        const found = await provider.findHold(hold.id);
        await apply(hold, 'placing', found ?? { ref: '', status: 'failed', captureBefore: null });
        settled++;
      }
      for (const hold of await repo.heldPastExpiry(now().toISOString())) {
        const found = await provider.findHold(hold.id);
        if (!found || found.status === 'held') continue;
        await apply(hold, 'held', found);
        settled++;
      }
      return settled;
    },

    /** Cancels the holds of members who left a group in time and of dissolved groups; answers how many. */
    async releaseLeftGroups(): Promise<number> {
      let released = 0;
      for (const holdId of await repo.leftGroupHolds()) {
        if ((await release(holdId)).moved) released++;
      }
      return released;
    },

    /**
     * An experience deposit comes back automatically when no group was assembled within three months of the
     * registration (docs/product-rules.md#deposits-and-check-in); answers how many were released.
     */
    async releaseStaleExperienceHolds(): Promise<number> {
      const before = new Date(now());
      before.setUTCMonth(before.getUTCMonth() - EXPERIENCE_HOLD_MONTHS);
      let released = 0;
      for (const holdId of await repo.staleExperienceHolds(before.toISOString())) {
        if ((await release(holdId)).moved) released++;
      }
      return released;
    },

    /**
     * A member who deletes their account: their experience deposits come back at once (no group is assembled for one
     * yet). Answers how many were released.
     */
    async releaseExperienceHoldsOf(userId: string): Promise<number> {
      let released = 0;
      for (const hold of await repo.openOf(userId)) {
        if (hold.purpose === 'experience' && hold.status === 'held' && (await release(hold.id)).moved) released++;
      }
      return released;
    },

    find: (holdId: string) => repo.find(holdId),
    /** The member's holds whose money is still moving (being placed, or held). */
    openOf: (userId: string) => repo.openOf(userId),
    findFor: (userId: string, purpose: HoldPurpose, subjectId: string) => repo.findFor(userId, purpose, subjectId),
    /** The deposit's ledger rows, in the order they happened. */
    ledgerOf: (holdId: string) => ledger.ofHolds([holdId]),
  };
}

export type DepositHolds = ReturnType<typeof depositHolds>;
