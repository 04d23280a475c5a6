import type { Page } from '@playwright/test';

/** Reads the saved theme row with raw IndexedDB, the way the page's boot script does. */
export function storedThemeId(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('meetup');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('settings')) {
            database.close();
            resolve(null);
            return;
          }
          const get = database.transaction('settings').objectStore('settings').get('theme');
          get.onsuccess = () => {
            database.close();
            resolve((get.result as { value?: string } | undefined)?.value ?? null);
          };
          get.onerror = () => {
            database.close();
            resolve(null);
          };
        };
      }),
  );
}
