import { useLiveQuery } from 'dexie-react-hooks';
import { NO_FILTERS, readFilters, type DiscoverFilters } from '../../../shared/discover-filters';
import { CURRENT, db } from '../../data/db';

/** The browse filters saved on this device (no filters until some are applied). */
export function useFilters(): DiscoverFilters {
  return useLiveQuery(async () => readFilters((await db.discoverFilters.get(CURRENT))?.filters), [], NO_FILTERS);
}
