import { useEffect } from 'react';
import { formatCall, problemText } from '../../../api/event-format-api';
import { onOutboxDone } from '../../../data/outbox';
import type { SessionHostCheckInPayload } from './outbox';
import { keys } from '../../../data/server-keys';
import { useServerData } from '../../../data/use-server-data';
import { useWaitingChanges } from '../../../data/use-waiting-changes';
import { anySessionDay } from './session-attendance';

/** How often the host's page asks for new check-ins on a session's day. */
const OPEN_REFRESH_MS = 10_000;
const KINDS = ['session-host-check-in'] as const;

/**
 * The host's sessions (GET /event-format/:id/sessions): codes and who checked in, read on open, on reconnect, once a tap
 * of the host's was taken, and every few seconds on a session's day, so participants show as they check in. The
 * host's own taps still on this device are listed too, to show them at once.
 */
export function useSessionAttendance(formatId: string) {
  const read = useServerData(keys.formatSessions(formatId), (signal) =>
    formatCall('GET /event-format/:id/sessions', { params: { id: formatId } }, { signal }),
  );
  const sessions = read.data ?? null;
  const problem = read.error === undefined ? null : problemText(read.error);
  const load = read.refetch;
  useEffect(
    () =>
      onOutboxDone((done) => {
        if (done.kind === 'session-host-check-in') void load();
      }),
    [load],
  );
  const sessionDay = sessions !== null && anySessionDay(sessions, new Date());
  useEffect(() => {
    if (!sessionDay) return;
    const timer = window.setInterval(() => void load(), OPEN_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [sessionDay, load]);
  const taps = useWaitingChanges(KINDS)
    .map((entry) => entry.payload as SessionHostCheckInPayload)
    .filter((tap) => tap.formatId === formatId);
  return { sessions, problem, taps };
}
