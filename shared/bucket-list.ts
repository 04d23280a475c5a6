/** The bucket list (docs/product-rules.md#settings): short public texts on a member's profile. */
export const BUCKET_LIST_MAX_ITEMS = 20;
export const BUCKET_LIST_ITEM_MAX = 150;

/**
 * docs/product-rules.md#settings: entries trimmed, blanks and duplicates removed. Duplicates are found ignoring case (a person means
 * "ski the alps" and "Ski the Alps" as one wish); the first spelling stays, in the order given.
 */
export function cleanBucketList(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const entry of entries) {
    const text = entry.trim();
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    kept.push(text);
  }
  return kept;
}

/** What is wrong with a cleaned list, in words a member can act on; null when it can be saved. */
export function bucketListProblem(cleaned: readonly string[]): string | null {
  if (cleaned.length > BUCKET_LIST_MAX_ITEMS) return `Your bucket list can have at most ${BUCKET_LIST_MAX_ITEMS} items.`;
  if (cleaned.some((entry) => entry.length > BUCKET_LIST_ITEM_MAX))
    return `Each bucket list item can be at most ${BUCKET_LIST_ITEM_MAX} characters.`;
  return null;
}
