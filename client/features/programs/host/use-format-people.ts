import { useCallback, useState } from 'react';
import type { TIME_OPTIONS } from '../../../../shared/event-formats';
import type { HostFormatPeople } from '../../../../shared/format-journey-contract';
import { keys } from '../../../data/server-keys';
import { useServerData } from '../../../data/use-server-data';
import { formatCall, problemText } from '../../../api/event-format-api';

/** The host's view of a format's people and groups (GET /event-format/:id/people), and the host's actions on them. */
export function useFormatPeople(id: string) {
  const read = useServerData(keys.formatPeople(id), (signal) => formatCall('GET /event-format/:id/people', { params: { id } }, { signal }));
  const [actProblem, setProblem] = useState<string | null>(null);
  const setPeople = read.setData;
  const people = read.data ?? null;
  const problem = actProblem ?? (read.error === undefined ? null : problemText(read.error));

  const act = useCallback(
    async (action: () => Promise<HostFormatPeople>) => {
      setProblem(null);
      try {
        setPeople(await action());
        return true;
      } catch (error) {
        setProblem(problemText(error));
        return false;
      }
    },
    [setPeople],
  );

  return {
    people,
    problem,
    approve: (groupId: string) =>
      act(() =>
        formatCall(
          'POST /event-format/:id/groups/:groupId/approve',
          { params: { id, groupId } },
          { headers: { 'Idempotency-Key': crypto.randomUUID() } },
        ),
      ),
    move: (interestId: string, groupId: string | null) =>
      act(() => formatCall('POST /event-format/:id/people/:interestId/move', { params: { id, interestId }, body: { groupId } })),
    advance: () => act(() => formatCall('POST /event-format/:id/advance', { params: { id } })),
    /** Moves one session of a group (everyone in it is told). */
    moveSession: (sessionId: string, date: string, time: (typeof TIME_OPTIONS)[number]) =>
      act(() =>
        formatCall(
          'POST /event-format/:id/sessions/:sessionId/move',
          { params: { id, sessionId }, body: { date, time } },
          { headers: { 'Idempotency-Key': crypto.randomUUID() } },
        ),
      ),
    /** Held once the last sessions have begun (the tick completes it by itself once they ended). */
    markHeld: () => act(() => formatCall('POST /event-format/:id/held', { params: { id } })),
    /** Cancels the program: every payment refunded in full, everyone told. */
    cancel: () =>
      act(() => formatCall('POST /event-format/:id/cancel', { params: { id } }, { headers: { 'Idempotency-Key': crypto.randomUUID() } })),
  };
}
