import { db } from './db';

/**
 * How many changes the server has accepted from this device's outbox, wherever the drain ran (a page or the service
 * worker), kept in Dexie so every context sees it. A read that was in flight while this count moved may have been
 * answered before the accepted change was committed, so it is read again before being kept (cache-status.ts).
 */
const ACCEPTED_KEY = 'outbox-accepted';

export async function acceptedSoFar(): Promise<number> {
  const row = await db.settings.get(ACCEPTED_KEY);
  return row ? Number(row.value) || 0 : 0;
}

/** Removes an entry the server accepted and counts it, in one transaction. */
export async function removeAccepted(opId: string): Promise<void> {
  await db.transaction('rw', [db.outbox, db.settings], async () => {
    await db.outbox.delete(opId);
    await db.settings.put({ key: ACCEPTED_KEY, value: String((await acceptedSoFar()) + 1) });
  });
}
