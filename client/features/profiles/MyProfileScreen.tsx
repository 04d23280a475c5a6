import { Link } from 'react-router-dom';
import { ageBracketLabel } from '../../../shared/age-brackets';
import Avatar from '../../components/Avatar';
import CacheNotice from '../../components/CacheNotice';
import { useCacheState } from '../../data/cache-status';
import type { OwnProfileView } from '../../data/db';
import { useRefresh } from '../../data/use-refresh';
import SignOutButton from '../auth/components/SignOutButton';
import { useSession } from '../auth/use-session';
import { OWN_PROFILE, refreshOwnProfile } from './own-profile';
import { useOwnProfile } from './use-own-profile';
import OwnVideoList from '../videos/components/OwnVideoList';
import { useOwnVideos } from '../videos/use-own-videos';
import { chipsWithOverflow, FALLBACK_NAME } from './profile-hero';
import './MyProfileScreen.css';

type Shown = Pick<OwnProfileView, 'firstName' | 'age' | 'photoUrl' | 'location' | 'interests'>;

/**
 * /me (docs/product-rules.md#onboarding-and-profile): the member's own profile as saved on this device (it opens offline), refreshed when online.
 * When it cannot be read at all, a fallback from the account: name "User", no interests.
 */
export default function MyProfileScreen() {
  useRefresh(refreshOwnProfile);
  const saved = useOwnProfile();
  const cache = useCacheState(OWN_PROFILE);
  const session = useSession();
  const videos = useOwnVideos();
  const user = session.status === 'signed-in' ? session.user : null;

  if (saved === undefined || (saved === null && cache.status === 'unknown')) {
    return (
      <div className="container page">
        <p role="status">loading profile...</p>
      </div>
    );
  }
  if (saved === null) console.warn('could not load the profile; showing the fallback from the account', cache);
  const profile: Shown = saved ?? { firstName: FALLBACK_NAME, age: null, photoUrl: null, location: user?.location ?? '', interests: [] };
  const chips = chipsWithOverflow(profile.interests.map((interest) => interest.name));
  const bracket = ageBracketLabel(profile.age);

  return (
    <div className="container page my-profile">
      <CacheNotice stale={cache.status === 'offline' && saved !== null} sending={false} />
      <section className="my-profile__hero" aria-labelledby="my-profile-name">
        <Avatar name={profile.firstName} photoUrl={profile.photoUrl} size="large" />
        <h1 id="my-profile-name">{profile.firstName.toLowerCase()}</h1>
        {bracket && <p className="my-profile__age">{bracket}</p>}
        {chips.shown.length > 0 && (
          <ul className="my-profile__chips" aria-label="interests">
            {chips.shown.map((name) => (
              <li key={name} className="my-profile__chip">
                {name}
              </li>
            ))}
            {chips.more > 0 && (
              <li className="my-profile__chip my-profile__chip--more">
                <span aria-hidden="true">+{chips.more}</span>
                <span className="visually-hidden">and {chips.more} more</span>
              </li>
            )}
          </ul>
        )}
        <Link className="btn btn-primary" to="/settings">
          edit profile
        </Link>
      </section>

      {profile.interests.length > 0 && (
        <section aria-labelledby="my-profile-into">
          <h2 id="my-profile-into">what i'm into</h2>
          <ul className="my-profile__interests">
            {profile.interests.map((interest, index) => (
              <li key={interest.id} className={`card my-profile__interest my-profile__interest--${index % 2 === 0 ? 'teal' : 'coral'}`}>
                <h3>{interest.name}</h3>
                <p>
                  <span className="my-profile__quote-label">i can bring</span> “{interest.contribute}”
                </p>
                <p>
                  <span className="my-profile__quote-label">i'm looking for</span> “{interest.lookingFor}”
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {saved !== null && videos !== undefined && videos.length > 0 && (
        <section aria-labelledby="my-profile-videos">
          <h2 id="my-profile-videos">vibe check</h2>
          <OwnVideoList videos={videos} label="your vibe check videos" />
          <p>
            <Link to="/emberite/settings/videos">record or manage your videos</Link>
          </p>
        </section>
      )}

      <section aria-labelledby="my-profile-account">
        <h2 id="my-profile-account">account</h2>
        <p>
          <Link to="/emberite/settings">account settings</Link>
        </p>
        <SignOutButton />
      </section>
    </div>
  );
}
