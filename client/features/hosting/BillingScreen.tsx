import { HOST_PAYOUT_WORDS } from '../../../shared/host-payouts';
import { dollars } from '../../../shared/money';
import { useSiteLinks } from '../site-links/use-site-links';
import { DashboardPending, useHostDashboard } from './use-host-dashboard';
import './DashboardScreen.css';

/** /host/billing: the host's earnings ledger: tickets sold, the platform's fee, refunds, and what the host earned. */
export default function BillingScreen() {
  const state = useHostDashboard();
  const payouts = useSiteLinks()?.hostPayouts ?? 'by-arrangement';
  if (state.status !== 'ready') return <DashboardPending state={state} title="billing" />;
  const { payments, formats } = state.dashboard;
  const settled = payments.filter((p) => p.status === 'paid' || p.status === 'refunded');
  const sum = (pick: (p: (typeof settled)[number]) => number) => settled.reduce((total, p) => total + pick(p), 0) / 100;
  const rows: [string, string][] = [
    ['tickets sold', String(settled.length)],
    ['ticket sales', dollars(sum((p) => p.amountCents))],
    ['platform fee (20%)', dollars(sum((p) => p.feeCents))],
    ['refunded to attendees', dollars(sum((p) => p.refundedCents))],
    ['your earnings', dollars(formats.reduce((total, f) => total + f.revenue, 0))],
  ];
  return (
    <>
      <h1>billing</h1>
      <dl className="host-breakdown">
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>earnings by format</h2>
      <ul>
        {formats
          .filter((format) => format.revenue > 0)
          .map((format) => (
            <li key={format.id}>
              {format.title}: {dollars(format.revenue)}
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
