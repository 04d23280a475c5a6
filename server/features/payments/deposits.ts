import type { PaymentsConfig } from '../../config';
import type { Database } from '../../db/database';
import { demoProvider } from './demo-provider';
import { type DepositHolds, depositHolds } from './deposit-holds';
import { stripeProvider } from './stripe-provider';

/** The installation's deposits: through Stripe when its keys are set, else the demo provider (no money moves). */
export interface Deposits {
  holds: DepositHolds;
  /** 'demo' when no money moves; every payment screen says so. */
  provider: 'stripe' | 'demo';
  amountCents: number;
  currency: string;
}

export function depositsOf(payments: PaymentsConfig, db: Database, now: () => Date): Deposits {
  const provider = payments.stripe ? stripeProvider(payments.stripe) : demoProvider(now);
  return { holds: depositHolds(db, provider, payments.deposit, now), provider: provider.name, ...payments.deposit };
}
