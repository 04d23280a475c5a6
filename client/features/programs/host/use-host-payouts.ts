import type { HostPayouts } from '../../../../shared/host-payouts-contract';
import { formatCall, problemText } from '../../../api/event-format-api';
import { keys } from '../../../data/server-keys';
import { useServerData } from '../../../data/use-server-data';

export type PayoutsState = { status: 'loading' } | { status: 'offline'; message: string } | { status: 'ready'; payouts: HostPayouts };

/** The host's payout account and their share's way to the bank (GET /api/hosts/me/payouts), read on open and when back online. */
export function useHostPayouts(): PayoutsState {
  const { data, error } = useServerData(keys.hostPayouts(), (signal) => formatCall('GET /hosts/me/payouts', {}, { signal }));
  // Once shown, the figures stay when a later read fails.
  const state: PayoutsState = data
    ? { status: 'ready', payouts: data }
    : error === undefined
      ? { status: 'loading' }
      : { status: 'offline', message: problemText(error) };
  return state;
}

/** Asks for the payout account's onboarding page and goes there (online only: it is the provider's page). */
export async function startPayoutOnboarding(): Promise<void> {
  const { url } = await formatCall('POST /hosts/me/payouts/connect', {});
  window.location.assign(url);
}
