import type { Experience, ExperienceNote } from '../../../../shared/experience-types';

/** Poetry night samples (docs/product-rules.md#experiences-and-poetry-night: 40 CAD, 8-12 people, 3-4 hours), in Revelstoke. */
const POETRY_NOTES: ExperienceNote[] = [
  { title: 'your spot', text: 'Spots are not guaranteed: the evening runs only when the table is full, and we confirm a week before.' },
  { title: 'reading is optional', text: 'About half the table usually reads. Listening closely is just as welcome.' },
];

export const POETRY_NIGHT_EXPERIENCES: Experience[] = [
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
];
