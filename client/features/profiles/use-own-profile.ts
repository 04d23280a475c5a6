import { useLiveQuery } from 'dexie-react-hooks';
import { CURRENT, db, type OwnProfileView } from '../../data/db';

/** The member's own profile as saved on this device: undefined while reading, null before the first answer. */
export function useOwnProfile(): OwnProfileView | null | undefined {
  return useLiveQuery(async () => (await db.ownProfile.get(CURRENT))?.profile ?? null);
}
