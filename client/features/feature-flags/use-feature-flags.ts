import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { FeatureFlags } from '../../../shared/feature-flags';
import { apiCall, NetworkError } from '../../api/http';
import { db } from '../../data/db';
import { decodeSetting, encodeSetting, settings } from '../../data/settings';

/** When the server has never answered on this device and cannot be reached: the spec's defaults (spec 001 §1). */
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

/**
 * The installation's switches (GET /api/features): the device's saved copy at once, refreshed on open and on
 * 'online'; null until one of them is known (the defaults once the server proves unreachable with nothing saved).
 */
export function useFeatureFlags(): FeatureFlags | null {
  const saved = useLiveQuery(async () => readSaved((await db.settings.get(FLAGS.key))?.value));
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    let current = true;
    const load = () =>
      apiCall('GET /features', {}).then(
        (answer) => db.settings.put({ key: FLAGS.key, value: encodeSetting(FLAGS, answer) }),
        (error: unknown) => {
          if (current && error instanceof NetworkError) setUnreachable(true);
          console.warn('could not read the feature switches', error);
        },
      );
    void load();
    window.addEventListener('online', load);
    return () => {
      current = false;
      window.removeEventListener('online', load);
    };
  }, []);
  if (saved === undefined) return null;
  return saved ?? (unreachable ? DEFAULT_FLAGS : null);
}
