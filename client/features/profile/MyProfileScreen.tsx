import { Link } from 'react-router-dom';
import SignOutButton from '../auth/components/SignOutButton';
import { useCurrentUser } from './use-current-user';

/**
 * /me. The full profile (photo, interests, videos) arrives with onboarding; this shows the account, and is where
 * members look for their account settings and for signing out (the Profile tab).
 */
export default function MyProfileScreen() {
  const { user, error } = useCurrentUser();
  return (
    <div className="container page">
      <h1>my profile</h1>
      {!user && !error && <p role="status">loading profile...</p>}
      {error && <p role="alert">We couldn't load your profile. Check your connection and try again.</p>}
      {user && (
        <dl>
          <dt>account</dt>
          <dd>{user.email}</dd>
          <dt>location</dt>
          <dd>{user.location ?? 'not set'}</dd>
        </dl>
      )}
      <p>
        <Link to="/settings">edit profile</Link>
      </p>
      <h2>account</h2>
      <p>
        <Link to="/emberite/settings">account settings</Link>
      </p>
      <SignOutButton />
    </div>
  );
}
