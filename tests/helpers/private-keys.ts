/** Keys that would tell someone about picks or private preferences: none may reach anyone but their owner. */
export const PRIVATE_KEYS = [
  'level',
  'picks',
  'pickedBy',
  'pickedYou',
  'mutual',
  'mutuals',
  'preferredSex',
  'minIdealAge',
  'maxIdealAge',
  'relationshipStatus',
  'discoveryPreference',
  'discoveryPreferenceOther',
  'userId',
  'email',
];

/** Every key of a JSON value, however deep. */
export function keysOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      found.add(key);
      keysOf(inner, found);
    }
  }
  return found;
}
