import { useLiveQuery } from 'dexie-react-hooks';
import { NO_PREFERENCES, type PrivatePreferences } from '../../../shared/private-preferences';
import { CURRENT, db } from '../../data/db';

/**
 * The member's private preferences as saved on this device: undefined while reading, null before the first answer.
 * A row saved before the discovery preference was kept reads as not set there.
 */
export function usePrivatePreferences(): PrivatePreferences | null | undefined {
  return useLiveQuery(async () => {
    const row = await db.privatePreferences.get(CURRENT);
    return row ? { ...NO_PREFERENCES, ...row.preferences } : null;
  });
}
