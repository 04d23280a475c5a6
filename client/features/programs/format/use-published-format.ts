import { useCallback, useState } from 'react';
import type { EventFormatView } from '../../../../shared/event-formats-contract';
import type { JourneyView } from '../../../../shared/format-journey-contract';
import { NetworkError } from '../../../api/http';
import { useRefresh } from '../../../data/use-refresh';
import { EventFormatApiError, formatCall } from '../../../api/event-format-api';

export type PublishedFormatState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'offline' }
  | { status: 'ready'; format: EventFormatView; journey: JourneyView };

/** A published format and where its journey is (with the person's own place when signed in), read again on reconnect. */
export function usePublishedFormat(id: string) {
  const [state, setState] = useState<PublishedFormatState>({ status: 'loading' });
  const load = useCallback(async () => {
    try {
      const [{ format }, journey] = await Promise.all([
        formatCall('GET /event-format/:id', { params: { id } }),
        formatCall('GET /event-format/:id/journey', { params: { id } }),
      ]);
      setState({ status: 'ready', format, journey });
    } catch (error) {
      if (error instanceof EventFormatApiError && error.answer.status === 404) setState({ status: 'missing' });
      else if (error instanceof NetworkError) setState((known) => (known.status === 'ready' ? known : { status: 'offline' }));
      else setState((known) => (known.status === 'ready' ? known : { status: 'offline' }));
    }
  }, [id]);
  useRefresh(load);
  return { state, reload: load };
}
