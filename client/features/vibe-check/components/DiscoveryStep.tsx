import { useId } from 'react';
import { DISCOVERY_PREFERENCE_OPTIONS } from '../../../../shared/private-preferences';
import { SHORT_TEXT_MAX } from '../../../../shared/profiles';
import type { VibeDraft } from '../vibe-answers';
import ChoiceList from './ChoiceList';
import StepForm from './StepForm';

interface Props {
  draft: VibeDraft;
  complete: boolean;
  onChange: (patch: Partial<VibeDraft>) => void;
  onSubmit: () => void;
  onBack?: () => void;
}

/** Step 3: videos, pictures, interests, or other with a free text and a finish button (docs/product-rules.md#vibe-check). */
export default function DiscoveryStep({ draft, complete, onChange, onSubmit, onBack }: Props) {
  const textId = useId();
  const other = draft.discoveryPreference === 'other';
  return (
    <StepForm
      legend="how would you most like to get to know people here?"
      complete={complete}
      missing={other ? 'tell us in a few words to finish.' : 'choose one to continue.'}
      submitLabel={other ? 'finish' : 'continue'}
      onSubmit={onSubmit}
      onBack={onBack}
    >
      <ChoiceList
        type="radio"
        name="discovery-preference"
        options={DISCOVERY_PREFERENCE_OPTIONS}
        isChecked={(value) => draft.discoveryPreference === value}
        onChoose={(discoveryPreference) => onChange({ discoveryPreference })}
      />
      {other && (
        <div className="vibe-step__text">
          <label htmlFor={textId}>what would you prefer?</label>
          <input
            id={textId}
            type="text"
            maxLength={SHORT_TEXT_MAX}
            value={draft.discoveryPreferenceOther}
            onChange={(event) => onChange({ discoveryPreferenceOther: event.target.value })}
          />
        </div>
      )}
    </StepForm>
  );
}
