import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { MemberCard } from '../../../shared/discover';
import { CURRENT, db } from '../../data/db';
import { onOutboxDone } from '../../data/outbox';
import { useRefresh } from '../../data/use-refresh';
import { refreshPreview } from './preview-refresh';

/**
 * The member's own card as saved on this device (undefined while reading, null before the first answer), refreshed
 * on open, on 'online', and once a change to the profile has reached the server.
 */
export function usePreview(): MemberCard | null | undefined {
  useRefresh(refreshPreview);
  useEffect(
    () =>
      onOutboxDone((done) => {
        if (done.kind === 'update-profile-property') void refreshPreview();
      }),
    [],
  );
  return useLiveQuery(async () => (await db.ownPreview.get(CURRENT))?.card ?? null);
}
