import type { Sex } from '../../../shared/onboarding';
import { apiFetch } from '../../api/http';
import { keys } from '../../data/server-keys';
import { useServerData } from '../../data/use-server-data';
import { examplesOrFallback, FALLBACK_AI_EXAMPLES, type AiPromptExample } from './ai-prompt-examples';

/**
 * Example interests for the AI prompt, fitted to the person's age and sex by the server. The built-in ones show
 * at once and stay if the server cannot be reached: the fallback is silent (docs/product-rules.md#onboarding-and-profile).
 */
export function useAiPromptExamples(age: number | null, sex: Sex | null): readonly AiPromptExample[] {
  const { data } = useServerData(
    keys.aiPromptExamples(age, sex),
    (signal) => {
      const query = new URLSearchParams({ age: String(age ?? ''), sex: sex ?? '' });
      return apiFetch<unknown>(`/interests/ai-prompt-examples?${query}`, { signal }).then(examplesOrFallback);
    },
    { reconnect: false },
  );
  return data ?? FALLBACK_AI_EXAMPLES;
}
