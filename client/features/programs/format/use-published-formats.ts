import { useCallback, useState } from 'react';
import type { EventFormatView } from '../../../../shared/event-formats-contract';
import { useRefresh } from '../../../data/use-refresh';
import { formatCall } from '../../../api/event-format-api';

/** Published formats from our hosts (GET /event-format/search), for /programs; null until read (or offline). */
export function usePublishedFormats(): EventFormatView[] | null {
  const [formats, setFormats] = useState<EventFormatView[] | null>(null);
  const load = useCallback(
    () =>
      formatCall('GET /event-format/search', { querystring: {} }).then(
        (answer) => setFormats(answer.formats),
        () => undefined,
      ),
    [],
  );
  useRefresh(load);
  return formats;
}
