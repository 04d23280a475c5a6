import { useEffect, useState } from 'react';
import type { Sex } from '../../../shared/onboarding';
import { apiFetch } from '../../api/http';
import { examplesOrFallback, FALLBACK_AI_EXAMPLES, type AiPromptExample } from './ai-prompt-examples';

/**
 * Example interests for the AI prompt, fitted to the person's age and sex by the server. The built-in ones show
 * at once and stay if the server cannot be reached: the fallback is silent (spec 000 §8).
 */
export function useAiPromptExamples(age: number | null, sex: Sex | null): readonly AiPromptExample[] {
  const [examples, setExamples] = useState<readonly AiPromptExample[]>(FALLBACK_AI_EXAMPLES);
  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ age: String(age ?? ''), sex: sex ?? '' });
    apiFetch<unknown>(`/interests/ai-prompt-examples?${query}`, { signal: controller.signal }).then(
      (answer) => setExamples(examplesOrFallback(answer)),
      () => undefined,
    );
    return () => controller.abort();
  }, [age, sex]);
  return examples;
}
