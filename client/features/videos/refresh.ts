import { apiCall } from '../../api/http';
import { refreshCached } from '../../data/cache-status';
import { db } from '../../data/db';
import { waitingPayloads } from '../../data/use-waiting-changes';

export const OWN_VIDEOS = 'own-videos';

/** GET /api/videos/mine into the device's copy, leaving out videos whose deletion is still waiting in the outbox. */
export function refreshOwnVideos(): Promise<void> {
  return refreshCached(
    OWN_VIDEOS,
    () => apiCall('GET /videos/mine', {}),
    (answer) =>
      db.transaction('rw', [db.ownVideos, db.outbox], async () => {
        const deleting = new Set((await waitingPayloads('delete-video')).map((payload) => payload.videoId));
        await db.ownVideos.clear();
        await db.ownVideos.bulkPut(answer.data.filter((video) => !deleting.has(video.id)));
      }),
  );
}
