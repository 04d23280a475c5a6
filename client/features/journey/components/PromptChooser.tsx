import { useState } from 'react';
import { ONBOARDING_PROMPTS, type OnboardingPromptType } from '../../../../shared/journey-video-onboarding';

const TYPES: { type: OnboardingPromptType; label: string }[] = [
  { type: 'fun', label: 'fun' },
  { type: 'useful', label: 'useful' },
];

/** Pick a fun or a useful prompt, and flip through a few ideas of that kind. */
export default function PromptChooser() {
  const [type, setType] = useState<OnboardingPromptType>('fun');
  const [index, setIndex] = useState(0);
  const prompts = ONBOARDING_PROMPTS.filter((prompt) => prompt.type === type);
  const prompt = prompts[index % prompts.length]!;

  return (
    <section className="card journey__prompts" aria-labelledby="final-step-prompt">
      <h2 id="final-step-prompt">Choose a prompt</h2>
      <fieldset className="journey__prompt-types">
        <legend>kind of prompt</legend>
        {TYPES.map((option) => (
          <label key={option.type}>
            <input
              type="radio"
              name="prompt-type"
              value={option.type}
              checked={type === option.type}
              onChange={() => {
                setType(option.type);
                setIndex(0);
              }}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <div aria-live="polite">
        <h3>{prompt.title}</h3>
        <p>{prompt.description}</p>
      </div>
      <button type="button" className="btn btn-secondary" onClick={() => setIndex((current) => current + 1)}>
        another idea
      </button>
    </section>
  );
}
