import { Link } from 'react-router-dom';
import { useSession } from '../../auth/use-session';

/** /host/settings: the account the host area belongs to, what we e-mail the host, and where the rest is set. */
export default function HostSettingsScreen() {
  const session = useSession();
  const email = session.status === 'signed-in' ? session.user.email : null;
  return (
    <>
      <h1>settings</h1>
      <section aria-labelledby="settings-account">
        <h2 id="settings-account">account</h2>
        <p>
          signed in as <strong>{email ?? '-'}</strong>. You sign in with a code we e-mail to this address: there is no password to change.
        </p>
      </section>
      <section aria-labelledby="settings-mail">
        <h2 id="settings-mail">what we e-mail you</h2>
        <ul>
          <li>the next steps when you create a format;</li>
          <li>when groups are ready for your review (or need you to make them).</li>
        </ul>
        <p className="muted">interest, payments and cancellations show in your dashboard's activity rather than your inbox.</p>
      </section>
      <section aria-labelledby="settings-formats">
        <h2 id="settings-formats">each format's rules</h2>
        <p>
          group size, approval, the strategies and the cancellation policy are set per format: <Link to="/host/formats">your formats</Link>.
        </p>
      </section>
    </>
  );
}
