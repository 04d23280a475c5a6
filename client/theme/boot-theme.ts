import { applyTheme } from './apply-theme';
import { readStoredThemeId } from './read-stored-theme-id';
import { getTheme } from './themes';

/** How long the first paint may wait for IndexedDB; base.css reveals the page by itself at 600 ms. */
const READ_TIMEOUT_MS = 250;

/**
 * Applies the saved theme (or the default) and then marks <html data-theme-ready>, which base.css waits for
 * before showing the body: the chosen theme is on screen from the first paint, with no flash of the default.
 * Call it before the first React render. Storage problems (no IndexedDB, private mode, a hung open) only mean
 * the default theme; the page is revealed in every case.
 */
export async function bootTheme(): Promise<void> {
  const root = document.documentElement;
  try {
    applyTheme(getTheme(await readStoredThemeId(READ_TIMEOUT_MS)), root);
  } finally {
    root.dataset.themeReady = '';
  }
}
