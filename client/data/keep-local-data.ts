/**
 * Asks the browser to keep this site's storage under pressure (ARCHITECTURE: "call navigator.storage.persist() after
 * the first important local save"): without it, a phone short of space may evict IndexedDB, and with it a recording
 * or a change not yet sent. Asked once per page; the answer only matters to the browser, so failures are ignored.
 */
let asked = false;

export function keepLocalData(): void {
  if (asked) return;
  asked = true;
  // persist() is a window's alone: the service worker's StorageManager has none, and reaches this through the outbox.
  const storage = (typeof navigator === 'undefined' ? undefined : navigator.storage) as
    | (StorageManager & { persist?: () => Promise<boolean> })
    | undefined;
  const persist = storage?.persist?.bind(storage);
  if (!storage || !persist) return;
  storage
    .persisted()
    .then((already) => (already ? true : persist()))
    .catch(() => undefined);
}
