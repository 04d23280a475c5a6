import { useCallback, useRef, useState } from 'react';
import { TIP_COPY } from '../../../shared/tips';
import { ApiError, apiCall, NetworkError } from '../../api/http';
import { keys } from '../../data/server-keys';
import { useServerData } from '../../data/use-server-data';

export type TipProblem = { kind: 'offline' } | { kind: 'refused'; message: string };

/**
 * The viewer's tip for their group: read when the screen opens and when the connection comes back;
 * paying goes straight to the server (a payment is not left waiting in the outbox). One Idempotency-Key per tip:
 * kept when the answer was lost, so trying again cannot pay twice; a new one once the server has answered.
 */
export function useTip(groupId: string) {
  const read = useServerData(keys.tip(groupId), (signal) => apiCall('GET /groups/:groupId/tip', { params: { groupId } }, { signal }));
  const [payProblem, setProblem] = useState<TipProblem | null>(null);
  const [paying, setPaying] = useState(false);
  const key = useRef<string | null>(null);
  const setState = read.setData;
  // A read that could not reach the server says so until something else is known; a refused read shows nothing.
  const problem = payProblem ?? (read.error instanceof NetworkError ? ({ kind: 'offline' } as const) : null);
  const state = read.data ?? null;

  const pay = useCallback(
    async (amountCents: number) => {
      key.current ??= crypto.randomUUID();
      setPaying(true);
      setProblem(null);
      try {
        setState(
          await apiCall(
            'POST /groups/:groupId/tip',
            { params: { groupId }, body: { amountCents } },
            { headers: { 'Idempotency-Key': key.current } },
          ),
        );
        key.current = null;
      } catch (error) {
        if (error instanceof NetworkError) setProblem({ kind: 'offline' });
        else {
          key.current = null;
          setProblem({ kind: 'refused', message: error instanceof ApiError ? error.message : TIP_COPY.unavailable });
        }
      } finally {
        setPaying(false);
      }
    },
    [groupId, setState],
  );

  return { state, problem, paying, pay };
}
