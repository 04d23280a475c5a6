import { useId } from 'react';
import { applyHostingChoice, stepValid, type HostingChoice } from '../../../../shared/onboarding';
import type { StepProps } from '../step-props';
import { hostingChoiceOf, STEP_HINTS } from '../wizard-rules';
import ChoiceTiles from './ChoiceTiles';
import StepFrame from './StepFrame';

const CHOICES: { value: HostingChoice; label: string }[] = [
  { value: 'yes', label: 'yes' },
  { value: 'find-one', label: "no, I'll find one" },
  { value: 'not-now', label: 'not right now' },
];

/** Step 3 (docs/product-rules.md#onboarding-and-profile): 'yes' reveals the venue question, the other answers clear it; an answer is required. */
export default function HostingStep({ draft, update, wizard }: StepProps) {
  const venueId = useId();
  const choice = hostingChoiceOf(draft.canHost, draft.hostingDetails.hasVenue);
  return (
    <StepFrame
      title="can you book a venue?"
      lead="every group has one venue booker: the person who reserves a table for 4-6 at a café. it's one call or message, and it makes a group happen."
      valid={stepValid('hosting', draft)}
      hint={STEP_HINTS.hosting}
      onNext={() => wizard.next()}
    >
      <ChoiceTiles
        label="can you book a venue?"
        hideLabel
        choices={CHOICES}
        selected={choice ? [choice] : []}
        onToggle={(value) => update(applyHostingChoice(value as HostingChoice, draft.hostingDetails))}
      />
      {choice === 'yes' && (
        <div>
          <label className="step-frame__label" htmlFor={venueId}>
            which café or place would you book? (optional)
          </label>
          <input
            id={venueId}
            className="step-frame__input"
            value={draft.hostingDetails.venueName}
            onChange={(event) => update({ hostingDetails: { ...draft.hostingDetails, venueName: event.target.value } })}
          />
        </div>
      )}
      {choice === 'not-now' && (
        <p className="step-frame__note" role="status">
          no problem. you'll only be matched with groups that already have a venue booker, so it may take a little longer.
        </p>
      )}
    </StepFrame>
  );
}
