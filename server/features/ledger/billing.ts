import type { HostDashboard } from '../../../shared/format-journey-contract';
import type { TicketSum } from './rows';

/** The ledger's tickets added up, per currency: sold, refunded, the platform's fee and the host's earnings. */
export function billingOf(sums: readonly TicketSum[]): HostDashboard['billing'] {
  const byCurrency = new Map<string, HostDashboard['billing'][number]>();
  for (const sum of sums) {
    const line = byCurrency.get(sum.currency) ?? {
      currency: sum.currency,
      ticketsSold: 0,
      salesCents: 0,
      refundedCents: 0,
      feeCents: 0,
      earningsCents: 0,
    };
    line.ticketsSold += 1;
    line.salesCents += sum.chargedCents;
    line.refundedCents += sum.refundedCents;
    line.feeCents += sum.feeCents;
    line.earningsCents += sum.hostCents;
    byCurrency.set(sum.currency, line);
  }
  return [...byCurrency.values()];
}
