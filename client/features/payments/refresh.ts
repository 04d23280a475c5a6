import type { MyPayment } from '../../../shared/payments-contract';
import { apiCall } from '../../api/http';
import { refreshCached } from '../../data/cache-status';
import { db } from '../../data/db';

export const MY_PAYMENTS = 'my-payments';
/** A settings row written with the list: this device has had an answer (no payments is an answer too). */
const KEPT_AT = 'my-payments-kept-at';

/** GET /api/payments/mine into this device's copy, replacing it (a row the server no longer lists goes). */
export function refreshMyPayments(): Promise<void> {
  return refreshCached(
    MY_PAYMENTS,
    () => apiCall('GET /payments/mine', {}),
    (answer) =>
      db.transaction('rw', [db.myPayments, db.settings], async () => {
        await db.myPayments.clear();
        await db.myPayments.bulkPut(answer.payments);
        await db.settings.put({ key: KEPT_AT, value: new Date().toISOString() });
      }),
  );
}

/** This device's copy, newest first, or null when it never had an answer. */
export async function keptMyPayments(): Promise<MyPayment[] | null> {
  return db.transaction('r', [db.myPayments, db.settings], async () => {
    if (!(await db.settings.get(KEPT_AT))) return null;
    const rows = await db.myPayments.toArray();
    return rows.sort((a, b) => b.at.localeCompare(a.at) || a.id.localeCompare(b.id));
  });
}
