import { useLiveQuery } from 'dexie-react-hooks';
import type { CycleWeek } from '../../../shared/discover';
import { CURRENT, db, type BatchCardRow } from '../../data/db';

export interface SavedBatch {
  cards: BatchCardRow[];
  /** null until the server has answered once on this device. */
  week: CycleWeek | null;
}

/** This week's batch as saved on this device, in the server's order; undefined while it is being read. */
export function useBatch(): SavedBatch | undefined {
  return useLiveQuery(async () => ({
    cards: await db.batchCards.orderBy('position').toArray(),
    week: (await db.batchWeek.get(CURRENT))?.week ?? null,
  }));
}
