import type { Database } from '../../server/db/database';
import { discoverRepo } from '../../server/features/discover/repo';

/** One viewer's batch of a week: the members shown, in their order. */
export interface StoredBatch {
  viewerId: string;
  week: string;
  city: string;
  createdAt: string;
  memberIds: string[];
}

/** One member shown in one viewer's batch of a week, at its place in the batch. */
export interface BatchEntry {
  viewer_id: string;
  member_id: string;
  week: string;
  position: number;
}

/**
 * Every stored batch, of every week and city, in order of viewer and week: what tests count and compare, read from
 * the batches' member lists (migration 0034) the same way on both engines.
 */
export async function storedBatches(db: Database): Promise<StoredBatch[]> {
  return discoverRepo(db).everyBatch();
}

/** Every batch's members as one row each, in order of viewer, week and place. */
export async function batchEntries(db: Database): Promise<BatchEntry[]> {
  return (await storedBatches(db)).flatMap((batch) =>
    batch.memberIds.map((memberId, position) => ({ viewer_id: batch.viewerId, member_id: memberId, week: batch.week, position })),
  );
}
