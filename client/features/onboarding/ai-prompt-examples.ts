/** One example interest shown inside the AI prompt (GET /api/interests/ai-prompt-examples answers these). */
export interface AiPromptExample {
  name: string;
  lookingFor: string;
  canContribute: string;
}

/**
 * Built-in examples, used when the server cannot be asked (offline) or answers badly (docs/product-rules.md#onboarding-and-profile: the fallback
 * is silent). Three contrasting kinds of topic, so the AI sees the range rather than copying one.
 */
export const FALLBACK_AI_EXAMPLES: readonly AiPromptExample[] = [
  {
    name: 'cooking & food culture',
    lookingFor: 'people who swap recipes and want to try the hand-pulled noodle spots on spadina together',
    canContribute: 'a mean shakshuka, a list of the best bakeries west of bathurst, and patience for beginners',
  },
  {
    name: 'book club',
    lookingFor: 'a small group that reads one novel a month and argues kindly about the ending over coffee',
    canContribute: 'good picks from the toronto public library holds list and notes that keep us on topic',
  },
  {
    name: 'startup founders',
    lookingFor: 'other early founders to trade honest notes on first customers, hiring and burnout',
    canContribute: 'two years of running a small saas, intros to local angels and a spare desk on fridays',
  },
];

function isExample(value: unknown): value is AiPromptExample {
  if (typeof value !== 'object' || value === null) return false;
  const { name, lookingFor, canContribute } = value as Record<string, unknown>;
  return [name, lookingFor, canContribute].every((text) => typeof text === 'string' && text.trim() !== '');
}

/** The server's answer when it holds usable examples, else the built-in ones. */
export function examplesOrFallback(answer: unknown): AiPromptExample[] {
  const examples = (answer as { examples?: unknown } | null)?.examples;
  const usable = Array.isArray(examples) ? examples.filter(isExample) : [];
  return usable.length > 0 ? usable : [...FALLBACK_AI_EXAMPLES];
}
