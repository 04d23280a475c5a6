import type { PromptType, UploadablePromptType, VideoPrompt } from '../../../../shared/video-prompts';

export type UploadablePrompt = VideoPrompt & { type: UploadablePromptType };

interface Props {
  prompts: readonly VideoPrompt[];
  chosenId: string;
  onChoose(promptId: string): void;
  disabled: boolean;
  /** One radio group per type present in `prompts`, in this order. */
  name?: string;
}

const LEGENDS: Record<PromptType, string> = { fun: 'fun prompts', useful: 'useful prompts', daily: 'daily prompts' };
const ORDER: readonly PromptType[] = ['fun', 'useful', 'daily'];

/** The prompts (shared/video-prompts.ts) as one radio group per type; the chosen one shows its instructions. */
export default function PromptChooser({ prompts, chosenId, onChoose, disabled, name = 'video-prompt' }: Props) {
  const groups = ORDER.filter((type) => prompts.some((prompt) => prompt.type === type)).map((type) => ({ type, legend: LEGENDS[type] }));
  return (
    <div className="videos__prompts">
      {groups.map(({ type, legend }) => (
        <fieldset key={type} className="videos__prompt-group" disabled={disabled}>
          <legend>{legend}</legend>
          {prompts
            .filter((prompt) => prompt.type === type)
            .map((prompt) => (
              <div key={prompt.id} className={`videos__prompt${prompt.id === chosenId ? ' videos__prompt--chosen' : ''}`}>
                <input
                  type="radio"
                  id={`prompt-${prompt.id}`}
                  name={name}
                  value={prompt.id}
                  checked={prompt.id === chosenId}
                  onChange={() => onChoose(prompt.id)}
                  aria-describedby={`prompt-${prompt.id}-about`}
                />
                <label htmlFor={`prompt-${prompt.id}`}>{prompt.title}</label>
                <p id={`prompt-${prompt.id}-about`} className="muted videos__prompt-about">
                  {prompt.description}
                </p>
                {prompt.id === chosenId && (
                  <ul className="videos__instructions" aria-label="tips for this prompt">
                    {prompt.instructions.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
        </fieldset>
      ))}
    </div>
  );
}
