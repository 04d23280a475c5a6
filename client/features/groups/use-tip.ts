import { useCallback, useEffect, useRef, useState } from 'react';
import type { TipState } from '../../../shared/groups-contract';
import { TIP_COPY } from '../../../shared/tips';
import { ApiError, apiCall, NetworkError } from '../../api/http';

export type TipProblem = { kind: 'offline' } | { kind: 'refused'; message: string };

/**
 * The viewer's tip for their group: read when the screen opens and when the connection comes back;
 * paying goes straight to the server (a payment is not left waiting in the outbox). One Idempotency-Key per tip:
 * kept when the answer was lost, so trying again cannot pay twice; a new one once the server has answered.
 */
export function useTip(groupId: string) {
  const [state, setState] = useState<TipState | null>(null);
  const [problem, setProblem] = useState<TipProblem | null>(null);
  const [paying, setPaying] = useState(false);
  const key = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    const load = () =>
      apiCall('GET /groups/:groupId/tip', { params: { groupId } }).then(
        (answer) => live && setState(answer),
        (error: unknown) => live && setProblem(error instanceof NetworkError ? { kind: 'offline' } : null),
      );
    void load();
    window.addEventListener('online', load);
    return () => {
      live = false;
      window.removeEventListener('online', load);
    };
  }, [groupId]);

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
    [groupId],
  );

  return { state, problem, paying, pay };
}
