import type { Page } from '@playwright/test';

/**
 * A slow device: another connection holds a read-write transaction on one of the app's IndexedDB stores ('meetup')
 * for `ms`, so the app's writes to it wait their turn (IndexedDB runs overlapping read-write transactions one after
 * another). Returns once the transaction holds the store.
 */
export function busyDeviceStore(page: Page, store: string, ms: number): Promise<void> {
  return page.evaluate(
    ({ name, holdMs }) =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open('meetup');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const holding = opening.result.transaction(name, 'readwrite');
          const held = holding.objectStore(name);
          const until = Date.now() + holdMs;
          const again = () => {
            if (Date.now() < until) held.count().onsuccess = again;
          };
          held.count().onsuccess = () => {
            resolve();
            again();
          };
          holding.oncomplete = () => opening.result.close();
        };
      }),
    { name: store, holdMs: ms },
  );
}
