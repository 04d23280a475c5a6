import { PREDEFINED_INTERESTS } from '../../../shared/interests';
import type { AvailabilitySlot } from '../../../shared/onboarding';

/** A demo member: every one is on example.com, flagged is_demo, and named "Demo ...". */
export interface DemoPerson {
  email: string;
  firstName: string;
  age: number;
  sex: 'male' | 'female';
  neighborhoods: string[];
  slots: AvailabilitySlot[];
  canHost: boolean;
  interests: { name: string; lookingFor: string; contribute: string }[];
  isHost: boolean;
}

const NAMES = [
  'Maya',
  'Jonah',
  'Priya',
  'Theo',
  'Amara',
  'Luca',
  'Sofia',
  'Kenji',
  'Noor',
  'Mateo',
  'Ines',
  'Omar',
  'Hana',
  'Felix',
  'Zara',
  'Diego',
  'Lena',
  'Sami',
  'Ava',
  'Ravi',
  'Chloe',
  'Idris',
  'Mina',
  'Tomas',
  'Yara',
  'Ben',
  'Leila',
  'Arjun',
  'Nina',
  'Kofi',
  'Elif',
  'Marco',
  'Sana',
  'Owen',
  'Rosa',
  'Dev',
];
const NEIGHBORHOOD_SETS = [
  ['anywhere'],
  ['downtown', 'midtown'],
  ['downtown'],
  ['west-end', 'downtown'],
  ['anywhere'],
  ['midtown', 'uptown'],
];
const ALL_SLOTS: AvailabilitySlot[] = [
  { dayOfWeek: 6, hour: 9 },
  { dayOfWeek: 6, hour: 11 },
  { dayOfWeek: 0, hour: 9 },
  { dayOfWeek: 0, hour: 11 },
];

function interestFor(name: string) {
  return {
    name,
    lookingFor: `people who enjoy ${name} and want to talk about it over coffee`,
    contribute: `a few years of ${name}, good questions and a friendly ear`,
  };
}

/** 36 demo members in six communities of shared interests; two in each community can book a venue. */
export const DEMO_PEOPLE: DemoPerson[] = NAMES.map((name, index) => {
  const community = index % 6;
  const interests = [
    PREDEFINED_INTERESTS[community * 3]!,
    PREDEFINED_INTERESTS[community * 3 + 1]!,
    PREDEFINED_INTERESTS[(index * 7) % 20]!,
  ];
  return {
    email: `demo-${name.toLowerCase()}@example.com`,
    firstName: `Demo ${name}`,
    age: 24 + ((index * 5) % 40),
    sex: index % 2 === 0 ? 'female' : 'male',
    neighborhoods: NEIGHBORHOOD_SETS[index % NEIGHBORHOOD_SETS.length]!,
    slots: index % 4 === 3 ? ALL_SLOTS.slice(0, 2) : ALL_SLOTS,
    canHost: Math.floor(index / 6) % 3 === 0,
    interests: [...new Set(interests)].map(interestFor),
    isHost: index === 1,
  };
});

/** The last of each community is new in town: they picked nobody yet, which leaves each group a place free. */
const NEW_IN_TOWN_FROM = 30;

/**
 * Demo members of one community pick each other, so groups of five form among them; a newcomer who picks demo
 * members (who return real people's picks) can take the sixth place.
 */
export function demoPicks(): { from: string; to: string; level: number }[] {
  const picks: { from: string; to: string; level: number }[] = [];
  DEMO_PEOPLE.forEach((from, i) => {
    DEMO_PEOPLE.forEach((to, j) => {
      if (i !== j && i % 6 === j % 6 && i < NEW_IN_TOWN_FROM && j < NEW_IN_TOWN_FROM)
        picks.push({ from: from.email, to: to.email, level: 2 + ((i + j) % 4) });
    });
  });
  return picks;
}
