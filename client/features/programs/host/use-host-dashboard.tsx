import type { HostDashboard } from '../../../../shared/format-journey-contract';
import { formatCall, problemText } from '../../../api/event-format-api';
import { keys } from '../../../data/server-keys';
import { useServerData } from '../../../data/use-server-data';

export type DashboardState = { status: 'loading' } | { status: 'offline'; message: string } | { status: 'ready'; dashboard: HostDashboard };

/** The host's dashboard figures (GET /api/hosts/me/dashboard), read on open and when the connection returns. */
export function useHostDashboard(): DashboardState {
  const { data, error } = useServerData(keys.hostDashboard(), (signal) =>
    formatCall('GET /hosts/:hostId/dashboard', { params: { hostId: 'me' } }, { signal }),
  );
  // Once shown, the figures stay when a later read fails.
  const state: DashboardState = data
    ? { status: 'ready', dashboard: data }
    : error === undefined
      ? { status: 'loading' }
      : { status: 'offline', message: problemText(error) };
  return state;
}

/** The screen's words while the figures are not there. */
export function DashboardPending({ state, title }: { state: Exclude<DashboardState, { status: 'ready' }>; title: string }) {
  return (
    <>
      <h1>{title}</h1>
      <p role="status">{state.status === 'loading' ? 'loading your figures...' : state.message}</p>
    </>
  );
}
