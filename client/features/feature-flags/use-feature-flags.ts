import { useLiveQuery } from 'dexie-react-hooks';
import type { FeatureFlags } from '../../../shared/feature-flags';
import { apiCall } from '../../api/http';
import { refreshCached, useCacheState } from '../../data/cache-status';
import { db } from '../../data/db';
import { decodeSetting, encodeSetting, settings } from '../../data/settings';
import { useRefresh } from '../../data/use-refresh';

/** When the server has never answered on this device and cannot be reached: the defaults (docs/product-rules.md#feature-flags). */
export const DEFAULT_FLAGS: FeatureFlags = {
  requireInviteCode: false,
  peopleBrowsing: false,
  availability: false,
  experiences: false,
  discoverOpensAt: null,
};

/** The settings row keeping the last answer, so screens behind a switch open offline as they were. */
const FLAGS = settings.featureFlags;

function readSaved(value: string | undefined): FeatureFlags | null {
  const saved = decodeSetting(FLAGS, value);
  return saved && { ...DEFAULT_FLAGS, ...saved };
}

function refreshFlags(): Promise<void> {
  return refreshCached(
    FLAGS.key,
    () => apiCall('GET /features', {}),
    (answer) => db.settings.put({ key: FLAGS.key, value: encodeSetting(FLAGS, answer) }).then(() => undefined),
  );
}

/**
 * The installation's switches (GET /api/features): the device's saved copy at once, refreshed on open and on
 * 'online'; null until one of them is known (the defaults once the server proves unreachable with nothing saved).
 */
export function useFeatureFlags(): FeatureFlags | null {
  useRefresh(refreshFlags);
  const saved = useLiveQuery(async () => readSaved((await db.settings.get(FLAGS.key))?.value));
  const unreachable = useCacheState(FLAGS.key).status === 'offline';
  if (saved === undefined) return null;
  return saved ?? (unreachable ? DEFAULT_FLAGS : null);
}
