import { useId, useRef, useState } from 'react';
import { detectedLabel, parseAiResponse } from '../../../../shared/ai-response';
import { leaveAiPath, withAiInterests } from '../onboarding-rules';
import type { StepProps } from '../step-props';
import StepFrame from './StepFrame';

/**
 * Step 12: the AI's answer pasted back, with a live count of what it holds. The parse error shows when 'next'
 * is pressed and goes as soon as the text changes; with the box empty, 'skip AI suggestions' leaves the AI path.
 */
export default function AiResponseStep({ draft, update, wizard }: StepProps) {
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [error, setError] = useState<string | null>(null);
  const empty = draft.aiResponseText.trim() === '';

  const next = () => {
    const result = parseAiResponse(draft.aiResponseText);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    wizard.next({ selectedInterests: withAiInterests(draft.selectedInterests, result.interests) });
  };

  return (
    <StepFrame
      title="paste what the AI said"
      lead="paste the whole answer: we'll pick out the topics."
      onNext={next}
      focusRef={input}
      extra={
        empty && (
          <button type="button" className="step-frame__link" onClick={() => wizard.goTo('interests', leaveAiPath(draft.selectedInterests))}>
            skip AI suggestions
          </button>
        )
      }
    >
      <div>
        <label className="step-frame__label" htmlFor={id}>
          the AI's answer
        </label>
        <textarea
          ref={input}
          id={id}
          className="step-frame__input"
          rows={10}
          value={draft.aiResponseText}
          aria-describedby={`${id}-count`}
          onChange={(event) => {
            // The error was about the text as it was when 'next' was pressed; the live count speaks for the new one.
            setError(null);
            update({ aiResponseText: event.target.value });
          }}
        />
        <p id={`${id}-count`} className="step-frame__lead" aria-live="polite">
          {detectedLabel(draft.aiResponseText)}
        </p>
      </div>
      {error && (
        <p className="step-frame__error" role="alert">
          {error}
        </p>
      )}
    </StepFrame>
  );
}
