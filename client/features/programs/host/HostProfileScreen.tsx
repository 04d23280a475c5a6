import { Link } from 'react-router-dom';
import { dayWords } from '../../../../shared/format-words';
import { useSession } from '../../auth/use-session';
import { DashboardPending, useHostDashboard } from './use-host-dashboard';

/** /host/profile: who the host is here: their account, since when they host, and their published formats' pages. */
export default function HostProfileScreen() {
  const session = useSession();
  const state = useHostDashboard();
  if (state.status !== 'ready') return <DashboardPending state={state} title="your host profile" />;
  const { formats } = state.dashboard;
  const since = formats.map((f) => f.createdDate).sort()[0];
  const published = formats.filter((f) => f.status !== 'draft');
  return (
    <>
      <h1>your host profile</h1>
      <dl>
        <dt>account</dt>
        <dd>{session.status === 'signed-in' ? session.user.email : '-'}</dd>
        <dt>hosting since</dt>
        {/* An account has no city of its own: its first day is told on Toronto's clock, the platform's home. */}
        <dd>{since ? dayWords(since, 'toronto') : '-'}</dd>
        <dt>formats</dt>
        <dd>
          {formats.length} ({published.length} published)
        </dd>
      </dl>
      <h2>your public pages</h2>
      {published.length === 0 ? (
        <p>nothing published yet.</p>
      ) : (
        <ul>
          {published.map((format) => (
            <li key={format.id}>
              <Link to={`/program/${encodeURIComponent(format.id)}`}>{format.title}</Link>
            </li>
          ))}
        </ul>
      )}
      <p className="muted">attendees see your format's page, never your e-mail address.</p>
    </>
  );
}
