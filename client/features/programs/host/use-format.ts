import type { EventFormatView } from '../../../../shared/event-formats-contract';
import { EventFormatApiError, formatCall } from '../../../api/event-format-api';
import { keys } from '../../../data/server-keys';
import { type ServerData, useServerData } from '../../../data/use-server-data';

export type LoadedFormat =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'offline' }
  | { status: 'ready'; view: EventFormatView };

/** One format as its host set it up (GET /event-format/:id), read when the screen opens. */
export function useFormat(id: string): ServerData<EventFormatView> {
  return useServerData(
    keys.format(id),
    (signal) => formatCall('GET /event-format/:id', { params: { id } }, { signal }).then(({ format }) => format),
    {
      reconnect: false,
    },
  );
}

/** What the host's format screens show of that read: an unknown id is missing, any other failure is offline. */
export function loadedFormat(read: ServerData<EventFormatView>): LoadedFormat {
  if (read.data) return { status: 'ready', view: read.data };
  if (read.error === undefined) return { status: 'loading' };
  return { status: read.error instanceof EventFormatApiError && read.error.answer.status === 404 ? 'missing' : 'offline' };
}
