import { useEffect, useState } from 'react';
import type { FeatureFlags } from '../../../shared/feature-flags';
import { apiCall } from '../../api/http';

/** Until the server answers (or when it cannot be reached), the spec's defaults (spec 001 §1). */
export const DEFAULT_FLAGS: FeatureFlags = { requireInviteCode: false };

/** The installation's switches (GET /api/features); null until the first answer. */
export function useFeatureFlags(): FeatureFlags | null {
  const [flags, setFlags] = useState<FeatureFlags | null>(null);
  useEffect(() => {
    let current = true;
    const load = () =>
      apiCall('GET /features', {}).then(
        (answer) => current && setFlags(answer),
        (error: unknown) => console.warn('could not read the feature switches', error),
      );
    void load();
    window.addEventListener('online', load);
    return () => {
      current = false;
      window.removeEventListener('online', load);
    };
  }, []);
  return flags;
}
