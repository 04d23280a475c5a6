import type { Page } from '@playwright/test';

/**
 * Every row of one of the app's IndexedDB stores, as stored. A screen may show a change before the device has kept
 * it (a draft saved after the tap shows): a test that reloads waits here for the row, as the next screen would need.
 */
export function deviceRows<T>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const opening = indexedDB.open('meetup');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const reading = opening.result.transaction(name).objectStore(name).getAll();
          reading.onsuccess = () => {
            opening.result.close();
            resolve(reading.result as T[]);
          };
          reading.onerror = () => reject(reading.error);
        };
      }),
    store,
  );
}

/**
 * Puts a row into one of the app's IndexedDB stores, as the app keeps it (the page must have opened the app once, which
 * creates the database). Answers once the transaction has committed: a reload straight after would abort it otherwise.
 */
export function putDeviceRow(page: Page, store: string, row: unknown): Promise<void> {
  return page.evaluate(
    ({ name, value }) =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open('meetup');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const writing = opening.result.transaction(name, 'readwrite');
          writing.objectStore(name).put(value);
          writing.oncomplete = () => {
            opening.result.close();
            resolve();
          };
          writing.onerror = () => reject(writing.error);
        };
      }),
    { name: store, value: row },
  );
}
