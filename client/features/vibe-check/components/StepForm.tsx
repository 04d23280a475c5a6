import { type ReactNode, useId } from 'react';

interface Props {
  /** The question, as the fieldset's legend. */
  legend: string;
  /** Whether the answer is complete; until then the submit button is disabled and `missing` says what it needs. */
  complete: boolean;
  missing: string;
  submitLabel?: string;
  onSubmit: () => void;
  /** Shown as a "back" button when there is a step to go back to. */
  onBack?: () => void;
  children: ReactNode;
}

/** One vibe-check step as a form: a fieldset with its question, then back and continue (Enter in a field submits). */
export default function StepForm({ legend, complete, missing, submitLabel = 'continue', onSubmit, onBack, children }: Props) {
  const hintId = useId();
  return (
    <form
      className="vibe-step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) onSubmit();
      }}
    >
      <fieldset className="vibe-step__fieldset">
        <legend>{legend}</legend>
        {children}
      </fieldset>
      {!complete && (
        <p id={hintId} className="muted">
          {missing}
        </p>
      )}
      <div className="vibe-step__actions">
        {onBack && (
          <button type="button" className="btn btn-secondary" onClick={onBack}>
            back
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={!complete} aria-describedby={complete ? undefined : hintId}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
