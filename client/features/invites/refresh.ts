import { apiCall } from '../../api/http';
import { refreshCached } from '../../data/cache-status';
import { db } from '../../data/db';

export const INVITES = 'invites';

/** GET /api/invites/mine into the device's copy. */
export function refreshInvites(): Promise<void> {
  return refreshCached(
    INVITES,
    () => apiCall('GET /invites/mine', {}),
    (answer) =>
      db.transaction('rw', db.invites, async () => {
        await db.invites.clear();
        await db.invites.bulkPut(answer.data);
      }),
  );
}
