import { useState, type ComponentType } from 'react';
import { emptyDraft, type OnboardingDraft } from '../../../shared/onboarding';
import CacheNotice from '../../components/CacheNotice';
import ModalDialog from '../../components/ModalDialog';
import { useCacheState } from '../../data/cache-status';
import type { OwnProfileView } from '../../data/db';
import { useRefresh } from '../../data/use-refresh';
import { useBrand } from '../brands/use-brand';
import { OWN_PROFILE, refreshOwnProfile } from '../discover/refresh';
import { useOwnProfile } from '../discover/use-own-profile';
import HostingStep from '../onboarding/components/HostingStep';
import LocationPreferencesStep from '../onboarding/components/LocationPreferencesStep';
import SchedulingStep from '../onboarding/components/SchedulingStep';
import type { StepProps } from '../onboarding/step-props';
import { EDIT_MODE, StepModeContext } from '../onboarding/step-mode';
import type { Wizard } from '../onboarding/use-wizard';
import { saveProfileEdit } from './actions';
import {
  changesOf,
  type EditableFields,
  type EditablePart,
  editableOf,
  hostingAnswer,
  interestsCount,
  neighborhoodsCount,
  slotsCount,
} from './profile-edits';
import '../settings/settings.css';
import './ProfileSettingsScreen.css';

const STEPS: Record<EditablePart, ComponentType<StepProps>> = {
  neighborhoods: LocationPreferencesStep,
  hosting: HostingStep,
  scheduling: SchedulingStep,
};

const SAVE_FAILED = 'Failed to save changes';
type LockedField = 'name' | 'age' | 'sex' | 'location';

/** /settings, "edit profile" (spec 001 §2): locked fields explain themselves; the rest open the wizard's own steps. */
export default function ProfileSettingsScreen() {
  useRefresh(refreshOwnProfile);
  const profile = useOwnProfile();
  const cache = useCacheState(OWN_PROFILE);
  const [locked, setLocked] = useState<LockedField | null>(null);
  const [editing, setEditing] = useState<{ part: EditablePart; original: EditableFields; edited: EditableFields } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { contactEmail } = useBrand();

  if (profile === undefined || (profile === null && cache.status === 'unknown')) {
    return (
      <div className="container page">
        <p role="status">loading profile...</p>
      </div>
    );
  }
  if (profile === null) {
    return (
      <div className="container page">
        <h1>edit profile</h1>
        <p role="alert" className="error-box">
          {cache.status === 'failed' ? cache.message : 'User location not found'}
        </p>
      </div>
    );
  }

  if (editing) {
    return <EditStep profile={profile} editing={editing} setEditing={setEditing} error={error} setError={setError} />;
  }

  const open = (part: EditablePart) => {
    const original = editableOf(profile);
    setError(null);
    setEditing({ part, original, edited: structuredClone(original) });
  };
  const lockedRow = (field: LockedField, value: string) => (
    <li>
      <button type="button" className="settings-list__item" onClick={() => setLocked(field)}>
        <span>{field}</span>
        <span className="profile-settings__value">
          {value} <span aria-hidden="true">🔒</span>
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
        {lockedRow('location', profile.location)}
        <li className="settings-list__item profile-settings__static">
          <span>photo</span>
          <span className="profile-settings__value">{profile.photoUrl ? 'added' : 'none: you need one before matching'}</span>
        </li>
      </ul>
      <h2>logistics</h2>
      <ul className="settings-list" aria-label="logistics">
        {editRow('neighborhoods', neighborhoodsCount(profile.neighborhoods.length), 'neighborhoods')}
        {editRow('hosting', hostingAnswer(profile.canHost), 'hosting')}
        {editRow('availability', slotsCount(profile.availableTimeSlots.length), 'scheduling')}
      </ul>
      <h2>interests</h2>
      <ul className="settings-list" aria-label="interests">
        <li className="settings-list__item profile-settings__static">
          <span>interests</span>
          <span className="profile-settings__value">{interestsCount(profile.interests.length)}</span>
        </li>
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

interface EditStepProps {
  profile: OwnProfileView;
  editing: { part: EditablePart; original: EditableFields; edited: EditableFields };
  setEditing: (editing: EditStepProps['editing'] | null) => void;
  error: string | null;
  setError: (error: string | null) => void;
}

/** One wizard step in edit mode: "save" instead of next, no back button, "← back to settings" discards the edit. */
function EditStep({ profile, editing, setEditing, error, setError }: EditStepProps) {
  const [saving, setSaving] = useState(false);
  const { part, original, edited } = editing;
  const draft: OnboardingDraft = { ...emptyDraft(), location: profile.location, ...edited };
  const update = (patch: Partial<OnboardingDraft>) => {
    const next = { ...edited };
    if (patch.neighborhoods) next.neighborhoods = patch.neighborhoods;
    if (patch.canHost !== undefined) next.canHost = patch.canHost;
    if (patch.hostingDetails) next.hostingDetails = patch.hostingDetails;
    if (patch.selectedSlots) next.selectedSlots = patch.selectedSlots;
    setEditing({ part, original, edited: next });
  };
  const save = () => {
    const changes = changesOf(part, original, edited);
    // Spec 001 §4: a save with no change succeeds without a call.
    if (changes.length === 0) {
      setEditing(null);
      return;
    }
    setSaving(true);
    saveProfileEdit(profile.location, changes, edited).then(
      () => setEditing(null),
      (failure: unknown) => {
        setSaving(false);
        setError(failure instanceof Error && failure.message ? failure.message : SAVE_FAILED);
      },
    );
  };
  const noop = () => {};
  const wizard: Wizard = {
    steps: [],
    index: 0,
    stepId: part === 'neighborhoods' ? 'location-preferences' : part,
    locked: saving,
    next: save,
    nextWhenFree: save,
    back: () => setEditing(null),
    goTo: noop,
    runLocked: (change) => change(),
    interceptBack: noop,
  };
  const Step = STEPS[part];
  return (
    <div className="container page profile-settings__edit">
      <p>
        <button type="button" className="step-frame__link" onClick={() => setEditing(null)}>
          ← back to settings
        </button>
      </p>
      <StepModeContext.Provider value={EDIT_MODE}>
        <Step draft={draft} update={update} wizard={wizard} notify={noop} />
      </StepModeContext.Provider>
      {error && (
        <p role="alert" className="error-box">
          {error}
        </p>
      )}
    </div>
  );
}
