import { useCallback, useState } from 'react';
import type { EventFormatView } from '../../../shared/event-formats-contract';
import { useRefresh } from '../../data/use-refresh';
import { type FormatProblem, formatCall, formatProblem } from '../../api/event-format-api';

export type FormatsState = { status: 'loading' } | { status: 'offline' } | { status: 'ready'; formats: EventFormatView[] };

/** A refused publish or delete, in the server's words: its message, and each field's. */
const problemOf = (error: unknown): FormatProblem => formatProblem(error, 'changed');

/**
 * The host's own formats (GET /api/event-format/my-formats), read on open and when the connection returns; publish and
 * delete a draft (online: the answer says at once whether the format follows the rules).
 */
export function useMyFormats() {
  const [state, setState] = useState<FormatsState>({ status: 'loading' });
  const load = useCallback(
    () =>
      formatCall('GET /event-format/my-formats', {}).then(
        ({ formats }) => setState({ status: 'ready', formats }),
        () => setState((known) => (known.status === 'ready' ? known : { status: 'offline' })),
      ),
    [],
  );
  useRefresh(load);

  const publish = useCallback(
    async (id: string): Promise<FormatProblem | null> => {
      try {
        await formatCall('POST /event-format/:id/publish', { params: { id } }, { headers: { 'Idempotency-Key': crypto.randomUUID() } });
        await load();
        return null;
      } catch (error) {
        return problemOf(error);
      }
    },
    [load],
  );

  const remove = useCallback(
    async (id: string): Promise<FormatProblem | null> => {
      try {
        await formatCall('DELETE /event-format/:id', { params: { id } });
        await load();
        return null;
      } catch (error) {
        return problemOf(error);
      }
    },
    [load],
  );

  return { state, publish, remove };
}
