import { apiCall } from '../../api/http';
import { refreshCached } from '../../data/cache-status';
import { db } from '../../data/db';

export const ROADMAPS_CACHE = 'roadmaps';

/**
 * GET /api/users/currentUser's roadmaps map into the device's completions. Only adds: completions are never
 * reverted, and the ones made here whose change is still sending stay as they are.
 */
export function refreshRoadmaps(): Promise<void> {
  return refreshCached(
    ROADMAPS_CACHE,
    () => apiCall('GET /users/currentUser', {}),
    (user) =>
      db.transaction('rw', db.roadmapCompletions, async () => {
        const known = new Set((await db.roadmapCompletions.toArray()).map((row) => `${row.roadmapId}/${row.stepId}`));
        const now = Date.now();
        const rows = Object.entries(user.roadmaps).flatMap(([roadmapId, steps]) =>
          steps.filter((stepId) => !known.has(`${roadmapId}/${stepId}`)).map((stepId) => ({ roadmapId, stepId, completedAt: now })),
        );
        await db.roadmapCompletions.bulkAdd(rows);
      }),
  );
}
