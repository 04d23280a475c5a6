import type { Experience, ExperienceNote } from '../../../../shared/experience-types';

/**
 * Dance samples, each behind one of the spec's experience landings (danceToday, bazaDance, worldDanceCo): prices,
 * group sizes and lengths as in docs/product-rules.md#experiences-and-poetry-night (shuffle class 50, 6-12, 2-3 h; baza dance 40, 10-12, 2 h; Latin
 * workshop 120, 5-20, 3 h). Vancouver studios, addresses given as cross streets.
 */
const base = { typeId: 'dance' as const, area: 'Vancouver, BC', country: 'Canada', language: 'English' };
const notes: ExperienceNote[] = [
  { title: 'group first', text: 'The class runs only once the group is full; you pay nothing for a class that does not happen.' },
  { title: 'what to wear', text: 'Comfortable clothes and clean shoes that turn easily. No partner needed: you dance with the group.' },
];

export const DANCE_EXPERIENCES: Experience[] = [
  {
    ...base,
    id: 'dance-today-shuffle',
    title: 'shuffle dance class',
    subtitle: 'learn the running man and the T-step with a small group, then put it together to one track',
    category: 'Dance & Connection',
    price: 50,
    duration: { hours: 2, minutes: 30 },
    participants: { min: 6, max: 12 },
    location: { name: 'Dance Today studio', address: 'Main St & E 7th Ave, Vancouver, BC' },
    requiredLevel: 'Beginner',
    whatToExpect: [
      'A warm-up, then the two basic steps slowly, then faster. Halfway through the group picks the track it will dance to.',
      'The last half hour is the routine, start to finish, as many times as the group wants. Nobody films unless everyone agrees.',
    ],
    whatsIncluded: ['a 2.5-hour class with an instructor', 'water and fruit', 'the routine as a video for the group afterwards'],
    notes,
    imageGradient: 'linear-gradient(135deg, #0f172a 0%, #0e7490 55%, #22d3ee 100%)',
  },
  {
    ...base,
    id: 'baza-dance-social',
    title: 'baza dance social',
    subtitle: 'a two-hour social dance for ten to twelve: easy steps, a lot of switching partners',
    category: 'Dance & Connection',
    price: 40,
    duration: { hours: 2, minutes: 0 },
    participants: { min: 10, max: 12 },
    location: { name: 'Baza Dance hall', address: 'Commercial Dr & E 1st Ave, Vancouver, BC' },
    requiredLevel: 'Everyone welcome',
    whatToExpect: [
      'The host teaches one step every twenty minutes and the music never stops for long. Partners change with every song.',
      'By the end everyone has danced with everyone, which is the best introduction we know.',
    ],
    whatsIncluded: ['a two-hour social with a host', 'a short lesson every twenty minutes', 'tea and lemonade'],
    notes,
    imageGradient: 'linear-gradient(135deg, #4a044e 0%, #be185d 55%, #fda4af 100%)',
  },
  {
    ...base,
    id: 'world-dance-co-latin',
    title: 'latin dance workshop',
    subtitle: 'salsa and bachata basics in a three-hour workshop, then a social to try them out',
    category: 'Dance & Connection',
    price: 120,
    duration: { hours: 3, minutes: 0 },
    participants: { min: 5, max: 20 },
    location: { name: 'World Dance Co. studio', address: 'Granville St & W Broadway, Vancouver, BC' },
    requiredLevel: 'Beginner',
    whatToExpect: [
      'Two instructors take the group through salsa and bachata basics: timing, the basic step, a turn and a few combinations.',
      'The last hour is a social in the studio with music and the steps from the afternoon.',
    ],
    whatsIncluded: ['a three-hour workshop with two instructors', 'the social afterwards', 'a practice playlist'],
    notes,
    imageGradient: 'linear-gradient(135deg, #7f1d1d 0%, #ea580c 55%, #fde047 100%)',
  },
];
