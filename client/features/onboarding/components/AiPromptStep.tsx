import { useEffect, useId, useRef, useState } from 'react';
import { buildAiPrompt } from '../ai-prompt';
import { leaveAiPath } from '../onboarding-rules';
import type { StepProps } from '../step-props';
import { useAiPromptExamples } from '../use-ai-prompt-examples';
import { COPY_CONTINUE_MS } from '../wizard-rules';
import StepFrame from './StepFrame';
import './AiPromptStep.css';

/**
 * Step 11: a ready-made prompt for the person's own AI. 'copy prompt' turns on the two AI steps and moves on
 * after 500 ms, even if the clipboard refused (then only logged: the prompt is on screen to copy by hand).
 * 'skip' leaves the AI path and goes to the topics.
 */
export default function AiPromptStep({ draft, wizard }: StepProps) {
  const promptId = useId();
  const examples = useAiPromptExamples(draft.age, draft.sex);
  const prompt = buildAiPrompt({ age: draft.age, sex: draft.sex, examples });
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (copied) return;
    setCopied(true);
    try {
      await navigator.clipboard.writeText(prompt);
    } catch (error) {
      console.warn('could not copy the AI prompt', error);
    }
    timer.current = setTimeout(() => wizard.nextWhenFree({ aiPromptCopied: true }), COPY_CONTINUE_MS);
  };

  return (
    <StepFrame
      title="let your AI suggest topics"
      lead="already chat with ChatGPT, Claude or another assistant? it knows what you're into. copy this prompt, paste it there, and bring the answer back here."
      showNext={false}
      onNext={() => void copy()}
      extra={
        <button type="button" className="step-frame__link" onClick={() => wizard.goTo('interests', leaveAiPath(draft.selectedInterests))}>
          skip
        </button>
      }
    >
      <div>
        <label className="step-frame__label" htmlFor={promptId}>
          the prompt
        </label>
        <textarea id={promptId} className="step-frame__input ai-prompt-step__prompt" readOnly value={prompt} rows={10} />
      </div>
      <button type="submit" className="btn btn-primary" aria-live="polite">
        {copied ? 'copied! continuing...' : 'copy prompt'}
      </button>
    </StepFrame>
  );
}
