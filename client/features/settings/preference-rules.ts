import type { PrivatePreferences } from '../../../shared/private-preferences';

type PreferredSex = PrivatePreferences['preferredSex'];

/** "Interested in" after ticking or unticking one option: "anyone" stands alone, men and women go together. */
export function toggledPreferredSex(current: PreferredSex, option: PreferredSex[number]): PreferredSex {
  if (current.includes(option)) return current.filter((value) => value !== option);
  if (option === 'any') return ['any'];
  return [...current.filter((value) => value !== 'any'), option];
}
