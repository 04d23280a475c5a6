import type { Database } from '../../db/database';
import { ledgerRepo } from '../ledger/repo';
import type { PaymentsProvider } from './provider';

/** Charges this recent are asked about: Stripe makes a card charge's balance transaction within seconds to hours. */
const LOOK_BACK_MS = 7 * 24 * 60 * 60_000;
/** At most this many asked per tick, so a backlog never holds the tick up. */
const PER_TICK = 20;

/**
 * The provider's fee of charges whose ledger row was written without it: a capture or a ticket applied from Stripe's
 * webhook, or finished by reconciliation after a crash, had no answer of Stripe's to read the fee from. The tick asks
 * Stripe for each (the PaymentIntent's balance transaction) and writes the row; one Stripe does not know yet is asked
 * again next tick. The demo provider moves no money and has no fee.
 */
export function processingFees(db: Database, provider: PaymentsProvider, now: () => Date) {
  const ledger = ledgerRepo(db);
  return {
    async recordMissing(): Promise<number> {
      if (provider.name === 'demo') return 0;
      let recorded = 0;
      for (const charge of await ledger.chargesWithoutFee(new Date(now().getTime() - LOOK_BACK_MS).toISOString(), PER_TICK)) {
        const fee = await provider.processingFee(charge.providerRef!);
        if (fee === null) continue;
        const subject = charge.holdId
          ? { holdId: charge.holdId }
          : charge.tipId
            ? { tipId: charge.tipId }
            : { paymentId: charge.paymentId!, formatId: charge.formatId ?? undefined };
        if (await ledger.processingFee(subject, fee, charge.currency, charge.providerRef, now().toISOString())) recorded += 1;
      }
      return recorded;
    },
  };
}

export type ProcessingFees = ReturnType<typeof processingFees>;
