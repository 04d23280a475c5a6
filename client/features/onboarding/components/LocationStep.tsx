import { asksForNewLocation, canContinueFromLocation, CITY_OPTIONS, stepValid } from '../../../../shared/onboarding';
import type { StepProps } from '../step-props';
import ChoiceTiles from './ChoiceTiles';
import StepFrame from './StepFrame';
import WaitlistNotice from './WaitlistNotice';

/** Step 1: the city. Toronto (the default) continues; anywhere else can join the waitlist for their city. */
export default function LocationStep({ draft, update, wizard }: StepProps) {
  return (
    <StepFrame
      title="where do you live?"
      lead="we host small coffee groups on weekend mornings, starting in Toronto."
      valid={stepValid('location', draft)}
      hint="for now we can only set up groups in Toronto"
      onNext={() => wizard.next()}
    >
      <ChoiceTiles label="your city" choices={CITY_OPTIONS} selected={[draft.location]} onToggle={(location) => update({ location })} />
      {!canContinueFromLocation(draft.location) && (
        <WaitlistNotice
          location={draft.location}
          asksForPlace={asksForNewLocation(draft.location)}
          place={draft.newLocation}
          onPlaceChange={(newLocation) => update({ newLocation })}
        />
      )}
    </StepFrame>
  );
}
