/** The third brand's hero word (spec 2.6, 9): one of six activities, changing every 3 seconds. */

export const ACTIVITY_WORDS = [
  'dance class',
  'pottery circle',
  'cooking class',
  'improv crew',
  'ai workshop',
  'art studio',
] as const;

export const WORD_ROTATE_MS = 3000;

/** The word after `current`; after the last comes the first again. */
export function nextWordIndex(current: number, count: number = ACTIVITY_WORDS.length): number {
  return (current + 1) % count;
}

/** All the words as one phrase ('a, b or c'), so screen readers hear the whole list once, not every change. */
export function activityListText(words: readonly string[] = ACTIVITY_WORDS): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}
