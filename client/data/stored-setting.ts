/**
 * Small state kept on this device under a fixed key, checked when read: whatever is stored that is missing or
 * malformed (an older version's format, a hand edit, a half write) reads as the setting's fallback. The keys are those
 * installed phones already have: never rename one. The settings themselves are listed in settings.ts and
 * first-load-settings.ts (the few the first bundle reads), each with its check; a test holds every check to a TypeBox
 * schema, which the client itself never loads.
 *
 * `where`: 'local' (localStorage), 'session' (sessionStorage, this tab only) or 'device-db' (a row of Dexie's
 * `settings` table, read and written by its feature with `decodeSetting`/`encodeSetting`).
 */
export interface Setting<T> {
  key: string;
  where: 'local' | 'session' | 'device-db';
  check: (value: unknown) => value is T;
  fallback: T;
  /** Stored as the text itself rather than as JSON (a theme id, as the first-paint script reads it). */
  text?: boolean;
}

/** The stored text read back: the value if it parses and passes the check, else the fallback. */
export function decodeSetting<T>(setting: Setting<T>, raw: string | null | undefined): T {
  if (raw === null || raw === undefined) return setting.fallback;
  let value: unknown = raw;
  if (!setting.text) {
    try {
      value = JSON.parse(raw);
    } catch {
      return setting.fallback;
    }
  }
  return setting.check(value) ? value : setting.fallback;
}

/** The text stored for a value. */
export function encodeSetting<T>(setting: Setting<T>, value: T): string {
  return setting.text ? String(value) : JSON.stringify(value);
}

// Storage can be missing or refuse (private modes, quotas, disabled): reads then give the fallback, writes do nothing.
function storageOf(setting: Setting<unknown>): Storage | null {
  try {
    if (setting.where === 'local') return window.localStorage;
    if (setting.where === 'session') return window.sessionStorage;
  } catch {
    // Not available here.
  }
  return null;
}

/** A web-storage setting's value, or its fallback. */
export function readSetting<T>(setting: Setting<T>): T {
  try {
    return decodeSetting(setting, storageOf(setting)?.getItem(setting.key));
  } catch {
    return setting.fallback;
  }
}

/** Stores a web-storage setting; false when the storage refused (missing, full, disabled). */
export function writeSetting<T>(setting: Setting<T>, value: T): boolean {
  const storage = storageOf(setting);
  if (!storage) return false;
  try {
    storage.setItem(setting.key, encodeSetting(setting, value));
    return true;
  } catch {
    return false;
  }
}

/** Removes a web-storage setting (nothing to do when storage is unavailable). */
export function forgetSetting(setting: Setting<unknown>): void {
  try {
    storageOf(setting)?.removeItem(setting.key);
  } catch {
    // Nothing stored, or nothing we can do: either way nothing will be read from it.
  }
}
