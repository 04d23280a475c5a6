import { useEffect } from 'react';
import type { ProfileCreated } from '../../../shared/profiles';
import { CURRENT, db } from '../../data/db';
import { onOutboxDone } from '../../data/outbox';
import { refreshOwnProfile } from './own-profile';

/**
 * Once a new photo has reached the server (in this tab, another, or the service worker), the saved profile takes its
 * URL from the answer at once; then it is read again, after any read already on its way, which may have left before
 * the photo arrived.
 */
export function usePhotoSync(): void {
  useEffect(
    () =>
      onOutboxDone((done) => {
        if (done.kind !== 'update-profile-photo') return;
        const photoUrl = (done.body as ProfileCreated | null)?.profile?.photoUrl;
        const saved = photoUrl ? db.ownProfile.update(CURRENT, { 'profile.photoUrl': photoUrl }) : Promise.resolve(0);
        void saved.then(() => refreshOwnProfile()).then(() => refreshOwnProfile());
      }),
    [],
  );
}
