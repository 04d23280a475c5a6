import { useLiveQuery } from 'dexie-react-hooks';
import { NO_PEOPLE_FILTERS, type PeopleFilters, readPeopleFilters } from '../../../shared/people-filters';
import { CURRENT, db } from '../../data/db';

/** The Search Settings saved on this device; undefined while reading, no filters until some are saved. */
export function usePeopleFilters(): PeopleFilters | undefined {
  return useLiveQuery(async () => {
    const row = await db.peopleFilters.get(CURRENT);
    return row ? readPeopleFilters(row.filters) : NO_PEOPLE_FILTERS;
  });
}
