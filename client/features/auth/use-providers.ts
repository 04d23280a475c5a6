import { useEffect, useState } from 'react';
import type { ConfiguredProvider } from '../../../shared/auth';
import { apiCall } from '../../api/http';

/** The identity providers this installation has configured (GET /api/auth/providers); none while offline. */
export function useProviders(): ConfiguredProvider[] {
  const [providers, setProviders] = useState<ConfiguredProvider[]>([]);
  useEffect(() => {
    let live = true;
    apiCall('GET /auth/providers', {}).then(
      (found) => live && setProviders(found),
      // E-mail sign-in still works; the social buttons simply do not show.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return providers;
}
