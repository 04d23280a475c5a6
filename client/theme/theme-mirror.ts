/**
 * A copy of the saved theme id in localStorage, which can be read synchronously: the first frame never waits for
 * IndexedDB (a busy phone can take far longer than a frame to open it). IndexedDB stays the store; this is only a
 * mirror, written with every save and corrected by bootTheme() when the store says otherwise.
 */
const MIRROR_KEY = 'meetup.theme';

/** The mirrored id, or undefined when there is none or storage is unavailable (private mode, disabled). */
export function readThemeMirror(): string | undefined {
  try {
    return localStorage.getItem(MIRROR_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Best effort: without localStorage the first frame simply waits for IndexedDB, as before. */
export function writeThemeMirror(id: string): void {
  try {
    localStorage.setItem(MIRROR_KEY, id);
  } catch {
    // Storage full or disabled: nothing to do.
  }
}
