import { type ComponentType, useRef, useState } from 'react';
import { emptyDraft, type OnboardingDraft } from '../../../shared/onboarding';
import type { OwnProfileView } from '../../data/db';
import HostingStep from '../onboarding/components/HostingStep';
import InterestsStep from '../onboarding/components/InterestsStep';
import LocationPreferencesStep from '../onboarding/components/LocationPreferencesStep';
import PhotoStep from '../onboarding/components/PhotoStep';
import SchedulingStep from '../onboarding/components/SchedulingStep';
import { EDIT_MODE, StepModeContext } from '../onboarding/step-mode';
import type { StepProps } from '../onboarding/step-props';
import type { Wizard } from '../onboarding/use-wizard';
import { saveProfileEdit, saveProfilePhoto } from './actions';
import { changesOf, type EditableFields, type EditablePart, LOCATION_MISSING, saveFailureMessage } from './profile-edits';

const STEPS: Record<EditablePart, ComponentType<StepProps>> = {
  photo: PhotoStep,
  neighborhoods: LocationPreferencesStep,
  hosting: HostingStep,
  scheduling: SchedulingStep,
  interests: InterestsStep,
};

/** The part being edited: the saved answers and the edited ones. */
export interface Editing {
  part: EditablePart;
  original: EditableFields;
  edited: EditableFields;
}

interface EditStepProps {
  profile: OwnProfileView;
  editing: Editing;
  /** null ends the edit (saved, or discarded). */
  setEditing: (editing: Editing | null) => void;
}

/** The draft fields a step may change, applied to the edited answers. */
function applyPatch(edited: EditableFields, patch: Partial<OnboardingDraft>): EditableFields {
  const next = { ...edited };
  if (patch.neighborhoods) next.neighborhoods = patch.neighborhoods;
  if (patch.canHost !== undefined) next.canHost = patch.canHost;
  if (patch.hostingDetails) next.hostingDetails = patch.hostingDetails;
  if (patch.selectedSlots) next.selectedSlots = patch.selectedSlots;
  if (patch.photo !== undefined) next.photo = patch.photo;
  if (patch.selectedInterests) next.selectedInterests = patch.selectedInterests;
  return next;
}

/** One wizard step in edit mode: "save" instead of next, no back button, "← back to settings" discards the edit. */
export default function EditStep({ profile, editing, setEditing }: EditStepProps) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { part, original, edited } = editing;
  // A step may save right after changing (a chosen photo moves on by itself), before React renders the change.
  const latest = useRef(edited);
  latest.current = edited;
  const draft: OnboardingDraft = { ...emptyDraft(), location: profile.location, ...edited };
  const update = (patch: Partial<OnboardingDraft>) => {
    latest.current = applyPatch(latest.current, patch);
    setEditing({ part, original, edited: latest.current });
  };
  const save = (patch?: Partial<OnboardingDraft>) => {
    if (saving) return;
    const final = patch ? applyPatch(latest.current, patch) : latest.current;
    const changes = changesOf(part, original, final);
    const photo = part === 'photo' ? final.photo : null;
    // docs/product-rules.md#settings: a save with no change and no new photo succeeds without a call.
    if (changes.length === 0 && !photo) {
      setEditing(null);
      return;
    }
    if (!photo && !profile.location) {
      setError(LOCATION_MISSING);
      return;
    }
    setSaving(true);
    setError(null);
    (photo ? saveProfilePhoto(photo) : saveProfileEdit(profile.location, changes, final)).then(
      () => setEditing(null),
      (failure: unknown) => {
        setSaving(false);
        setError(saveFailureMessage(failure));
      },
    );
  };
  const noop = () => {};
  const stepIds = {
    photo: 'photo',
    neighborhoods: 'location-preferences',
    hosting: 'hosting',
    scheduling: 'scheduling',
    interests: 'interests',
  } as const;
  const wizard: Wizard = {
    steps: [],
    index: 0,
    stepId: stepIds[part],
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
