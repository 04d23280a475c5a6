import type { PeopleFilters } from '../../../shared/people-filters';

const SEX_LABELS = { any: 'everyone', male: 'men', female: 'women' } as const;

/** One line saying whom the list shows, e.g. "women, aged 25 to 40". */
export function filtersSummary({ sex, ageMin, ageMax }: PeopleFilters): string {
  const who = SEX_LABELS[sex];
  if (ageMin !== null && ageMax !== null) return `${who}, aged ${ageMin} to ${ageMax}`;
  if (ageMin !== null) return `${who}, aged ${ageMin} or older`;
  if (ageMax !== null) return `${who}, aged ${ageMax} or younger`;
  return `${who}, any age`;
}
