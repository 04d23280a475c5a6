/**
 * Asks the browser to keep this site's storage under pressure (ARCHITECTURE: "call navigator.storage.persist() after
 * the first important local save"): without it, a phone short of space may evict IndexedDB, and with it a recording
 * or a change not yet sent. Asked once per page; the answer only matters to the browser, so failures are ignored.
 */
let asked = false;

export function keepLocalData(): void {
  if (asked) return;
  asked = true;
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return;
  storage
    .persisted()
    .then((already) => (already ? true : storage.persist()))
    .catch(() => undefined);
}
