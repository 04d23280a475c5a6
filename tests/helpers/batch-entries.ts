import type { Database } from '../../server/db/database';

/** One member shown in one viewer's batch of a week, at its place in the batch. */
export interface BatchEntry {
  viewer_id: string;
  member_id: string;
  week: string;
  position: number;
}

/**
 * Every batch's members as one row each, in order of viewer, week and place: what tests compare, read from the
 * batches' member lists (migration 0034) the same way on both engines.
 */
export async function batchEntries(db: Database): Promise<BatchEntry[]> {
  const rows = await db.all<{ viewerId: string; week: string; memberIds: string }>(
    'SELECT viewer_id AS "viewerId", week, member_ids AS "memberIds" FROM batches ORDER BY viewer_id, week',
  );
  return rows.flatMap((row) =>
    (JSON.parse(row.memberIds) as string[]).map((memberId, position) => ({
      viewer_id: row.viewerId,
      member_id: memberId,
      week: row.week,
      position,
    })),
  );
}
