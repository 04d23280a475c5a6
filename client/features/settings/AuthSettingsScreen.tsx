import BackToSettings from '../../components/BackToSettings';
import { useId } from 'react';
import { useBrand } from '../brands/use-brand';
import ProviderLogo from '../auth/components/ProviderLogo';
import SignOutButton from '../auth/components/SignOutButton';
import { providerDisplayName } from '../auth/providers';
import { useSession } from '../auth/use-session';
import './AuthSettingsScreen.css';

/** /emberite/settings/auth (docs/product-rules.md#settings, Settings > Authentication): who you are signed in as, and sign out. */
export default function AuthSettingsScreen() {
  const session = useSession();
  const brand = useBrand();
  const accountId = useId();
  // The member guard renders this screen only for a signed-in user.
  if (session.status !== 'signed-in') return null;
  const { user } = session;

  return (
    <div className="container page auth-settings">
      <BackToSettings />
      <h1>authentication</h1>
      <div className="auth-settings__field">
        <label htmlFor={accountId}>account id</label>
        <input id={accountId} className="auth-settings__account" type="email" value={user.id} readOnly />
      </div>
      <h2>identity providers</h2>
      {user.identities.length === 0 ? (
        <p className="muted">none linked: you sign in with a code we email to you.</p>
      ) : (
        <ul className="auth-settings__providers">
          {user.identities.map(({ provider, userId }) => (
            <li key={`${provider}:${userId}`} className="card auth-settings__provider">
              <ProviderLogo provider={provider} size={32} />
              <div>
                <p className="auth-settings__provider-name">{providerDisplayName(provider)}</p>
                <p className="auth-settings__user-id">
                  user id: <span>{userId}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="auth-settings__note">
        {brand.name} doesn't store your identity information: we keep only the user id your provider gives us (and the email address it
        confirmed), so we can recognise you when you sign in. your password and the rest of your account stay with the provider.
      </p>
      <SignOutButton />
    </div>
  );
}
