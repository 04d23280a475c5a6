import { applyTheme } from './apply-theme';
import { readStoredThemeId } from './read-stored-theme-id';
import { readThemeMirror, writeThemeMirror } from './theme-mirror';
import { getTheme } from './themes';

/** How long the first paint may wait for IndexedDB when there is no mirror; base.css reveals the page by itself at 600 ms. */
const READ_TIMEOUT_MS = 250;
/** How long the check of the mirror against the store may take; it runs after the page is shown. */
const CHECK_TIMEOUT_MS = 10_000;

/**
 * Applies the saved theme (or the default) and then marks <html data-theme-ready>, which base.css waits for
 * before showing the body: the chosen theme is on screen from the first paint, with no flash of the default.
 * Call it before the first React render. Usually index.html's first-paint script (shared/first-paint-script.ts) has
 * already applied it from localStorage and shown the page; then this only checks the store, without holding the
 * render. Otherwise the id is taken from its synchronous localStorage mirror when there is one (so the first frame
 * never waits for IndexedDB) and checked against IndexedDB afterwards; without a mirror IndexedDB is read, for at
 * most READ_TIMEOUT_MS. Storage problems (no IndexedDB, private mode, a hung open) only mean the default theme;
 * the page is revealed in every case.
 */
export async function bootTheme(): Promise<void> {
  const root = document.documentElement;
  const mirrored = readThemeMirror();
  const shown = root.dataset.themeReady !== undefined;
  if (mirrored !== undefined) {
    applyTheme(getTheme(mirrored), root);
    // A mirror written by an older version has no paint record for the first-paint script yet.
    if (!shown) writeThemeMirror(mirrored);
    root.dataset.themeReady = '';
    void followStore(mirrored, root);
    return;
  }
  if (shown) {
    // Shown in the default theme already (no theme chosen on this device, as far as localStorage knows).
    applyTheme(getTheme(undefined), root);
    void followStore(undefined, root);
    return;
  }
  try {
    const stored = await readStoredThemeId(READ_TIMEOUT_MS);
    if (stored !== undefined) writeThemeMirror(stored);
    applyTheme(getTheme(stored), root);
  } finally {
    root.dataset.themeReady = '';
  }
}

/** The store wins when it holds another id than the mirror (e.g. written by a version without the mirror). */
async function followStore(mirrored: string | undefined, root: HTMLElement): Promise<void> {
  const stored = await readStoredThemeId(CHECK_TIMEOUT_MS);
  if (stored === undefined || stored === mirrored) return;
  writeThemeMirror(stored);
  applyTheme(getTheme(stored), root);
}
