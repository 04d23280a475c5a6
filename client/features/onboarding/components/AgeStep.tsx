import { useId, useRef } from 'react';
import { AGE_INPUT_MAX, AGE_MIN, clampAgeInput, stepValid } from '../../../../shared/onboarding';
import type { StepProps } from '../step-props';
import { STEP_HINTS } from '../wizard-rules';
import StepFrame from './StepFrame';

/** Said as soon as a whole age under the minimum is typed, rather than leaving 'next' looking disabled for no reason. */
const TOO_YOUNG = `you need to be ${AGE_MIN} or older to join: our terms set the minimum age at ${AGE_MIN}.`;

/** Step 7: the age, 20-99 in the input; anything above 99 becomes 99 (docs/product-rules.md#onboarding-and-profile). */
export default function AgeStep({ draft, update, wizard }: StepProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // One digit may be the start of a valid age ('2' on the way to '25'): only two digits under the minimum are too young.
  const tooYoung = draft.age !== null && draft.age >= 10 && draft.age < AGE_MIN;
  return (
    <StepFrame
      title="how old are you?"
      lead={`you need to be ${AGE_MIN} or older to join. it helps us put together groups at a similar stage of life.`}
      valid={stepValid('age', draft)}
      hint={STEP_HINTS.age}
      onNext={() => wizard.next()}
      focusRef={input}
    >
      <div>
        <label className="step-frame__label" htmlFor={id}>
          age
        </label>
        <input
          ref={input}
          id={id}
          className="step-frame__input"
          type="number"
          inputMode="numeric"
          min={AGE_MIN}
          max={AGE_INPUT_MAX}
          value={draft.age ?? ''}
          aria-describedby={tooYoung ? `${id}-too-young` : undefined}
          onChange={(event) => update({ age: clampAgeInput(event.target.value) })}
        />
        {tooYoung && (
          <p id={`${id}-too-young`} className="step-frame__hint" role="status">
            {TOO_YOUNG}
          </p>
        )}
      </div>
    </StepFrame>
  );
}
