import { type ComponentType, useState } from 'react';
import { emptyDraft, type OnboardingDraft } from '../../../shared/onboarding';
import type { OwnProfileView } from '../../data/db';
import HostingStep from '../onboarding/components/HostingStep';
import LocationPreferencesStep from '../onboarding/components/LocationPreferencesStep';
import SchedulingStep from '../onboarding/components/SchedulingStep';
import { EDIT_MODE, StepModeContext } from '../onboarding/step-mode';
import type { StepProps } from '../onboarding/step-props';
import type { Wizard } from '../onboarding/use-wizard';
import { saveProfileEdit } from './actions';
import { changesOf, type EditableFields, type EditablePart } from './profile-edits';

const STEPS: Record<EditablePart, ComponentType<StepProps>> = {
  neighborhoods: LocationPreferencesStep,
  hosting: HostingStep,
  scheduling: SchedulingStep,
};

/** spec 001 §8: the fallback when a save fails without a message of its own. */
const SAVE_FAILED = 'Failed to save changes';

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

/** One wizard step in edit mode: "save" instead of next, no back button, "← back to settings" discards the edit. */
export default function EditStep({ profile, editing, setEditing }: EditStepProps) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
