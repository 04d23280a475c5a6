import { parseAiResponse } from '../../../../shared/ai-response';
import type { StepProps } from '../step-props';
import StepFrame from './StepFrame';
import './AiPreviewStep.css';

/** Step 13: what the AI suggested, each topic with what the person brings and looks for. */
export default function AiPreviewStep({ draft, wizard }: StepProps) {
  const result = parseAiResponse(draft.aiResponseText);
  const interests = result.ok ? result.interests : [];
  return (
    <StepFrame title="here's what we found" onNext={() => wizard.next()}>
      {interests.length === 0 ? (
        <p>no interests found. let's pick some manually.</p>
      ) : (
        <ul className="ai-preview-step__list">
          {interests.map((interest, index) => (
            <li key={interest.name} className={`ai-preview-step__item ai-preview-step__item--${index % 2 === 0 ? 'primary' : 'accent'}`}>
              <h2 className="ai-preview-step__name">{interest.name}</h2>
              <p>
                <strong>i can contribute:</strong> {interest.contribute}
              </p>
              <p>
                <strong>i'm looking for:</strong> {interest.lookingFor}
              </p>
            </li>
          ))}
        </ul>
      )}
    </StepFrame>
  );
}
