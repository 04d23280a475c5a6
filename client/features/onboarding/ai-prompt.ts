import { INTEREST_TEXT_MAX } from '../../../shared/interests';
import type { Sex } from '../../../shared/onboarding';
import type { AiPromptExample } from './ai-prompt-examples';

/** Groups the first brand forms (docs/product-rules.md#onboarding-and-profile). */
const GROUP_MIN = 4;
const GROUP_MAX = 6;

/** A YAML double-quoted scalar: JSON's string syntax is valid YAML, so quotes and colons cannot break it. */
const quoted = (text: string) => JSON.stringify(text.trim());

function aboutMe(age: number | null, sex: Sex | null): string {
  const parts = [age !== null ? `${age} years old` : null, sex].filter((part) => part !== null);
  return parts.length > 0 ? `I'm ${parts.join(', ')} and I live in Toronto.` : 'I live in Toronto.';
}

function exampleYaml(examples: readonly AiPromptExample[]): string {
  const items = examples.map((example) =>
    [
      `  - name: ${quoted(example.name)}`,
      `    looking_for: ${quoted(example.lookingFor)}`,
      `    can_contribute: ${quoted(example.canContribute)}`,
    ].join('\n'),
  );
  return ['```yaml', 'interests:', ...items, '```'].join('\n');
}

/**
 * The ready-made prompt of the AI prompt step (docs/product-rules.md#onboarding-and-profile): the person pastes it into their own AI chat,
 * which knows them, and pastes the YAML answer back into the next step, where shared/ai-response.ts reads it.
 */
export function buildAiPrompt(input: { age: number | null; sex: Sex | null; examples: readonly AiPromptExample[] }): string {
  const limit = INTEREST_TEXT_MAX;
  return [
    `Based on what you know about me, suggest 3 to 6 topics I'd enjoy talking about with a small group of people.`,
    aboutMe(input.age, input.sex),
    `The service I'm joining connects ${GROUP_MIN}-${GROUP_MAX} people who share an interest for coffee on weekend mornings.`,
    '',
    'For each topic give:',
    `- name: the topic, a few words`,
    `- looking_for: what I'm hoping to find in people who share it (under ${limit} characters)`,
    `- can_contribute: what I can bring to the group (under ${limit} characters)`,
    '',
    `Write in the first person, casually. Keep every value under ${limit} characters.`,
    'Answer with ONLY YAML in exactly this shape, with no other text before or after it:',
    '',
    exampleYaml(input.examples),
  ].join('\n');
}
