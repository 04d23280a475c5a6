import type { PaymentsConfig } from '../../config';
import type { Database } from '../../db/database';
import { demoProvider } from './demo-provider';
import { type DepositHolds, depositHolds } from './deposit-holds';
import { type ProcessingFees, processingFees } from './processing-fees';
import { type SavedCards, savedCards } from './saved-cards';
import { stripeProvider } from './stripe-provider';
import { type TicketPayments, ticketPayments } from './ticket-payments';
import { type TipPayments, tipPayments } from './tip-payments';

/** The installation's deposits: through Stripe when its keys are set, else the demo provider (no money moves). */
export interface Deposits {
  holds: DepositHolds;
  /** Saved cards, and the holds placed later with them. */
  cards: SavedCards;
  /** Tips after a get-together, through the same provider. */
  tips: TipPayments;
  /** Event-format tickets. */
  tickets: TicketPayments;
  /** The provider's fees the ledger missed (a charge recorded from a webhook), asked for by the tick. */
  fees: ProcessingFees;
  /** 'demo' when no money moves; every payment screen says so. */
  provider: 'stripe' | 'demo';
  amountCents: number;
  currency: string;
}

export function depositsOf(payments: PaymentsConfig, db: Database, now: () => Date): Deposits {
  const provider = payments.stripe ? stripeProvider(payments.stripe) : demoProvider(now);
  const holds = depositHolds(db, provider, payments.deposit, now);
  return {
    holds,
    cards: savedCards(db, provider, holds, now),
    tips: tipPayments(db, provider, now),
    tickets: ticketPayments(db, provider, now),
    fees: processingFees(db, provider, now),
    provider: provider.name,
    ...payments.deposit,
  };
}
