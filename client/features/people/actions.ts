import { readPeopleFilters, type PeopleFilters } from '../../../shared/people-filters';
import { CURRENT, db } from '../../data/db';

/** The Search Settings belong to this device only: nothing is sent (they filter what the device already has). */
export async function savePeopleFilters(filters: PeopleFilters): Promise<void> {
  await db.peopleFilters.put({ key: CURRENT, filters: readPeopleFilters(filters) });
}
