import { THEME_SETTING_KEY } from '../theme/read-stored-theme-id';
import { db } from './db';
import { settings } from './settings';

/**
 * A poetry night answer made signed out (poetry-night-kept.ts): the visitor's, asked to sign in to send it, so it
 * goes to whoever signs in next rather than with the data of someone signed in before.
 */
export const KEPT_POETRY_NIGHT_KEY = settings.keptPoetryNight.key;

/** Choices that belong to the device, not to whoever is signed in, and a visitor's kept answer: they survive a user change. */
const DEVICE_SETTING_KEYS = [THEME_SETTING_KEY, KEPT_POETRY_NIGHT_KEY];

const memoryCaches = new Set<() => void>();

/**
 * Modules that keep server data in memory register how to empty it, so a user change clears it together
 * with the tables. Returns the unregister function.
 */
export function registerMemoryCache(reset: () => void): () => void {
  memoryCaches.add(reset);
  return () => memoryCaches.delete(reset);
}

/**
 * Empties every local table (whatever tables later versions add) and every registered in-memory cache,
 * keeping only device settings such as the theme, a visitor's kept poetry night answer, and the keys of formats this device made without an account (they
 * are claimed by whoever signs in with the format's e-mail, and dropped once claimed). One transaction: either all of it goes or none.
 */
export async function clearLocalData(): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    for (const table of db.tables) {
      if (table.name === db.settings.name) await db.settings.where('key').noneOf(DEVICE_SETTING_KEYS).delete();
      else if (table.name === db.deviceFormats.name) continue;
      else await table.clear();
    }
  });
  memoryCaches.forEach((reset) => reset());
}
