import { lazy, Suspense } from 'react';
import type { HostDashboard } from '../../../../shared/format-journey-contract';
import { dateWords } from '../../../../shared/format-words';
import { DashboardPending, useHostDashboard } from './use-host-dashboard';
import './DashboardScreen.css';

const InterestChart = lazy(() => import('./components/InterestChart'));
const STAGES = ['interested', 'picked', 'grouped', 'paid', 'attended'] as const;

/** One format's way from interest to attendance, as bars (counts only: who picked whom is never part of it). */
function Funnel({ row }: { row: HostDashboard['funnel'][number] }) {
  const top = Math.max(1, row.interested);
  return (
    <li className="card">
      <h3>{row.formatTitle}</h3>
      <ul className="dashboard__bars">
        {STAGES.map((stage) => (
          <li key={stage} className="dashboard__bar">
            <span>{stage}</span>
            <span className="dashboard__bar-fill" style={{ width: `${(row[stage] / top) * 100}%` }} aria-hidden="true" />
            <span>{row[stage]}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** /host/analytics: interest over time, and each format's funnel interest → picked → grouped → paid → attended. */
export default function AnalyticsScreen() {
  const state = useHostDashboard();
  if (state.status !== 'ready') return <DashboardPending state={state} title="analytics" />;
  const { interestByDay, funnel } = state.dashboard;
  const total = interestByDay.reduce((sum, day) => sum + day.count, 0);
  return (
    <>
      <h1>analytics</h1>
      <section aria-labelledby="analytics-interest">
        <h2 id="analytics-interest">interest over the last 30 days</h2>
        <p>
          {total} {total === 1 ? 'person' : 'people'} said they were interested in the last 30 days.
        </p>
        <Suspense fallback={<div className="dashboard__chart" />}>
          <InterestChart days={interestByDay} />
        </Suspense>
        <details>
          <summary>the numbers by day</summary>
          <div className="dashboard__table-wrap" tabIndex={0} role="region" aria-label="interest by day">
            <table className="dashboard__table">
              <thead>
                <tr>
                  <th scope="col">day</th>
                  <th scope="col">interested</th>
                </tr>
              </thead>
              <tbody>
                {interestByDay
                  .filter((day) => day.count > 0)
                  .map((day) => (
                    <tr key={day.date}>
                      <td>{dateWords(day.date)}</td>
                      <td>{day.count}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>
      <section aria-labelledby="analytics-funnel">
        <h2 id="analytics-funnel">from interest to attendance, per format</h2>
        {funnel.length === 0 ? (
          <p>no formats yet.</p>
        ) : (
          <ul className="dashboard__formats">
            {funnel.map((row) => (
              <Funnel key={row.formatId} row={row} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
