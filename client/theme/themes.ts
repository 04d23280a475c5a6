import { normaliseHex } from './contrast';

export { DEFAULT_THEME_ID, type Theme, THEME_IDS, type ThemeId } from './theme-ids';
export { THEMES } from './theme-list';
import type { Theme, ThemeId } from './theme-ids';
import { DEFAULT_THEME_ID } from './theme-ids';
import { THEMES } from './theme-list';

export interface ThemeGroup {
  name: string;
  themeIds: readonly [ThemeId, ThemeId, ThemeId];
}

/** The picker shows the themes in these five named groups of three (docs/product-rules.md#themes-and-brands). */
export const THEME_GROUPS: readonly ThemeGroup[] = [
  { name: 'classic', themeIds: ['sunset-orange', 'slate-modern', 'indigo-rose'] },
  { name: 'coffee shop', themeIds: ['warm-coffee', 'dawn-brew', 'peachy-keen'] },
  { name: 'calm', themeIds: ['soft-lavender', 'sage-peach', 'zen-stone'] },
  { name: 'bold', themeIds: ['dopamine-rush', 'fitness-energy', 'emerald-amber'] },
  { name: 'after dark', themeIds: ['midnight-purple', 'navy-anchor', 'urban-mint'] },
];

const byId = new Map<string, Theme>(THEMES.map((theme) => [theme.id, theme]));

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && byId.has(value);
}

/** The theme with this id; unknown or missing ids (e.g. from an older app version) get the default. */
export function getTheme(id: string | null | undefined): Theme {
  return (id != null && byId.get(id)) || (byId.get(DEFAULT_THEME_ID) as Theme);
}

/** docs/product-rules.md#themes-and-brands: a theme whose background is not white turns on dark mode. */
export function isDarkTheme(theme: Theme): boolean {
  return normaliseHex(theme.bgPrimary) !== '#ffffff';
}
