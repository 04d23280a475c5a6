import { useLiveQuery } from 'dexie-react-hooks';
import type { GroupView } from '../../../shared/groups';
import { CURRENT, db } from '../../data/db';

/** The current group as saved on this device: undefined while reading or before the first answer, else the group or null. */
export function useCurrentGroup(): { group: GroupView | null; saved: boolean } | undefined {
  return useLiveQuery(async () => {
    const row = await db.currentGroup.get(CURRENT);
    return { group: row?.group ?? null, saved: row !== undefined };
  });
}
