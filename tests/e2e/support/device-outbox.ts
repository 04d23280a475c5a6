import type { Page } from '@playwright/test';

/** A change waiting in the device's outbox, as stored in IndexedDB. */
export interface StoredOutboxRow {
  opId: string;
  status: string;
  attempts: number;
  /** When the outbox tries it again (ms since the epoch): its backoff after failed tries. */
  nextAttemptAt: number;
}

/**
 * The changes waiting in the device's outbox (the app's IndexedDB 'meetup', store 'outbox'). A step's answer is
 * written there a moment after its button is pressed; a test that reloads must wait for it, as a person's tap does.
 */
export function outboxRows(page: Page): Promise<StoredOutboxRow[]> {
  return page.evaluate(
    () =>
      new Promise<StoredOutboxRow[]>((resolve, reject) => {
        const opening = indexedDB.open('meetup');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const reading = opening.result.transaction('outbox').objectStore('outbox').getAll();
          reading.onsuccess = () => {
            opening.result.close();
            resolve(reading.result.map(({ opId, status, attempts, nextAttemptAt }) => ({ opId, status, attempts, nextAttemptAt })));
          };
          reading.onerror = () => reject(reading.error);
        };
      }),
  );
}
