import { useId } from 'react';
import { OFFERED_SLOTS, stepValid, type SelectedSlot } from '../../../../shared/onboarding';
import type { StepProps } from '../step-props';
import { STEP_HINTS } from '../wizard-rules';
import ChoiceTiles from './ChoiceTiles';
import StepFrame from './StepFrame';

const slotValue = (slot: SelectedSlot) => `${slot.day} ${slot.time}`;
const CHOICES = OFFERED_SLOTS.map((slot) => ({ value: slotValue(slot), label: slotValue(slot) }));

/** Step 4: the four offered weekend-morning slots, at least one. */
export default function SchedulingStep({ draft, update, wizard }: StepProps) {
  const otherId = useId();
  const toggle = (value: string) => {
    const chosen = draft.selectedSlots.some((slot) => slotValue(slot) === value);
    const selectedSlots = chosen
      ? draft.selectedSlots.filter((slot) => slotValue(slot) !== value)
      : OFFERED_SLOTS.filter((slot) => slotValue(slot) === value || draft.selectedSlots.some((s) => slotValue(s) === slotValue(slot)));
    update({ selectedSlots: selectedSlots.map((slot) => ({ ...slot })) });
  };
  return (
    <StepFrame
      title="what times could work?"
      lead="groups meet for coffee on weekend mornings. pick every time you could usually make: more times, sooner a group."
      valid={stepValid('scheduling', draft)}
      hint={STEP_HINTS.scheduling}
      onNext={() => wizard.next()}
    >
      <ChoiceTiles label="times" hideLabel choices={CHOICES} selected={draft.selectedSlots.map(slotValue)} onToggle={toggle} />
      <div>
        <label className="step-frame__label" htmlFor={otherId}>
          other times that would suit you (optional)
        </label>
        <input
          id={otherId}
          className="step-frame__input"
          value={draft.alternativeTimeslots}
          onChange={(event) => update({ alternativeTimeslots: event.target.value })}
        />
      </div>
    </StepFrame>
  );
}
