import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import CacheNotice from '../../components/CacheNotice';
import ModalDialog from '../../components/ModalDialog';
import { useCacheState } from '../../data/cache-status';
import { useWaitingChanges } from '../../data/use-waiting-changes';
import { useRefresh } from '../../data/use-refresh';
import { useBrand } from '../brands/use-brand';
import { OWN_PROFILE, refreshOwnProfile } from './own-profile';
import { useOwnProfile } from './use-own-profile';
import EditStep, { type Editing } from './EditStep';
import { type EditablePart, editableOf, hostingAnswer, interestsCount, neighborhoodsCount, photoState, slotsCount } from './profile-edits';
import { usePhotoSync } from './use-photo-sync';
import { cityLabel } from '../onboarding/onboarding-rules';
import LockIcon from './components/LockIcon';
import OwnProfileMissing, { ownProfileLoading } from './components/OwnProfileMissing';
import '../../components/settings.css';
import './ProfileSettingsScreen.css';

type LockedField = 'name' | 'age' | 'sex' | 'location';
const PHOTO_UPLOADS = ['update-profile-photo'] as const;

/** /settings, "edit profile" (docs/product-rules.md#settings): locked fields explain themselves; the rest open the wizard's own steps. */
export default function ProfileSettingsScreen() {
  useRefresh(refreshOwnProfile);
  const profile = useOwnProfile();
  const cache = useCacheState(OWN_PROFILE);
  const [locked, setLocked] = useState<LockedField | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const { contactEmail } = useBrand();
  const photoWaiting = useWaitingChanges(PHOTO_UPLOADS).length > 0;
  usePhotoSync();
  // /settings?edit=photo (from /home's "add a photo") opens that step once the profile is here.
  const [params, setParams] = useSearchParams();
  const asked = params.get('edit');
  useEffect(() => {
    if (!profile || asked !== 'photo') return;
    const original = editableOf(profile);
    setEditing({ part: 'photo', original, edited: structuredClone(original) });
    setParams({}, { replace: true });
  }, [profile, asked, setParams]);

  if (ownProfileLoading(profile, cache) || !profile) {
    return <OwnProfileMissing title="edit profile" cache={cache} loading={ownProfileLoading(profile, cache)} />;
  }

  if (editing) {
    return <EditStep profile={profile} editing={editing} setEditing={setEditing} />;
  }

  const open = (part: EditablePart) => {
    const original = editableOf(profile);
    setEditing({ part, original, edited: structuredClone(original) });
  };
  const lockedRow = (field: LockedField, value: string) => (
    <li>
      <button type="button" className="settings-list__item" onClick={() => setLocked(field)}>
        <span>{field}</span>
        <span className="profile-settings__value">
          {value} <LockIcon />
        </span>
      </button>
    </li>
  );
  const editRow = (label: string, value: string, part: EditablePart) => (
    <li>
      <button type="button" className="settings-list__item" onClick={() => open(part)}>
        <span>{label}</span>
        <span className="profile-settings__value">{value}</span>
      </button>
    </li>
  );

  return (
    <div className="container page profile-settings">
      <CacheNotice stale={cache.status === 'offline'} sending={false} />
      <h1>edit profile</h1>
      <p className="muted">update your information and preferences</p>
      <h2>profile</h2>
      <ul className="settings-list" aria-label="profile">
        {lockedRow('name', profile.firstName)}
        {lockedRow('age', profile.age === null ? 'not set' : String(profile.age))}
        {lockedRow('sex', profile.userSex ?? 'not set')}
        {lockedRow('location', cityLabel(profile.location))}
        {editRow('photo', photoState(profile.photoUrl !== null, photoWaiting), 'photo')}
      </ul>
      <h2>logistics</h2>
      <ul className="settings-list" aria-label="logistics">
        {editRow('neighborhoods', neighborhoodsCount(profile.neighborhoods.length), 'neighborhoods')}
        {editRow('hosting', hostingAnswer(profile.canHost), 'hosting')}
        {editRow('availability', slotsCount(profile.availableTimeSlots.length), 'scheduling')}
      </ul>
      <h2>interests</h2>
      <ul className="settings-list" aria-label="interests">
        {editRow('interests', interestsCount(profile.interests.length), 'interests')}
      </ul>
      <ModalDialog open={locked !== null} title={`can't edit ${locked ?? ''}`} onClose={() => setLocked(null)}>
        <p>
          Your {locked} can't be changed after registration. If it is wrong, write to support at{' '}
          <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
        </p>
        <button type="button" className="btn btn-primary" onClick={() => setLocked(null)}>
          got it
        </button>
      </ModalDialog>
    </div>
  );
}
