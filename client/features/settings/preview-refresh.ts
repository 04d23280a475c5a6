import type { MemberCard } from '../../../shared/discover';
import { apiCall } from '../../api/http';
import { refreshCached } from '../../data/cache-status';
import { CURRENT, db } from '../../data/db';

export const PREVIEW = 'own-preview';

/** GET /api/profiles/preview into the device's copy, so the preview opens offline. */
export function refreshPreview(): Promise<void> {
  return refreshCached(
    PREVIEW,
    () => apiCall('GET /profiles/preview', {}),
    (card: MemberCard) => db.ownPreview.put({ key: CURRENT, card, fetchedAt: Date.now() }).then(() => undefined),
  );
}
