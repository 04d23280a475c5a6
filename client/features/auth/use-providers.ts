import type { ConfiguredProvider } from '../../../shared/auth';
import { apiCall } from '../../api/http';
import { keys } from '../../data/server-keys';
import { useServerData } from '../../data/use-server-data';

const NONE: ConfiguredProvider[] = [];

/** The identity providers this installation has configured (GET /api/auth/providers); none while offline. */
export function useProviders(): ConfiguredProvider[] {
  // E-mail sign-in still works without an answer; the social buttons simply do not show.
  const { data } = useServerData(keys.authProviders(), (signal) => apiCall('GET /auth/providers', {}, { signal }), { reconnect: false });
  return data ?? NONE;
}
