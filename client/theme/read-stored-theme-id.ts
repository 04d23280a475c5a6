/**
 * Reads the saved theme id straight from IndexedDB, without Dexie, so the landing's first script stays small.
 * The names must match client/data/db.ts (Dexie database 'meetup', table 'settings' keyed by 'key').
 */
export const LOCAL_DB_NAME = 'meetup';
export const SETTINGS_STORE = 'settings';
export const THEME_SETTING_KEY = 'theme';

/** Resolves to the stored id, or undefined when there is none, on any error, or after timeoutMs. */
export function readStoredThemeId(timeoutMs: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (id: string | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(id);
    };
    // A blocked or hung open must not keep the page hidden.
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    try {
      const request = indexedDB.open(LOCAL_DB_NAME);
      // Only fires when the database does not exist yet: abort so no empty database (version 1) is created,
      // which would later confuse Dexie's own versioning.
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onerror = () => finish(undefined);
      request.onblocked = () => finish(undefined);
      request.onsuccess = () => {
        const database = request.result;
        // Never hold a connection Dexie may need to upgrade.
        database.onversionchange = () => database.close();
        if (settled || !database.objectStoreNames.contains(SETTINGS_STORE)) {
          database.close();
          finish(undefined);
          return;
        }
        readTheme(database)
          .then(finish, () => finish(undefined))
          .finally(() => database.close());
      };
    } catch {
      finish(undefined);
    }
  });
}

function readTheme(database: IDBDatabase): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const get = database.transaction(SETTINGS_STORE, 'readonly').objectStore(SETTINGS_STORE).get(THEME_SETTING_KEY);
    get.onsuccess = () => {
      const row: unknown = get.result;
      const value = typeof row === 'object' && row !== null ? (row as { value?: unknown }).value : undefined;
      resolve(typeof value === 'string' ? value : undefined);
    };
    get.onerror = () => reject(get.error);
  });
}
