import { useLiveQuery } from 'dexie-react-hooks';
import type { CycleWeek } from '../../../shared/discover';
import { CURRENT, db, type BatchCardRow } from '../../data/db';

export interface SavedBatch {
  cards: BatchCardRow[];
  /** null until the server has answered once on this device. */
  week: CycleWeek | null;
  /** False while the server is still making this member's batch of the released week: no cards yet, not none. */
  ready: boolean;
}

/** This week's batch as saved on this device, in the server's order; undefined while it is being read. */
export function useBatch(): SavedBatch | undefined {
  return useLiveQuery(async () => {
    const saved = await db.batchWeek.get(CURRENT);
    return { cards: await db.batchCards.orderBy('position').toArray(), week: saved?.week ?? null, ready: saved?.ready ?? true };
  });
}
