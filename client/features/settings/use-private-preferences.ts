import { useLiveQuery } from 'dexie-react-hooks';
import type { PrivatePreferences } from '../../../shared/private-preferences';
import { CURRENT, db } from '../../data/db';

/** The member's private preferences as saved on this device: undefined while reading, null before the first answer. */
export function usePrivatePreferences(): PrivatePreferences | null | undefined {
  return useLiveQuery(async () => (await db.privatePreferences.get(CURRENT))?.preferences ?? null);
}
