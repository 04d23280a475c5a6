/**
 * Keys that would tell someone about picks, private preferences or a video's review (pending, rejected, the
 * reviewer's reason): none may reach anyone but their owner (and, for reviews, the admins who make them).
 */
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
  'reviewStatus',
  'reviewReason',
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
