import { useCallback, useState } from 'react';
import type { HostPayouts } from '../../../shared/host-payouts-contract';
import { formatCall, problemText } from '../../api/event-format-api';
import { useRefresh } from '../../data/use-refresh';

export type PayoutsState = { status: 'loading' } | { status: 'offline'; message: string } | { status: 'ready'; payouts: HostPayouts };

/** The host's payout account and their share's way to the bank (GET /api/hosts/me/payouts), read on open and when back online. */
export function useHostPayouts(): PayoutsState {
  const [state, setState] = useState<PayoutsState>({ status: 'loading' });
  const load = useCallback(
    () =>
      formatCall('GET /hosts/me/payouts', {}).then(
        (payouts) => setState({ status: 'ready', payouts }),
        (error: unknown) => setState((known) => (known.status === 'ready' ? known : { status: 'offline', message: problemText(error) })),
      ),
    [],
  );
  useRefresh(load);
  return state;
}

/** Asks for the payout account's onboarding page and goes there (online only: it is the provider's page). */
export async function startPayoutOnboarding(): Promise<void> {
  const { url } = await formatCall('POST /hosts/me/payouts/connect', {});
  window.location.assign(url);
}
