import { useLiveQuery } from 'dexie-react-hooks';
import type { MyPayment } from '../../../shared/payments-contract';
import { useCacheState } from '../../data/cache-status';
import { useRefresh } from '../../data/use-refresh';
import { keptMyPayments, MY_PAYMENTS, refreshMyPayments } from './refresh';

/**
 * The member's own payments (GET /api/payments/mine) through this device's copy, so /payment lists them offline once
 * seen. 'loading' until there is something to show; 'unavailable' when this device has none and the server cannot be
 * reached (or refused); 'ready' with the list otherwise, newest first, and `stale` when it is the saved copy because
 * the server could not be reached.
 */
export type MyPaymentsState =
  | { status: 'loading' }
  | { status: 'unavailable'; message: string }
  | { status: 'ready'; payments: MyPayment[]; stale: boolean };

export const MY_PAYMENTS_UNAVAILABLE =
  'Your payments could not be loaded: this device has no saved copy yet and the server cannot be reached. Try again when you are online.';

export function useMyPayments(): MyPaymentsState {
  useRefresh(refreshMyPayments);
  // undefined: still reading this device; null: it never had the list.
  const kept = useLiveQuery(keptMyPayments);
  const cache = useCacheState(MY_PAYMENTS);
  if (kept) return { status: 'ready', payments: kept, stale: cache.status === 'offline' };
  if (kept === undefined || cache.status === 'unknown' || cache.status === 'fresh') return { status: 'loading' };
  return { status: 'unavailable', message: cache.status === 'failed' ? cache.message : MY_PAYMENTS_UNAVAILABLE };
}
