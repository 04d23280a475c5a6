import CacheNotice from '../../components/CacheNotice';
import { useCacheState } from '../../data/cache-status';
import { useRefresh } from '../../data/use-refresh';
import { useWaitingChanges } from '../../data/use-waiting-changes';
import OwnProfileMissing, { ownProfileLoading } from '../profiles/components/OwnProfileMissing';
import { OWN_PROFILE, refreshOwnProfile } from '../profiles/own-profile';
import { useOwnProfile } from '../profiles/use-own-profile';
import { usePrivatePreferences } from '../settings/use-private-preferences';
import VibeCheckFlow from './components/VibeCheckFlow';
import './VibeCheckScreen.css';

const PROFILE_KINDS = ['update-profile-property'] as const;

/**
 * /vibe-check (docs/product-rules.md#vibe-check): the member's private preferences, step by step, from the copy saved on this device
 * (so it opens offline), each answer sent through the outbox.
 */
export default function VibeCheckScreen() {
  useRefresh(refreshOwnProfile);
  const profile = useOwnProfile();
  const preferences = usePrivatePreferences();
  const cache = useCacheState(OWN_PROFILE);
  const sending = useWaitingChanges(PROFILE_KINDS).some((entry) => entry.status === 'pending');

  if (!profile || !preferences) {
    const loading = ownProfileLoading(profile, cache) || preferences === undefined || (preferences === null && cache.status === 'unknown');
    return <OwnProfileMissing title="vibe check" cache={cache} loading={loading} />;
  }
  return (
    <div className="container page vibe-check">
      <h1>vibe check</h1>
      <p className="muted">only you see these answers: they are never shown to anyone else.</p>
      <CacheNotice stale={cache.status === 'offline'} sending={sending} />
      <VibeCheckFlow saved={preferences} location={profile.location} />
    </div>
  );
}
