/**
 * A copy of the saved theme id in localStorage, which can be read synchronously: the first frame never waits for
 * IndexedDB (a busy phone can take far longer than a frame to open it). IndexedDB stays the store; this is only a
 * mirror, written with every save and corrected by bootTheme() when the store says otherwise.
 */
import type { ThemePaint } from '../../shared/first-paint-script';
import { firstLoadSettings } from '../data/first-load-settings';
import { readSetting, writeSetting } from '../data/stored-setting';
import { themeProperties } from './apply-theme';
import { getTheme, isDarkTheme } from './themes';

/** The mirrored id, or undefined when there is none or storage is unavailable (private mode, disabled). */
export function readThemeMirror(): string | undefined {
  return readSetting(firstLoadSettings.themeId) ?? undefined;
}

/**
 * Best effort: without localStorage the first frame simply waits for IndexedDB, as before. Next to the id goes what
 * the theme paints, which index.html's first-paint script applies before the body is shown (it has no theme table).
 */
export function writeThemeMirror(id: string): void {
  const theme = getTheme(id);
  const paint: ThemePaint = { id, properties: themeProperties(theme), dark: isDarkTheme(theme), themeColor: theme.bgPrimary };
  // Storage full or disabled: nothing to do (the id goes second, so a refused paint record leaves no mirror of it).
  if (writeSetting(firstLoadSettings.themePaint, paint)) writeSetting(firstLoadSettings.themeId, id);
}
