import { useState } from 'react';
import CacheNotice from '../../components/CacheNotice';
import { useCacheState } from '../../data/cache-status';
import type { ProfileChange } from '../profiles/outbox';
import { useRefresh } from '../../data/use-refresh';
import { useWaitingChanges } from '../../data/use-waiting-changes';
import type { PrivatePreferences } from '../../../shared/private-preferences';
import { OWN_PROFILE, refreshOwnProfile } from '../profiles/own-profile';
import { useOwnProfile } from '../profiles/use-own-profile';
import BackToSettings from '../../components/BackToSettings';
import IdealAgeField from './components/IdealAgeField';
import InterestedInField from './components/InterestedInField';
import RelationshipStatusField from './components/RelationshipStatusField';
import { savePreference } from './profile-actions';
import { usePrivatePreferences } from './use-private-preferences';
import '../../components/settings.css';
import './BasicInfoScreen.css';

const PROFILE_KINDS = ['update-profile-property'] as const;

/**
 * /emberite/settings/basic (docs/product-rules.md#settings): what registration fixed, shown read-only, and the private
 * preferences, each change saved at once as a single-field update through the outbox.
 */
export default function BasicInfoScreen() {
  useRefresh(refreshOwnProfile);
  const profile = useOwnProfile();
  const preferences = usePrivatePreferences();
  const cache = useCacheState(OWN_PROFILE);
  const sending = useWaitingChanges(PROFILE_KINDS).some((entry) => entry.status === 'pending');
  // What was just chosen, shown at once (the device's copy follows a moment later).
  const [chosen, setChosen] = useState<Partial<PrivatePreferences>>({});

  const waiting =
    profile === undefined || preferences === undefined || ((profile === null || preferences === null) && cache.status === 'unknown');
  if (waiting || profile === null || preferences === null) {
    return (
      <div className="container page">
        <BackToSettings />
        <h1>basic info and preferences</h1>
        {waiting ? (
          <p role="status">loading profile...</p>
        ) : (
          <p role="alert" className="error-box">
            {cache.status === 'failed' ? cache.message : "you're offline and your details aren't saved on this device yet."}
          </p>
        )}
      </div>
    );
  }

  const shown: PrivatePreferences = { ...preferences, ...chosen };
  const save = (changes: ProfileChange[], patch: Partial<PrivatePreferences>) => {
    setChosen((current) => ({ ...current, ...patch }));
    savePreference(profile.location, changes, patch).catch((error: unknown) => console.warn('could not save the change', error));
  };

  return (
    <div className="container page basic-info">
      <BackToSettings />
      <h1>basic info and preferences</h1>
      <CacheNotice stale={cache.status === 'offline'} sending={sending} />
      <h2>about you</h2>
      <dl className="basic-info__facts">
        <div>
          <dt>location</dt>
          <dd>
            {profile.location} <span className="muted">Can't change now.</span>
          </dd>
        </div>
        <div>
          <dt>first name</dt>
          <dd>
            {profile.firstName} <span className="muted">can't be changed</span>
          </dd>
        </div>
        <div>
          <dt>sex</dt>
          <dd>
            {profile.userSex ?? 'not set'} <span className="muted">can't be changed</span>
          </dd>
        </div>
        <div>
          <dt>age</dt>
          <dd>
            {profile.age ?? 'not set'} <span className="muted">can't be changed</span>
          </dd>
        </div>
      </dl>
      <h2>your preferences</h2>
      <p className="muted">only you see these: they are never shown to anyone else. each change is saved as you make it.</p>
      <RelationshipStatusField
        value={shown.relationshipStatus}
        onChange={(relationshipStatus) => save([{ Field: 'relationshipStatus', Value: relationshipStatus }], { relationshipStatus })}
      />
      <InterestedInField
        value={shown.preferredSex}
        onChange={(preferredSex) => save([{ Field: 'preferredSex', Value: preferredSex }], { preferredSex })}
      />
      <IdealAgeField
        min={shown.minIdealAge}
        max={shown.maxIdealAge}
        onChange={({ min, max }) =>
          save(
            [
              { Field: 'minIdealAge', Value: min },
              { Field: 'maxIdealAge', Value: max },
            ],
            { minIdealAge: min, maxIdealAge: max },
          )
        }
      />
    </div>
  );
}
