import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { DepositTerms } from '../../../shared/payments-contract';
import { apiCall } from '../../api/http';
import { db } from '../../data/db';

/** The settings row keeping the last answer, so /payment reads the same offline. */
const TERMS_KEY = 'deposit-terms';

function readSaved(value: string | undefined): DepositTerms | null {
  if (value === undefined) return null;
  try {
    return JSON.parse(value) as DepositTerms;
  } catch {
    return null;
  }
}

/** GET /api/payments/deposit: the device's saved copy at once, refreshed on open and on 'online'; null until known. */
export function useDepositTerms(): DepositTerms | null {
  const saved = useLiveQuery(async () => readSaved((await db.settings.get(TERMS_KEY))?.value));
  useEffect(() => {
    const load = () =>
      apiCall('GET /payments/deposit', {}).then(
        (answer) => db.settings.put({ key: TERMS_KEY, value: JSON.stringify(answer) }),
        (error: unknown) => console.warn('could not read the deposit terms', error),
      );
    void load();
    window.addEventListener('online', load);
    return () => window.removeEventListener('online', load);
  }, []);
  return saved ?? null;
}
