import type { UploadablePromptType, VideoPrompt } from '../../../../shared/video-prompts';

export type UploadablePrompt = VideoPrompt & { type: UploadablePromptType };

interface Props {
  prompts: readonly UploadablePrompt[];
  chosenId: string;
  onChoose(promptId: string): void;
  disabled: boolean;
}

const GROUPS: { type: UploadablePromptType; legend: string }[] = [
  { type: 'fun', legend: 'fun prompts' },
  { type: 'useful', legend: 'useful prompts' },
];

/** The fun and useful prompts (shared/video-prompts.ts) as one radio group each; the chosen one shows its instructions. */
export default function PromptChooser({ prompts, chosenId, onChoose, disabled }: Props) {
  return (
    <div className="videos__prompts">
      {GROUPS.map(({ type, legend }) => (
        <fieldset key={type} className="videos__prompt-group" disabled={disabled}>
          <legend>{legend}</legend>
          {prompts
            .filter((prompt) => prompt.type === type)
            .map((prompt) => (
              <div key={prompt.id} className={`videos__prompt${prompt.id === chosenId ? ' videos__prompt--chosen' : ''}`}>
                <input
                  type="radio"
                  id={`prompt-${prompt.id}`}
                  name="video-prompt"
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
