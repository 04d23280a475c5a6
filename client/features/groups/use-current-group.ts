import { useLiveQuery } from 'dexie-react-hooks';
import type { GroupView } from '../../../shared/groups';
import type { WeekOutcome } from '../../../shared/week-outcome';
import { CURRENT, db } from '../../data/db';

export interface SavedGroup {
  group: GroupView | null;
  /** Where the member's week stands, as the server decided it (null before it said). */
  outcome: WeekOutcome | null;
  /** Whether the server has answered once on this device. */
  saved: boolean;
}

/** The current group and the week's outcome as saved on this device; undefined while reading. */
export function useCurrentGroup(): SavedGroup | undefined {
  return useLiveQuery(async () => {
    const row = await db.currentGroup.get(CURRENT);
    return { group: row?.group ?? null, outcome: row?.outcome ?? null, saved: row !== undefined };
  });
}
