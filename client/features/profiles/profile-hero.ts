/** Up to `max` chips and how many more there are (docs/product-rules.md#onboarding-and-profile: three interest chips, then a +N chip). */
export function chipsWithOverflow(names: readonly string[], max = 3): { shown: string[]; more: number } {
  return { shown: names.slice(0, max), more: Math.max(0, names.length - max) };
}

/** The name /me shows when the profile cannot be read: the spec's fallback. */
export const FALLBACK_NAME = 'User';
