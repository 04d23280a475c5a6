import { useCallback } from 'react';
import type { EventFormatView } from '../../../../shared/event-formats-contract';
import { keys } from '../../../data/server-keys';
import { useServerData } from '../../../data/use-server-data';
import { type FormatProblem, formatCall, formatProblem } from '../../../api/event-format-api';

export type FormatsState = { status: 'loading' } | { status: 'offline' } | { status: 'ready'; formats: EventFormatView[] };

/** A refused publish or delete, in the server's words: its message, and each field's. */
const problemOf = (error: unknown): FormatProblem => formatProblem(error, 'changed');

/**
 * The host's own formats (GET /api/event-format/my-formats), read on open and when the connection returns; publish and
 * delete a draft (online: the answer says at once whether the format follows the rules).
 */
export function useMyFormats() {
  const {
    data,
    error,
    refetch: load,
  } = useServerData(keys.myFormats(), (signal) =>
    formatCall('GET /event-format/my-formats', {}, { signal }).then(({ formats }) => formats),
  );
  // Once shown, the list stays when a later read fails.
  const state: FormatsState = data
    ? { status: 'ready', formats: data }
    : error === undefined
      ? { status: 'loading' }
      : { status: 'offline' };

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
