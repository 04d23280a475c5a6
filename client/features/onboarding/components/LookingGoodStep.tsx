import { NEIGHBORHOOD_OPTIONS } from '../../../../shared/onboarding';
import type { StepProps } from '../step-props';
import { usePhotoPreview } from '../use-photo-preview';
import StepFrame from './StepFrame';
import './LookingGoodStep.css';

const neighbourhoodLabel = (value: string) => NEIGHBORHOOD_OPTIONS.find((option) => option.value === value)?.label ?? value;

/** Step 10: a checkpoint with a preview of the profile so far, leading to the topics (via the AI prompt). */
export default function LookingGoodStep({ draft, wizard }: StepProps) {
  const name = draft.firstName.trim().toLowerCase();
  const preview = usePhotoPreview(draft.photo);
  return (
    <StepFrame title="looking good!" lead="here's how your group will first meet you." onNext={() => wizard.next()}>
      <section className="looking-good-step__card" aria-label="your profile preview">
        {preview ? (
          <img className="looking-good-step__photo" src={preview} alt={`${name}'s profile photo`} />
        ) : (
          <span className="looking-good-step__initial" aria-hidden="true">
            {name.charAt(0) || '?'}
          </span>
        )}
        <div>
          <p className="looking-good-step__name">
            {name}
            {draft.age !== null && `, ${draft.age}`}
          </p>
          <p className="looking-good-step__details">{draft.neighborhoods.map(neighbourhoodLabel).join(' · ')}</p>
          <p className="looking-good-step__details">{draft.selectedSlots.map((slot) => `${slot.day} ${slot.time}`).join(' · ')}</p>
        </div>
      </section>
      <p>now the best part: what are you curious about? the topics you pick are what your group will talk about over coffee.</p>
    </StepFrame>
  );
}
