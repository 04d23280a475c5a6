import { useCallback, useState } from 'react';
import type { EventFormatView } from '../../../../shared/event-formats-contract';
import { useRefresh } from '../../../data/use-refresh';
import { formatCall } from '../../../api/event-format-api';

/** Listed while it can still be joined: not completed, cancelled or called off (the server's search leaves them out too). */
export const isListed = (format: EventFormatView) => format.status === 'active' && format.phase !== 'cancelled' && format.phase !== 'held';

/** Published formats from our hosts (GET /event-format/search) that can be joined, for /programs; null until read (or offline). */
export function usePublishedFormats(): EventFormatView[] | null {
  const [formats, setFormats] = useState<EventFormatView[] | null>(null);
  const load = useCallback(
    () =>
      formatCall('GET /event-format/search', { querystring: {} }).then(
        (answer) => setFormats(answer.formats.filter(isListed)),
        () => undefined,
      ),
    [],
  );
  useRefresh(load);
  return formats;
}
