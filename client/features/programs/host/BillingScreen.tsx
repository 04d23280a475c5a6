import { HOST_PAYOUT_WORDS } from '../../../../shared/host-payouts';
import { EARNINGS_CURRENCY } from '../../../../shared/event-formats';
import { dollarsIn } from '../../../../shared/money';
import { useSiteLinks } from '../../site-links/use-site-links';
import PayoutsSection from './PayoutsSection';
import { DashboardPending, useHostDashboard } from './use-host-dashboard';
import './DashboardScreen.css';

/**
 * /host/billing: the ledger's sums, per currency: tickets sold, sales, refunds, the platform's fee (20% of what was
 * kept) and what the host earned; sales - refunds = fee + earnings, to the cent. Then the payouts: the host's payout
 * account and their share on its way to their bank.
 */
export default function BillingScreen() {
  const state = useHostDashboard();
  const payouts = useSiteLinks()?.hostPayouts ?? 'by-arrangement';
  if (state.status !== 'ready') return <DashboardPending state={state} title="billing" />;
  const { billing, formats } = state.dashboard;
  // Nothing sold yet: noughts, in the currency every program is priced in.
  const lines =
    billing.length > 0
      ? billing
      : [{ currency: EARNINGS_CURRENCY, ticketsSold: 0, salesCents: 0, refundedCents: 0, feeCents: 0, earningsCents: 0 }];
  return (
    <>
      <h1>billing</h1>
      {lines.map((line) => {
        const amount = (cents: number) => dollarsIn(cents / 100, line.currency);
        const rows: [string, string][] = [
          ['tickets sold', String(line.ticketsSold)],
          ['ticket sales', amount(line.salesCents)],
          ['refunded to attendees', amount(line.refundedCents)],
          ['platform fee (20% of what was kept)', amount(line.feeCents)],
          ['your earnings', amount(line.earningsCents)],
        ];
        return (
          <dl key={line.currency} className="host-breakdown">
            {rows.map(([term, value]) => (
              <div key={term} style={{ display: 'contents' }}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        );
      })}
      <PayoutsSection />
      <h2>earnings by format</h2>
      <ul>
        {formats
          .filter((format) => format.revenue > 0)
          .map((format) => (
            <li key={format.id}>
              {format.title}: {dollarsIn(format.revenue, EARNINGS_CURRENCY)}
            </li>
          ))}
      </ul>
      <p className="muted">
        the platform keeps 20% of each ticket; refunds follow each format's cancellation policy, and a refund reduces your share in
        proportion. {HOST_PAYOUT_WORDS[payouts]}
      </p>
    </>
  );
}
