/**
 * Experience types and what every screen shows of an experience (docs/product-rules.md#experiences-and-poetry-night). The experiences themselves
 * are in the database (GET /api/experiences); the spec's samples it starts with are in server/features/experiences/samples.
 */
import type { Experience, ExperienceNote, ExperienceTypeId } from './experience-types';
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

/** Poetry night is a Friday evening in Revelstoke (docs/product-rules.md#experiences-and-poetry-night); the registration page offers the next four. */
export const POETRY_NIGHT_SCHEDULE: PoetryNightSchedule = { weekday: 5, startsAt: '7 PM', offered: 4, timeZone: 'America/Vancouver' };

export function experiencesOfType(experiences: readonly Experience[], typeId: ExperienceTypeId): Experience[] {
  return experiences.filter((experience) => experience.typeId === typeId);
}

/** An experience's required level in words: a stored "None" (the samples' word) reads "no experience needed". */
export function formatRequiredLevel(level: string): string {
  return level.replace(/^none\b/i, 'no experience needed');
}

/** '3 hours', '3.5 hours', '2 hours 20 minutes', '45 minutes'. */
export function formatDuration({ hours, minutes }: Experience['duration']): string {
  if (minutes === 30 && hours > 0) return `${hours}.5 hours`;
  const hourText = hours > 0 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '';
  const minuteText = minutes > 0 ? `${minutes} minutes` : '';
  return [hourText, minuteText].filter(Boolean).join(' ');
}
