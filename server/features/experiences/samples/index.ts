import type { Experience } from '../../../../shared/experience-types';
import { DANCE_EXPERIENCES } from './dance';
import { NIGHT_OUT_EXPERIENCES } from './night-out';
import { POETRY_NIGHT_EXPERIENCES } from './poetry-night';

/** The spec's sample experiences, in list order: what an empty experiences table starts with. */
export const SAMPLE_EXPERIENCES: readonly Experience[] = [...POETRY_NIGHT_EXPERIENCES, ...NIGHT_OUT_EXPERIENCES, ...DANCE_EXPERIENCES];
