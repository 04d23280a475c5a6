import type { EventFormatView } from '../../../../shared/event-formats-contract';
import { formatCall } from '../../../api/event-format-api';
import { keys } from '../../../data/server-keys';
import { useServerData } from '../../../data/use-server-data';

/** Listed while it can still be joined: not completed, cancelled or called off (the server's search leaves them out too). */
export const isListed = (format: EventFormatView) => format.status === 'active' && format.phase !== 'cancelled' && format.phase !== 'held';

/** Published formats from our hosts (GET /event-format/search) that can be joined, for /programs; null until read (or offline). */
export function usePublishedFormats(): EventFormatView[] | null {
  const { data } = useServerData(keys.publishedFormats(), (signal) =>
    formatCall('GET /event-format/search', { querystring: {} }, { signal }).then((answer) => answer.formats.filter(isListed)),
  );
  return data ?? null;
}
