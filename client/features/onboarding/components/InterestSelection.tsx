import { useContext, useEffect, useId, useState } from 'react';
import {
  continueLabel,
  customInterest,
  customTopicValid,
  isSelected,
  PREDEFINED_INTERESTS,
  sameInterest,
  type InterestChoice,
} from '../../../../shared/interests';
import { loadPendingInterest } from '../actions';
import { StepModeContext } from '../step-mode';
import { STEP_HINTS } from '../wizard-rules';
import ChoiceTiles from './ChoiceTiles';
import InterestDetailDialog from './InterestDetailDialog';
import StepFrame from './StepFrame';
import './InterestSelection.css';

interface Props {
  selected: InterestChoice[];
  onChange: (selected: InterestChoice[]) => void;
  onContinue: () => void;
}

/**
 * Step 14, the picking part (docs/product-rules.md#onboarding-and-profile): tapping a topic opens its detail dialog and adds it on save; tapping
 * a chosen one removes it. A custom topic needs a name.
 */
export default function InterestSelection({ selected, onChange, onContinue }: Props) {
  const customId = useId();
  const [editing, setEditing] = useState<InterestChoice | null>(null);
  const [custom, setCustom] = useState('');
  const [customError, setCustomError] = useState(false);
  const mode = useContext(StepModeContext);
  useEffect(() => {
    // A topic tapped on the landing page before sign-up belongs to the first sign-up, not to a later edit.
    if (mode.editing) return;
    loadPendingInterest().then(
      (pending) => pending && setEditing(pending),
      (error: unknown) => console.warn('could not read the pending interest', error),
    );
  }, [mode.editing]);

  const extraNames = selected.map((choice) => choice.name).filter((name) => !PREDEFINED_INTERESTS.some((p) => sameInterest(p, name)));
  const choices = [...PREDEFINED_INTERESTS, ...extraNames].map((name) => ({ value: name, label: name }));
  const tap = (name: string) => {
    if (isSelected(selected, name)) onChange(selected.filter((choice) => !sameInterest(choice.name, name)));
    else setEditing({ name, lookingFor: '', contribute: '' });
  };
  const addCustom = () => {
    if (!customTopicValid(custom)) return setCustomError(true);
    setCustomError(false);
    const known = choices.find((choice) => sameInterest(choice.value, custom));
    if (known) {
      if (!isSelected(selected, known.value)) setEditing({ name: known.value, lookingFor: '', contribute: '' });
    } else setEditing(customInterest(custom));
    setCustom('');
  };

  return (
    <StepFrame
      title={selected.some((choice) => choice.isAiSuggested) ? 'want to add more?' : 'what topics are you curious about?'}
      lead="tap a topic and say a few words about it. your group is formed around the topics you share."
      valid={selected.length > 0}
      hint={STEP_HINTS.interests}
      nextLabel={mode.editing ? mode.nextLabel : continueLabel(selected)}
      onNext={onContinue}
    >
      <ChoiceTiles label="topics" hideLabel choices={choices} selected={selected.map((choice) => choice.name)} onToggle={tap} />
      <div>
        <label className="step-frame__label" htmlFor={customId}>
          add your own topic
        </label>
        <div className="interest-selection__custom">
          <input
            id={customId}
            className="step-frame__input"
            value={custom}
            aria-describedby={customError ? `${customId}-error` : undefined}
            onChange={(event) => setCustom(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              addCustom();
            }}
          />
          <button type="button" className="btn btn-secondary" onClick={addCustom}>
            add topic
          </button>
        </div>
        {customError && (
          <p id={`${customId}-error`} className="step-frame__error" role="alert">
            give your topic a name first
          </p>
        )}
      </div>
      <InterestDetailDialog
        interest={editing}
        onCancel={() => setEditing(null)}
        onAdd={(interest) => {
          setEditing(null);
          onChange([...selected, interest]);
        }}
      />
    </StepFrame>
  );
}
