import { stepValid, type Sex } from '../../../../shared/onboarding';
import type { StepProps } from '../step-props';
import { STEP_HINTS } from '../wizard-rules';
import ChoiceTiles from './ChoiceTiles';
import StepFrame from './StepFrame';

const CHOICES: { value: Sex; label: string }[] = [
  { value: 'male', label: 'male' },
  { value: 'female', label: 'female' },
];

/** Step 8: male or female, required. */
export default function SexStep({ draft, update, wizard }: StepProps) {
  return (
    <StepFrame
      title="what's your sex?"
      lead="we use it to keep groups balanced."
      valid={stepValid('sex', draft)}
      hint={STEP_HINTS.sex}
      onNext={() => wizard.next()}
    >
      <ChoiceTiles
        label="sex"
        hideLabel
        choices={CHOICES}
        selected={draft.sex ? [draft.sex] : []}
        onToggle={(value) => update({ sex: value as Sex })}
      />
    </StepFrame>
  );
}
