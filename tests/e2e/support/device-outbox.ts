import type { Page } from '@playwright/test';

/**
 * How many changes wait in the device's outbox (the app's IndexedDB 'meetup', store 'outbox'). A step's answer is
 * written there a moment after its button is pressed; a test that reloads must wait for it, as a person's tap does.
 */
export function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('meetup');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const counting = opening.result.transaction('outbox').objectStore('outbox').count();
          counting.onsuccess = () => {
            opening.result.close();
            resolve(counting.result);
          };
          counting.onerror = () => reject(counting.error);
        };
      }),
  );
}
