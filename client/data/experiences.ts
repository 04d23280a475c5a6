import type { Experience } from '../../shared/experience-types';
import { apiCall } from '../api/http';
import { refreshCached } from './cache-status';
import { db } from './db';

export const EXPERIENCES_CACHE = 'experiences';
/** A settings row written with the list: the device has had an answer (an empty list is an answer too). */
const KEPT_AT = 'experiences-kept-at';

/** The experiences as the server lists them now, replacing what this device kept (a removed one goes). */
export async function keepExperiences(experiences: readonly Experience[]): Promise<void> {
  await db.transaction('rw', [db.experiences, db.settings], async () => {
    await db.experiences.clear();
    await db.experiences.bulkPut(experiences.map((experience, position) => ({ ...experience, position })));
    await db.settings.put({ key: KEPT_AT, value: new Date().toISOString() });
  });
}

/** GET /api/experiences into this device's copy; offline or refused, the copy stays (cache-status says which). */
export function refreshExperiences(): Promise<void> {
  return refreshCached(
    EXPERIENCES_CACHE,
    () => apiCall('GET /experiences', {}),
    (answer) => keepExperiences(answer.experiences),
  );
}

/** This device's copy, in the server's order, or null when it never had an answer. */
export async function keptExperiences(): Promise<Experience[] | null> {
  return db.transaction('r', [db.experiences, db.settings], async () => {
    if (!(await db.settings.get(KEPT_AT))) return null;
    const rows = await db.experiences.orderBy('position').toArray();
    return rows.map(({ position: _position, ...experience }) => experience);
  });
}
