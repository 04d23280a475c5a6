/** Public sample experiences (spec 001 §3 'Experience', §9 prices). Prices are per person, in Canadian dollars. */
import type { Experience, ExperienceNote, ExperienceTypeId } from './experience-types';
import { DANCE_EXPERIENCES } from './dance-experiences';
import { NIGHT_OUT_EXPERIENCES } from './night-out-experiences';
import type { PoetryNightSchedule } from './poetry-night-schedule';

export type { Experience, ExperienceNote, ExperienceTypeId };

export interface ExperienceType {
  id: ExperienceTypeId;
  title: string;
  intro: string;
  /** Where the type's detail pages live: /experience/{id} or /yvr/{id}. */
  detailPath: (experienceId: string) => string;
}

export const EXPERIENCE_TYPES: Record<ExperienceTypeId, ExperienceType> = {
  'poetry-night': {
    id: 'poetry-night',
    title: 'poetry night',
    intro:
      'A small table of 8 to 12 people, a warm room in Revelstoke and an evening of reading, listening and talking. ' +
      'Bring a poem you love, one you wrote, or just your ears: nobody has to perform.',
    detailPath: (experienceId) => `/experience/${experienceId}`,
  },
  'night-out': {
    id: 'night-out',
    title: 'night out in vancouver',
    intro:
      'Go out with a small group that picked each other first. Comedy, karaoke, live music and rooftops across Vancouver, ' +
      'with a host who knows the room and a group that is full before anyone buys a ticket.',
    detailPath: (experienceId) => `/yvr/${experienceId}`,
  },
  dance: {
    id: 'dance',
    title: 'dance',
    intro:
      'Learn a dance with a small group that picked each other first: shuffle, a social dance, salsa and bachata in ' +
      'Vancouver studios. No partner needed, no experience needed.',
    detailPath: (experienceId) => `/experience/${experienceId}`,
  },
};

/** Every sample experience is in British Columbia: their evenings are counted in Vancouver's time. */
export const EXPERIENCES_TIME_ZONE = 'America/Vancouver';

/** Poetry night is a Friday evening in Revelstoke (spec 001 §9); the registration page offers the next four. */
export const POETRY_NIGHT_SCHEDULE: PoetryNightSchedule = { weekday: 5, startsAt: '7 PM', offered: 4, timeZone: 'America/Vancouver' };

const POETRY_NOTES: ExperienceNote[] = [
  { title: 'your spot', text: 'Spots are not guaranteed: the evening runs only when the table is full, and we confirm a week before.' },
  { title: 'reading is optional', text: 'About half the table usually reads. Listening closely is just as welcome.' },
];

export const EXPERIENCES: Experience[] = [
  {
    id: 'poetry-night-first-street',
    typeId: 'poetry-night',
    title: 'poetry night by the fire',
    subtitle: 'read, listen and linger over tea in downtown Revelstoke',
    category: 'Poetry & Conversation',
    price: 40,
    area: 'Revelstoke, BC',
    country: 'Canada',
    language: 'English',
    duration: { hours: 3, minutes: 0 },
    participants: { min: 8, max: 12 },
    location: {
      name: 'the back room at a First Street café',
      address: 'First St W & Mackenzie Ave, Revelstoke, BC',
      details: 'Exact door shared with the confirmed group.',
    },
    requiredLevel: 'Everyone welcome',
    whatToExpect: [
      'We start with a round of names and one line of a poem that stuck with you. Then the host opens the floor: ' +
        'people read, the table talks about what landed, and the evening finds its own pace.',
      'By the last round most people have swapped numbers with someone. That is the point.',
    ],
    whatsIncluded: [
      'a pot of tea or a hot chocolate',
      'printed poems for anyone who comes empty-handed',
      'a host who keeps the floor open',
    ],
    notes: POETRY_NOTES,
    imageGradient: 'linear-gradient(135deg, #3b0764 0%, #9d174d 55%, #f59e0b 100%)',
  },
  {
    id: 'poetry-night-winter-verses',
    typeId: 'poetry-night',
    title: 'winter verses',
    subtitle: 'an evening of snow, candlelight and poems read aloud',
    category: 'Poetry & Conversation',
    price: 40,
    area: 'Revelstoke, BC',
    country: 'Canada',
    language: 'English',
    duration: { hours: 3, minutes: 30 },
    participants: { min: 8, max: 12 },
    location: { name: 'a mountain-view lounge near Grizzly Plaza', address: 'Mackenzie Ave & 2nd St E, Revelstoke, BC' },
    requiredLevel: 'Everyone welcome',
    whatToExpect: [
      'A slower night built around winter poems. The host brings a stack of favourites, you bring yours, ' +
        'and the group spends the second half writing a few lines together.',
    ],
    whatsIncluded: ['a warm drink', 'notebooks and pens', 'a printed copy of the poem the group writes'],
    notes: POETRY_NOTES,
    imageGradient: 'linear-gradient(135deg, #0c4a6e 0%, #4338ca 50%, #c084fc 100%)',
  },
  {
    id: 'poetry-night-open-mic',
    typeId: 'poetry-night',
    title: 'small open mic',
    subtitle: 'five minutes each, twelve people, zero pressure',
    category: 'Poetry & Conversation',
    price: 40,
    area: 'Revelstoke, BC',
    country: 'Canada',
    language: 'English',
    duration: { hours: 4, minutes: 0 },
    participants: { min: 8, max: 12 },
    location: { name: 'a community hall studio', address: 'Victoria Rd & Campbell Ave, Revelstoke, BC' },
    requiredLevel: 'Some reading experience helps',
    whatToExpect: [
      'Everyone who wants to gets five minutes at the mic, in an order drawn from a hat. Between sets the group ' +
        'breaks into pairs to talk about what they heard.',
    ],
    whatsIncluded: ['a drink of your choice', 'a microphone and a kind audience', 'snacks at the break'],
    notes: POETRY_NOTES,
    imageGradient: 'linear-gradient(135deg, #7c2d12 0%, #be123c 50%, #fb7185 100%)',
  },
  ...NIGHT_OUT_EXPERIENCES,
  ...DANCE_EXPERIENCES,
];

export function findExperience(id: string): Experience | undefined {
  return EXPERIENCES.find((experience) => experience.id === id);
}

export function experiencesOfType(typeId: ExperienceTypeId): Experience[] {
  return EXPERIENCES.filter((experience) => experience.typeId === typeId);
}

/** '3 hours', '3.5 hours', '2 hours 20 minutes', '45 minutes'. */
export function formatDuration({ hours, minutes }: Experience['duration']): string {
  if (minutes === 30 && hours > 0) return `${hours}.5 hours`;
  const hourText = hours > 0 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '';
  const minuteText = minutes > 0 ? `${minutes} minutes` : '';
  return [hourText, minuteText].filter(Boolean).join(' ');
}
