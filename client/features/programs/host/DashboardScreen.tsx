import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { HostDashboard } from '../../../../shared/format-journey-contract';
import { JOURNEY_COPY } from '../../../../shared/format-journey';
import { EARNINGS_CURRENCY } from '../../../../shared/event-formats';
import { shortDateWords } from '../../../../shared/format-words';
import { dollarsIn } from '../../../../shared/money';
import { FORMAT_FILTERS, formatStatusWords, hasFuture } from './host-words';
import { DashboardPending, useHostDashboard } from './use-host-dashboard';
import './DashboardScreen.css';

type Metric = keyof HostDashboard['metrics'];
const earnings = (amount: number) => dollarsIn(amount, EARNINGS_CURRENCY);
const METRICS: { key: Metric; label: string; shown: (value: number) => string; trend: (value: number) => string }[] = [
  { key: 'totalFormats', label: 'formats', shown: String, trend: (n) => `${n} new in 30 days` },
  { key: 'activeFormats', label: 'active', shown: String, trend: (n) => `${n} new in 30 days` },
  { key: 'draftFormats', label: 'drafts', shown: String, trend: (n) => `${n} new in 30 days` },
  { key: 'completedFormats', label: 'completed', shown: String, trend: (n) => `${n} in 30 days` },
  {
    key: 'averageAttendance',
    label: 'average attendance',
    shown: (n) => `${n}%`,
    trend: () => 'paid places of selected, in groups that met',
  },
  { key: 'totalRevenue', label: 'your earnings', shown: earnings, trend: (n) => `${earnings(n)} in 30 days` },
  { key: 'activeInterest', label: 'active interest', shown: String, trend: (n) => `${n} new in 30 days` },
];

/** /host/dashboard (docs/product-rules.md#host-dashboard): metric cards, the formats with the status filter, and the recent activity; all real data. */
export default function DashboardScreen() {
  const state = useHostDashboard();
  const [filter, setFilter] = useState<(typeof FORMAT_FILTERS)[number]>('all');
  if (state.status !== 'ready') return <DashboardPending state={state} title="dashboard" />;
  const { metrics, formats, activity } = state.dashboard;
  const shown = formats.filter((format) => filter === 'all' || formatStatusWords(format.status, format.phase) === filter);
  return (
    <>
      <h1>dashboard</h1>
      <ul className="dashboard__metrics" aria-label="figures">
        {METRICS.map(({ key, label, shown: show, trend }) => (
          <li key={key} className="card dashboard__metric">
            <span className="dashboard__metric-label">{label}</span>
            <span className="dashboard__metric-value">{show(metrics[key].value)}</span>
            <span className="muted">{trend(metrics[key].trend)}</span>
          </li>
        ))}
      </ul>

      <section aria-labelledby="dashboard-formats">
        <h2 id="dashboard-formats">your formats</h2>
        <fieldset className="formats__filter">
          <legend>show</legend>
          {FORMAT_FILTERS.map((value) => (
            <label key={value}>
              <input type="radio" name="dashboard-filter" value={value} checked={filter === value} onChange={() => setFilter(value)} />
              {value}
            </label>
          ))}
        </fieldset>
        {shown.length === 0 ? (
          <p>
            {formats.length === 0 ? (
              <>
                no formats yet. <Link to="/create-event">design your first one</Link>.
              </>
            ) : (
              `no ${filter} formats.`
            )}
          </p>
        ) : (
          <ul className="dashboard__formats">
            {shown.map((format) => {
              // A completed or cancelled format has no date or place ahead.
              const ahead = hasFuture(format.status, format.phase);
              return (
                <li key={format.id} className="card">
                  <h3>
                    <Link to={`/host/format/${encodeURIComponent(format.id)}/details`}>{format.title}</Link>
                    {format.isLive && <span className="dashboard__live"> live</span>}
                  </h3>
                  <p className="muted">
                    {formatStatusWords(format.status, format.phase)} · {JOURNEY_COPY.phase[format.phase]}
                    {ahead && format.nextDate ? ` · next date ${shortDateWords(format.nextDate)}` : ''}
                  </p>
                  <p>
                    {format.interestedCount} interested · {format.groupsFormed} of {format.maxGroups}{' '}
                    {format.maxGroups === 1 ? 'group' : 'groups'} formed{ahead ? ` · ${format.spotsLeft} spots left` : ''} ·{' '}
                    {earnings(format.revenue)} earned
                    {format.attendanceRate !== null ? ` · ${format.attendanceRate}% attendance` : ''}
                  </p>
                  {format.status === 'draft' && (
                    <Link to={`/host/format/${encodeURIComponent(format.id)}/edit`} aria-label={`edit ${format.title}`}>
                      edit
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="dashboard-activity">
        <h2 id="dashboard-activity">recent activity</h2>
        {activity.length === 0 ? (
          <p>nothing yet: publish a format and people's interest shows here.</p>
        ) : (
          <ul className="dashboard__activity">
            {activity.map((item) => (
              <li key={item.id}>
                <span className={`dashboard__type dashboard__type--${item.type}`}>{item.type.replace('_', ' ')}</span> {item.message}{' '}
                <span className="muted">
                  {item.formatTitle} · <time dateTime={item.timestamp}>{item.time}</time>
                </span>{' '}
                {item.type === 'payment' ? (
                  <Link to="/host/payments" aria-label={`view payments (${item.message})`}>
                    View
                  </Link>
                ) : (
                  <Link to={`/host/format/${encodeURIComponent(item.formatId)}/details`} aria-label={`details of ${item.formatTitle}`}>
                    Details
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
