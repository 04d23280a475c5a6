import crypto from 'node:crypto';
import type { Database } from '../../db/database';
import { ledgerRepo } from '../ledger/repo';
import type { PaymentsProvider, ProviderCharge } from './provider';
import type { ChargeableCard } from './saved-cards';
import { type TipRow, tipsRepo } from './tips-repo';

/** A 'paying' tip is asked about again once it is this old (its first call has surely ended or died). */
const UNFINISHED_AFTER_MS = 60_000;
/** Stripe keeps an idempotency key for 24 hours: past that, a repeated call could pay twice, so it is not made. */
const SAFE_REPEAT_MS = 23 * 60 * 60_000;

/**
 * Tips (docs/product-rules.md#tips: "an optional tip after a get-together"), through the deposits' payments provider.
 * As with holds, the row is written first ('paying'), the provider is called with the tip's id as idempotency key,
 * and the answer is applied with its ledger row in one durable transaction, so a crash leaves nothing unknown and a
 * repeated request pays once.
 */
export function tipPayments(db: Database, provider: PaymentsProvider, now: () => Date) {
  const repo = tipsRepo(db);
  const ledger = ledgerRepo(db);
  const keyOf = (tip: TipRow) => `tip:${tip.id}`;

  async function apply(tip: TipRow, answer: ProviderCharge): Promise<TipRow> {
    const at = now().toISOString();
    const ref = answer.ref || null;
    await db.transaction(
      async () => {
        if (!(await repo.settle(tip.id, answer.status, ref, at))) return;
        await ledger.tip(answer.status === 'paid' ? 'tip-paid' : 'tip-failed', tip, ref, at);
        if (answer.status === 'paid' && answer.processingFeeCents != null)
          await ledger.processingFee({ tipId: tip.id }, answer.processingFeeCents, tip.currency, ref, at);
      },
      { durable: true },
    );
    return (await repo.find(tip.id))!;
  }

  async function charge(tip: TipRow, card: ChargeableCard): Promise<TipRow> {
    const answer = await provider.charge({ chargeId: tip.id, amountCents: tip.amountCents, currency: tip.currency, ...card }, keyOf(tip));
    return apply(tip, answer);
  }

  return {
    provider: provider.name,
    latest: async (userId: string, groupId: string) => (await repo.latest(userId, groupId)) ?? null,
    mine: (userId: string) => repo.mine(userId),

    /**
     * Pays the member's tip for the group with their card (the demo provider needs none). Answers the tip that did
     * not fail if one exists already (a replay or a second tab), whatever its amount.
     */
    async pay(userId: string, groupId: string, amount: { amountCents: number; currency: string }, card: ChargeableCard): Promise<TipRow> {
      const id = crypto.randomUUID();
      const opened = await repo.open({ id, userId, groupId, ...amount, provider: provider.name }, now().toISOString());
      const tip = opened ? (await repo.find(id))! : (await repo.latest(userId, groupId))!;
      if (!opened || tip.status !== 'paying') return tip;
      return charge(tip, card);
    },

    /**
     * Finishes tips a crash or a lost answer left 'paying': the provider's record when it has one, else the same call
     * again (the same key, so it pays once) while the provider still remembers the key; past that, nothing was paid.
     */
    async reconcile(cardOf: (userId: string) => Promise<ChargeableCard | null>): Promise<number> {
      const at = now().getTime();
      const unfinished = await repo.unfinished(new Date(at - UNFINISHED_AFTER_MS).toISOString());
      for (const tip of unfinished) {
        const found = await provider.findCharge(tip.id);
        if (found) await apply(tip, found);
        else {
          const card = at - Date.parse(tip.createdAt) < SAFE_REPEAT_MS ? await cardOf(tip.userId) : null;
          await (card ? charge(tip, card) : apply(tip, { ref: '', status: 'failed' }));
        }
      }
      return unfinished.length;
    },
  };
}

export type TipPayments = ReturnType<typeof tipPayments>;
