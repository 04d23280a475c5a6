import { apiCall, NetworkError } from '../../api/http';
import { keys } from '../../data/server-keys';
import { useServerData } from '../../data/use-server-data';

/** GET /api/payments/card: the member's saved card (brand, last 4), undefined while asked, null for none. */
export function useSavedCard() {
  const read = useServerData(keys.savedCard(), (signal) => apiCall('GET /payments/card', {}, { signal }).then((answer) => answer.card));
  return { card: read.data, offline: read.error instanceof NetworkError, setCard: read.setData };
}
