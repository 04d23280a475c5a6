import { useLiveQuery } from 'dexie-react-hooks';
import type { Experience } from '../../../shared/experience-types';
import { useCacheState } from '../../data/cache-status';
import { EXPERIENCES_CACHE, keptExperiences, refreshExperiences } from '../../data/experiences';
import { useRefresh } from '../../data/use-refresh';

/**
 * The experiences, from the server (GET /api/experiences) through this device's copy, so the pages open offline.
 * 'loading' until there is something to show; 'unavailable' when this device has none and the server cannot be
 * reached (or refused); 'ready' otherwise, with the list (empty only when the server has none).
 */
export type ExperiencesState =
  | { status: 'loading' }
  | { status: 'unavailable'; message: string }
  | { status: 'ready'; experiences: Experience[] };

export const EXPERIENCES_UNAVAILABLE =
  'The experiences could not be loaded: this device has no saved copy yet and the server cannot be reached. Try again when you are online.';

export function useExperiences(): ExperiencesState {
  useRefresh(refreshExperiences);
  // undefined: still reading this device; null: it never had the list.
  const kept = useLiveQuery(keptExperiences);
  const cache = useCacheState(EXPERIENCES_CACHE);
  if (kept) return { status: 'ready', experiences: kept };
  if (kept === undefined || cache.status === 'unknown' || cache.status === 'fresh') return { status: 'loading' };
  return { status: 'unavailable', message: cache.status === 'failed' ? cache.message : EXPERIENCES_UNAVAILABLE };
}

/** One experience by id from the same list: undefined while loading, null when there is no such experience. */
export function useExperience(id: string): { state: ExperiencesState; experience: Experience | null | undefined } {
  const state = useExperiences();
  if (state.status !== 'ready') return { state, experience: undefined };
  return { state, experience: state.experiences.find((experience) => experience.id === id) ?? null };
}
