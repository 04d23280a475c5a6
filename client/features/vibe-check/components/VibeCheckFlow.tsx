import { useEffect, useId, useRef, useState } from 'react';
import { INTERESTED_IN_OPTIONS, type PrivatePreferences, RELATIONSHIP_STATUS_OPTIONS } from '../../../../shared/private-preferences';
import { IDEAL_AGE_BRACKETS } from '../../../../shared/ideal-age-range';
import AgeBracketPicker from '../../../components/AgeBracketPicker';
import { savePreference } from '../../settings/profile-actions';
import { toggledPreferredSex } from '../../settings/preference-rules';
import { draftOf, saveOnLeaving, type VibeDraft } from '../vibe-answers';
import { canLeave, firstStep, nextStep, previousStep, STEP_TITLES, type VibeStep } from '../vibe-steps';
import ChoiceList from './ChoiceList';
import DiscoveryStep from './DiscoveryStep';
import PreferencesSummary from './PreferencesSummary';
import StepForm from './StepForm';

interface Props {
  /** The preferences saved on this device (the Dexie row, kept fresh by the own-profile refresh). */
  saved: PrivatePreferences;
  location: string;
}

/**
 * The vibe check's steps on one screen (docs/product-rules.md#vibe-check). Each answer is saved when its step is left, as one outbox
 * entry of what changed; focus moves to the new step's heading so it is announced.
 */
export default function VibeCheckFlow({ saved, location }: Props) {
  // What was just saved, shown at once (the device's copy follows a moment later).
  const [chosen, setChosen] = useState<Partial<PrivatePreferences>>({});
  const current: PrivatePreferences = { ...saved, ...chosen };
  const [step, setStep] = useState<VibeStep>(() => firstStep(saved));
  const [draft, setDraft] = useState<VibeDraft>(() => draftOf(saved));
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change on purpose
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const goTo = (to: VibeStep) => {
    moved.current = true;
    setStep(to);
  };
  const change = (patch: Partial<VibeDraft>) => setDraft((before) => ({ ...before, ...patch }));
  const leave = () => {
    const save = saveOnLeaving(step, draft, current);
    if (save) {
      setChosen((before) => ({ ...before, ...save.patch }));
      savePreference(location, save.changes, save.patch).catch((error: unknown) => console.warn('could not save the answer', error));
    }
    goTo(nextStep(step, draft));
  };
  const before = previousStep(step, draft);
  const back = before ? () => goTo(before) : undefined;
  const form = { complete: canLeave(step, draft), onSubmit: leave, onBack: back };

  return (
    <section className="vibe-check__step" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {STEP_TITLES[step]}
      </h2>
      {step === 'openness' && (
        <StepForm legend="are you open to romance?" missing="choose one to continue." {...form}>
          <ChoiceList
            type="radio"
            name="relationship-status"
            options={RELATIONSHIP_STATUS_OPTIONS}
            isChecked={(value) => draft.relationshipStatus === value}
            onChoose={(relationshipStatus) => change({ relationshipStatus })}
          />
        </StepForm>
      )}
      {step === 'looking-to-meet' && (
        <StepForm legend="who would you like to meet?" missing="choose at least one to continue." {...form}>
          <ChoiceList
            type="checkbox"
            name="preferred-sex"
            options={INTERESTED_IN_OPTIONS}
            isChecked={(value) => draft.preferredSex.includes(value)}
            onChoose={(value) => change({ preferredSex: toggledPreferredSex(draft.preferredSex, value) })}
          />
        </StepForm>
      )}
      {step === 'age-range' && (
        <StepForm legend="what ages would you like to meet?" missing="pick a bracket to continue." {...form}>
          {draft.age.start === null && current.minIdealAge !== null && current.maxIdealAge !== null && (
            <p>
              saved now: {current.minIdealAge}-{current.maxIdealAge}
            </p>
          )}
          <AgeBracketPicker brackets={IDEAL_AGE_BRACKETS} selection={draft.age} onChange={(age) => change({ age })} />
        </StepForm>
      )}
      {step === 'discovery' && <DiscoveryStep draft={draft} onChange={change} {...form} />}
      {step === 'summary' && (
        <PreferencesSummary
          preferences={current}
          onEdit={() => {
            setDraft(draftOf(current));
            goTo(nextStep('summary', draft));
          }}
        />
      )}
    </section>
  );
}
