import { useLiveQuery } from 'dexie-react-hooks';
import type { DepositTerms } from '../../../shared/payments-contract';
import { apiCall } from '../../api/http';
import { refreshCached } from '../../data/cache-status';
import { db } from '../../data/db';
import { decodeSetting, encodeSetting, settings } from '../../data/settings';
import { useRefresh } from '../../data/use-refresh';

/** The cached thing's name, and the settings row keeping the last answer, so /payment reads the same offline. */
const DEPOSIT_TERMS = settings.depositTerms.key;

const readSaved = (value: string | undefined): DepositTerms | null => decodeSetting(settings.depositTerms, value) as DepositTerms | null;

function refreshDepositTerms(): Promise<void> {
  return refreshCached(
    DEPOSIT_TERMS,
    () => apiCall('GET /payments/deposit', {}),
    async (answer) => {
      await db.settings.put({ key: DEPOSIT_TERMS, value: encodeSetting(settings.depositTerms, answer) });
    },
  );
}

/** GET /api/payments/deposit: the device's saved copy at once, refreshed on open and on 'online'; null until known. */
export function useDepositTerms(): DepositTerms | null {
  useRefresh(refreshDepositTerms);
  const saved = useLiveQuery(async () => readSaved((await db.settings.get(DEPOSIT_TERMS))?.value));
  return saved ?? null;
}
