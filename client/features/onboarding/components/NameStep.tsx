import { useId, useRef } from 'react';
import { stepValid } from '../../../../shared/onboarding';
import type { StepProps } from '../step-props';
import { STEP_HINTS } from '../wizard-rules';
import StepFrame from './StepFrame';

/** Step 6: the first name, non-empty after trimming. */
export default function NameStep({ draft, update, wizard }: StepProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <StepFrame
      title="what's your first name?"
      lead="it's how your group will know you. only your first name is ever shown."
      valid={stepValid('name', draft)}
      hint={STEP_HINTS.name}
      onNext={() => wizard.next()}
      focusRef={input}
    >
      <div>
        <label className="step-frame__label" htmlFor={id}>
          first name
        </label>
        <input
          ref={input}
          id={id}
          className="step-frame__input"
          autoComplete="given-name"
          value={draft.firstName}
          onChange={(event) => update({ firstName: event.target.value })}
        />
      </div>
    </StepFrame>
  );
}
