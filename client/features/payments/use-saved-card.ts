import { useCallback, useState } from 'react';
import type { SavedCard } from '../../../shared/payments-contract';
import { apiCall, NetworkError } from '../../api/http';
import { useRefresh } from '../../data/use-refresh';

/** GET /api/payments/card: the member's saved card (brand, last 4), undefined while asked, null for none. */
export function useSavedCard() {
  const [card, setCard] = useState<SavedCard['card'] | undefined>(undefined);
  const [offline, setOffline] = useState(false);
  const load = useCallback(
    () =>
      apiCall('GET /payments/card', {}).then(
        (answer) => {
          setOffline(false);
          setCard(answer.card);
        },
        (error: unknown) => setOffline(error instanceof NetworkError),
      ),
    [],
  );
  useRefresh(load);
  return { card, offline, setCard };
}
