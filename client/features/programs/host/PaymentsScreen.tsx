import { dayWords } from '../../../../shared/format-words';
import { dollarsIn } from '../../../../shared/money';
import { DashboardPending, useHostDashboard } from './use-host-dashboard';
import { useMyFormats } from './use-my-formats';
import './DashboardScreen.css';

/**
 * /host/payments: every ticket payment of the host's formats, with the platform's fee and the host's share, each amount
 * in its currency; each day on the clock of its format's city. On a phone the table scrolls sideways inside its own region, its caption in view.
 */
export default function PaymentsScreen() {
  const state = useHostDashboard();
  const mine = useMyFormats().state;
  if (state.status !== 'ready') return <DashboardPending state={state} title="payments" />;
  const { payments } = state.dashboard;
  const cityOf = (formatId: string) =>
    (mine.status === 'ready' ? mine.formats.find((format) => format.id === formatId)?.format.venue.city : undefined) ?? 'toronto';
  return (
    <>
      <h1>payments</h1>
      {payments.length === 0 ? (
        <p>no payments yet: people pay once they are in a confirmed group.</p>
      ) : (
        <div className="dashboard__table-wrap" tabIndex={0} role="region" aria-labelledby="payments-caption">
          <table className="dashboard__table">
            <caption id="payments-caption" className="dashboard__caption">
              ticket payments, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">date</th>
                <th scope="col">format</th>
                <th scope="col">ticket</th>
                <th scope="col">platform fee (20%)</th>
                <th scope="col">your share (80%)</th>
                <th scope="col">refunded</th>
                <th scope="col">status</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.id}>
                  <td>{dayWords(payment.at, cityOf(payment.formatId))}</td>
                  <td>{payment.formatTitle}</td>
                  <td>{dollarsIn(payment.amountCents / 100, payment.currency)}</td>
                  <td>{dollarsIn(payment.feeCents / 100, payment.currency)}</td>
                  <td>{dollarsIn(payment.hostCents / 100, payment.currency)}</td>
                  <td>{payment.refundedCents > 0 ? dollarsIn(payment.refundedCents / 100, payment.currency) : '-'}</td>
                  <td>{payment.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
