import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { db, type OwnVideoRow } from '../../data/db';
import { onOutboxDone } from '../../data/outbox';
import { useRefresh } from '../../data/use-refresh';
import { refreshOwnVideos } from './refresh';
import { countedVideos } from './video-copy';

/**
 * The member's uploaded videos as saved on this device, oldest first (undefined while reading); refreshed on open,
 * on 'online', and once an upload or a deletion has reached the server.
 */
export function useOwnVideos(): OwnVideoRow[] | undefined {
  useRefresh(refreshOwnVideos);
  useEffect(
    () =>
      onOutboxDone((done) => {
        if (done.kind === 'upload-video' || done.kind === 'delete-video') void refreshOwnVideos();
      }),
    [],
  );
  return useLiveQuery(async () => (await db.ownVideos.toArray()).sort((a, b) => a.createdAt.localeCompare(b.createdAt)));
}

/** How many of the member's videos count towards the first two (uploaded, not rejected); undefined while reading. */
export function useVideoCount(): number | undefined {
  const videos = useOwnVideos();
  return videos === undefined ? undefined : countedVideos(videos);
}
