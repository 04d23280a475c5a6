/**
 * The experience landings (docs/product-rules.md#experiences-and-poetry-night "Experience landing": poetryNight, danceToday, bazaDance, worldDanceCo; any
 * other experience gets the default landing with its own name): hero, description, host, price, duration, language,
 * capacity, a location link, the comparison with generic events and the how-it-works steps. Each landing is for one
 * experience of the samples (shared/experiences.ts), which "Count me in!" registers for.
 */
import type { GroupSizeRange } from './group-size';

export const LANDING_IDS = ['poetryNight', 'danceToday', 'bazaDance', 'worldDanceCo'] as const;
export type LandingId = (typeof LANDING_IDS)[number];

export interface ExperienceLanding {
  id: LandingId;
  /** The sample experience this landing is for. */
  experienceId: string;
  hero: { title: string; description: string; background: string };
  description: string[];
  price: { currency: string; amount: number };
  capacity: GroupSizeRange;
  duration: string;
  language: string;
  host: { name: string; title: string };
  location: { name: string; mapLink: string };
  cta: string;
}

const map = (query: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;

export const LANDINGS: Record<LandingId, ExperienceLanding> = {
  poetryNight: {
    id: 'poetryNight',
    experienceId: 'poetry-night-first-street',
    hero: {
      title: 'poetry night in Revelstoke',
      description: 'A small table, a warm room and an evening of reading, listening and talking with people who picked each other.',
      background: 'linear-gradient(135deg, #3b0764 0%, #9d174d 55%, #f59e0b 100%)',
    },
    description: [
      'Eight to twelve people around one table on a Friday evening. Bring a poem you love, one you wrote, or just your ears.',
      'The host opens the floor, people read, and the table talks about what landed. Nobody has to perform.',
    ],
    price: { currency: 'CAD', amount: 40 },
    capacity: { min: 8, max: 12 },
    duration: '3-4 hours',
    language: 'English',
    host: { name: 'Mara', title: 'poet and bookseller, hosting since 2019' },
    location: { name: 'First Street, Revelstoke', mapLink: map('First St W, Revelstoke, BC') },
    cta: 'Count me in!',
  },
  danceToday: {
    id: 'danceToday',
    experienceId: 'dance-today-shuffle',
    hero: {
      title: 'shuffle dance with Dance Today',
      description: 'Learn the running man and the T-step with a small group, then dance one routine together.',
      background: 'linear-gradient(135deg, #0f172a 0%, #0e7490 55%, #22d3ee 100%)',
    },
    description: [
      'A beginner class for six to twelve people who picked each other first. No partner and no experience needed.',
      'Two and a half hours: the basic steps slowly, then faster, then a routine to a track the group chooses.',
    ],
    price: { currency: 'CAD', amount: 50 },
    capacity: { min: 6, max: 12 },
    duration: '2-3 hours',
    language: 'English',
    host: { name: 'Dance Today', title: 'a Main Street studio teaching street styles' },
    location: { name: 'Main St & E 7th Ave, Vancouver', mapLink: map('Main St & E 7th Ave, Vancouver, BC') },
    cta: 'Count me in!',
  },
  bazaDance: {
    id: 'bazaDance',
    experienceId: 'baza-dance-social',
    hero: {
      title: 'a baza dance social',
      description: 'Two hours of easy steps and switching partners: by the end you have danced with everyone.',
      background: 'linear-gradient(135deg, #4a044e 0%, #be185d 55%, #fda4af 100%)',
    },
    description: [
      'Ten to twelve people, a host who teaches one step every twenty minutes, and music that never stops for long.',
      'Partners change with every song, which is the best introduction we know.',
    ],
    price: { currency: 'CAD', amount: 40 },
    capacity: { min: 10, max: 12 },
    duration: '2 hours',
    language: 'English',
    host: { name: 'Baza Dance', title: 'social dances on Commercial Drive' },
    location: { name: 'Commercial Dr & E 1st Ave, Vancouver', mapLink: map('Commercial Dr & E 1st Ave, Vancouver, BC') },
    cta: 'Count me in!',
  },
  worldDanceCo: {
    id: 'worldDanceCo',
    experienceId: 'world-dance-co-latin',
    hero: {
      title: 'latin dance with World Dance Co.',
      description: 'Salsa and bachata basics in an afternoon workshop, then a social to try them out.',
      background: 'linear-gradient(135deg, #7f1d1d 0%, #ea580c 55%, #fde047 100%)',
    },
    description: [
      'Five to twenty people and two instructors: timing, the basic step, a turn and a few combinations of each dance.',
      'The last hour is a social in the studio with the steps from the afternoon.',
    ],
    price: { currency: 'CAD', amount: 120 },
    capacity: { min: 5, max: 20 },
    duration: '3 hours',
    language: 'English',
    host: { name: 'World Dance Co.', title: 'Latin dance teachers on Granville Street' },
    location: { name: 'Granville St & W Broadway, Vancouver', mapLink: map('Granville St & W Broadway, Vancouver, BC') },
    cta: 'Count me in!',
  },
};

export function findLanding(id: string): ExperienceLanding | undefined {
  return (LANDING_IDS as readonly string[]).includes(id) ? LANDINGS[id as LandingId] : undefined;
}

/** The landing's comparison table: this product's experiences against generic events, row by row. */
export const COMPARISON: readonly { topic: string; ours: string; generic: string }[] = [
  { topic: 'who you meet', ours: 'people you and they picked first, privately', generic: 'whoever bought a ticket' },
  { topic: 'group size', ours: 'a small group, the same people all evening', generic: 'a crowd you may never see again' },
  { topic: 'when it happens', ours: 'only once the group is full', generic: 'on a date, full or not' },
  { topic: 'what you pay', ours: 'nothing until your group is confirmed', generic: 'up front, refunds rarely' },
  { topic: 'arriving alone', ours: 'everyone arrives to a group expecting them', generic: 'you find your own way in' },
];

/** The landing's how-it-works steps (docs/product-rules.md#experiences-and-poetry-night: explore event, set availability, show curiosity, wait for group, experience). */
export const HOW_IT_WORKS: readonly { title: string; text: string }[] = [
  { title: 'explore the event', text: 'Read what the evening is, who hosts it and what it costs.' },
  { title: 'set your availability', text: 'Pick every evening you could make: more evenings, better odds.' },
  { title: 'show your curiosity', text: 'Say what you would enjoy and browse the people who signed up, privately.' },
  { title: 'wait for your group', text: 'We put a group together from mutual picks and tell you about 7 days before.' },
  { title: 'have the experience', text: 'Meet your group, enjoy the evening, and say privately who you would meet again.' },
];
