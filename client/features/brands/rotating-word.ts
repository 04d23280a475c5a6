/** The third brand's hero word (docs/product-rules.md#public-pages): one of six activities, changing every 3 seconds. */

export const ACTIVITY_WORDS = ['dance class', 'pottery circle', 'cooking class', 'improv crew', 'ai workshop', 'art studio'] as const;

export const WORD_ROTATE_MS = 3000;

/** All the words as one phrase ('a, b or c'), so screen readers hear the whole list once, not every change. */
export function activityListText(words: readonly string[] = ACTIVITY_WORDS): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}
