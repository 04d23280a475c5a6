import type { EventFormatView } from '../../../../shared/event-formats-contract';
import type { JourneyView } from '../../../../shared/format-journey-contract';
import { EventFormatApiError, formatCall } from '../../../api/event-format-api';
import { keys } from '../../../data/server-keys';
import { useServerData } from '../../../data/use-server-data';

export type PublishedFormatState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'offline' }
  | { status: 'ready'; format: EventFormatView; journey: JourneyView };

/** A published format and where its journey is (with the person's own place when signed in), read again on reconnect. */
export function usePublishedFormat(id: string) {
  const read = useServerData(keys.formatJourney(id), async (signal) => {
    const [{ format }, journey] = await Promise.all([
      formatCall('GET /event-format/:id', { params: { id } }, { signal }),
      formatCall('GET /event-format/:id/journey', { params: { id } }, { signal }),
    ]);
    return { format, journey };
  });
  const { data, error } = read;
  // Once shown, a format stays on screen when a later read cannot reach the server; a 404 says it is gone.
  const state: PublishedFormatState =
    error instanceof EventFormatApiError && error.answer.status === 404
      ? { status: 'missing' }
      : data
        ? { status: 'ready', ...data }
        : error === undefined
          ? { status: 'loading' }
          : { status: 'offline' };
  return { state, reload: read.refetch };
}
