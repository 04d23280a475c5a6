/**
 * Whether this device has the local database ('meetup', client/data/db.ts) at all, known without loading Dexie:
 * a first visit to a public page has none, so the outbox status and the theme store need not be loaded for it.
 */
import { LOCAL_DB_NAME } from '../theme/read-stored-theme-id';

let inUse = false;
const listeners = new Set<() => void>();

/** Called by client/data/db.ts when it is loaded: from now on this page uses the local database. */
export function markLocalDatabaseInUse(): void {
  if (inUse) return;
  inUse = true;
  for (const listener of listeners) listener();
}

/** Calls `listener` once this page starts using the local database. Returns the unsubscribe. */
export function onLocalDatabaseInUse(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * True when this page already uses the database or it exists on the device (an earlier visit, another tab).
 * Where the browser cannot list its databases, true: then everything loads as it always did.
 */
export async function localDatabaseExists(): Promise<boolean> {
  if (inUse) return true;
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    const databases = await indexedDB.databases();
    return inUse || databases.some((database) => database.name === LOCAL_DB_NAME);
  } catch {
    return true;
  }
}
