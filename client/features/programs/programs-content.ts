/** The third brand's multi-week programs in Toronto (docs/product-rules.md#public-pages). Prices are per session, in dollars. */
import type { GroupSizeRange } from '../../../shared/group-size';

export const PROGRAM_IDS = [
  'partner-dance',
  'solo-dance',
  'cooking-series',
  'pottery',
  'movement-trust',
  'communication-performance',
  'art-making',
  'ai-future-skills',
] as const;

export type ProgramId = (typeof PROGRAM_IDS)[number];

export interface Program {
  id: ProgramId;
  title: string;
  subtitle: string;
  weeks: number;
  sessionMinutes: number;
  groupSize: GroupSizeRange;
  pricePerSession: number;
  /** The card's background: a CSS gradient, so no image has to load. */
  gradient: string;
  /** Ways into the same program, e.g. salsa or bachata; a group follows one track. */
  tracks?: string[];
  summary: string;
  /** One line per week; its length equals `weeks`. */
  weekByWeek: string[];
  schedule: string;
  host: { name: string; bio: string };
}

export const PROGRAMS: Program[] = [
  {
    id: 'partner-dance',
    title: 'partner dance',
    subtitle: 'from first steps to a real social dance, with the same partners each week',
    weeks: 6,
    sessionMinutes: 90,
    groupSize: { min: 8, max: 12 },
    pricePerSession: 45,
    gradient: 'linear-gradient(135deg, #9f1239 0%, #e11d48 50%, #fb923c 100%)',
    tracks: ['salsa', 'bachata', 'west coast swing'],
    summary:
      'Learn to lead, follow and laugh at your own missteps with a group that stays together for six weeks. No partner needed: we rotate.',
    weekByWeek: [
      'basic step, timing and finding the one',
      'turns and how to signal them',
      'your first combination',
      'styling and musicality',
      'social dancing: switching partners',
      'a night out at a real social, together',
    ],
    schedule: 'Wednesdays, 7:00-8:30 PM, in a Queen West studio',
    host: { name: 'Camila', bio: 'Has taught salsa and bachata in Toronto for nine years and still remembers how awkward week one feels.' },
  },
  {
    id: 'solo-dance',
    title: 'solo dance',
    subtitle: 'move to music you love, no partner and no mirror anxiety',
    weeks: 4,
    sessionMinutes: 75,
    groupSize: { min: 8, max: 12 },
    pricePerSession: 45,
    gradient: 'linear-gradient(135deg, #4c1d95 0%, #7c3aed 50%, #f472b6 100%)',
    tracks: ['hip hop', 'afrobeats', 'contemporary'],
    summary:
      'A four-week crash course in moving with confidence. Each week builds one piece of a short routine you perform for the group, and only the group.',
    weekByWeek: [
      'grooves and warming up without feeling silly',
      'footwork and the first eight counts',
      'the full routine, slowly',
      'run it, film it if you want, celebrate',
    ],
    schedule: 'Mondays, 7:30-8:45 PM, near Ossington station',
    host: { name: 'Jordan', bio: 'Choreographer and community class teacher who believes everyone has a groove buried somewhere.' },
  },
  {
    id: 'cooking-series',
    title: 'the cooking series',
    subtitle: 'cook a full meal together each week, then sit down and eat it',
    weeks: 5,
    sessionMinutes: 150,
    groupSize: { min: 6, max: 8 },
    pricePerSession: 95,
    gradient: 'linear-gradient(135deg, #7c2d12 0%, #c2410c 50%, #facc15 100%)',
    tracks: ['weeknight italian', 'dumplings and noodles', 'plant-forward'],
    summary:
      'Small stations, real knives and a shared table. Ingredients are included, and you leave each week with a recipe you can actually repeat.',
    weekByWeek: [
      'knife skills and a one-pan dinner',
      'doughs, wrappers and fresh pasta',
      'sauces that carry a meal',
      'cooking for a crowd on a budget',
      'the group plans and cooks a feast',
    ],
    schedule: 'Thursdays, 6:30-9:00 PM, in a shared kitchen in Leslieville',
    host: {
      name: 'Priya',
      bio: 'Former line cook who now runs supper clubs and teaches people that cooking for others is a love language.',
    },
  },
  {
    id: 'pottery',
    title: 'pottery circle',
    subtitle: 'six weeks at the wheel, and a shelf of things you made',
    weeks: 6,
    sessionMinutes: 120,
    groupSize: { min: 6, max: 8 },
    pricePerSession: 75,
    gradient: 'linear-gradient(135deg, #78350f 0%, #b45309 50%, #fcd34d 100%)',
    summary: 'Clay, glaze and firing included. The circle stays the same all six weeks, so by the end you know whose mugs are whose.',
    weekByWeek: [
      'centring and your first cylinder',
      'bowls and trimming',
      'handles, mugs and attaching pieces',
      'hand-building a plate',
      'glazing everything you kept',
      'pick-up night: the kiln reveal',
    ],
    schedule: 'Saturdays, 10:00 AM-12:00 PM, in a Junction studio',
    host: { name: 'Hana', bio: 'Studio potter who has taught hundreds of first-timers to centre clay and to forgive the wobbly ones.' },
  },
  {
    id: 'movement-trust',
    title: 'movement and trust',
    subtitle: 'partner balance, lifts and play, built on consent and care',
    weeks: 4,
    sessionMinutes: 90,
    groupSize: { min: 8, max: 12 },
    pricePerSession: 50,
    gradient: 'linear-gradient(135deg, #134e4a 0%, #0f766e 50%, #5eead4 100%)',
    summary:
      'Part acro-yoga, part contact improvisation, all at your pace. You learn to give and take weight, to ask and to say no, with people you will trust by week four.',
    weekByWeek: [
      'grounding, breath and saying yes or no',
      'sharing weight and simple balances',
      'flying and basing, spotted',
      'a flow the whole group builds',
    ],
    schedule: 'Sundays, 2:00-3:30 PM, in a movement studio near Christie Pits',
    host: { name: 'Sam', bio: 'Movement teacher trained in contact improvisation and acro, careful about consent and big on laughter.' },
  },
  {
    id: 'communication-performance',
    title: 'improv and storytelling',
    subtitle: 'say yes, think on your feet and tell a story people remember',
    weeks: 6,
    sessionMinutes: 120,
    groupSize: { min: 8, max: 12 },
    pricePerSession: 55,
    gradient: 'linear-gradient(135deg, #1e3a8a 0%, #2563eb 50%, #38bdf8 100%)',
    tracks: ['improv', 'storytelling', 'public speaking'],
    summary:
      'Games that get you out of your head, then tools you will use at work and at dinner parties. It ends with a friendly show for friends, if the group wants one.',
    weekByWeek: [
      'yes, and: listening as a skill',
      'characters and status',
      'building a scene together',
      'the shape of a good story',
      'telling it out loud, with feedback',
      'a small show or a story night, the group decides',
    ],
    schedule: 'Tuesdays, 7:00-9:00 PM, in a black-box theatre near Bathurst',
    host: {
      name: 'Theo',
      bio: 'Improviser and former teacher who has watched a lot of shy people become the funniest person in the room.',
    },
  },
  {
    id: 'art-making',
    title: 'art studio',
    subtitle: 'a standing date with paint, paper and good company',
    weeks: 5,
    sessionMinutes: 150,
    groupSize: { min: 6, max: 8 },
    pricePerSession: 65,
    gradient: 'linear-gradient(135deg, #831843 0%, #be185d 45%, #a78bfa 100%)',
    tracks: ['watercolour', 'figure drawing', 'collage'],
    summary:
      'Materials included. Each week starts with a short demonstration and ends with a relaxed look at what everyone made, no critique unless you ask.',
    weekByWeek: [
      'looking closely: warm-up sketches',
      'colour, light and mixing',
      'working from a reference',
      'a bigger piece over the session',
      'a small group exhibition with snacks',
    ],
    schedule: 'Sundays, 1:00-3:30 PM, in a shared studio in Kensington Market',
    host: { name: 'Inés', bio: 'Illustrator and art educator who brings too many supplies so nobody has to buy any.' },
  },
  {
    id: 'ai-future-skills',
    title: 'ai and future skills',
    subtitle: 'hands-on ai for your work and life, in a small room with real humans',
    weeks: 4,
    sessionMinutes: 120,
    groupSize: { min: 6, max: 8 },
    pricePerSession: 120,
    gradient: 'linear-gradient(135deg, #0f172a 0%, #334155 45%, #22d3ee 100%)',
    summary:
      'Bring a laptop and a real problem. Over four weeks the group learns to use ai assistants well, to check their work, and to automate one thing each person actually does.',
    weekByWeek: [
      'what these tools are good and bad at',
      'prompting for writing, research and planning',
      'checking answers and keeping data private',
      'everyone builds and demos one small automation',
    ],
    schedule: 'Wednesdays, 6:30-8:30 PM, in a co-working space near King and Spadina',
    host: {
      name: 'Devon',
      bio: 'Software engineer who teaches non-technical people to get real work done with ai, and to know when not to.',
    },
  },
];

export function findProgram(id: string): Program | undefined {
  return PROGRAMS.find((program) => program.id === id);
}
