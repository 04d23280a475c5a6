import { useCallback, useState } from 'react';
import type { HostDashboard } from '../../../shared/format-journey-contract';
import { formatCall, problemText } from '../../api/event-format-api';
import { useRefresh } from '../../data/use-refresh';

export type DashboardState = { status: 'loading' } | { status: 'offline'; message: string } | { status: 'ready'; dashboard: HostDashboard };

/** The host's dashboard figures (GET /api/hosts/me/dashboard), read on open and when the connection returns. */
export function useHostDashboard(): DashboardState {
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  const load = useCallback(
    () =>
      formatCall('GET /hosts/:hostId/dashboard', { params: { hostId: 'me' } }).then(
        (dashboard) => setState({ status: 'ready', dashboard }),
        (error: unknown) => setState((known) => (known.status === 'ready' ? known : { status: 'offline', message: problemText(error) })),
      ),
    [],
  );
  useRefresh(load);
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
