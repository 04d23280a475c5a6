import { inkFor } from './contrast';
import { isDarkTheme, type Theme } from './themes';

/** Theme field → CSS custom property on <html>; components read only these properties. */
const PROPERTIES: ReadonlyArray<readonly [keyof Theme, string]> = [
  ['primary', '--primary'],
  ['primaryLight', '--primary-light'],
  ['primaryDark', '--primary-dark'],
  ['accent', '--accent'],
  ['accentLight', '--accent-light'],
  ['accentDark', '--accent-dark'],
  ['dark', '--dark'],
  ['text', '--text'],
  ['muted', '--muted'],
  ['lightGray', '--light-gray'],
  ['offWhite', '--off-white'],
  ['bgPrimary', '--bg-primary'],
  ['bgSecondary', '--bg-secondary'],
  ['bgTertiary', '--bg-tertiary'],
];

/** The custom properties a theme sets on <html>. */
export function themeProperties(theme: Theme): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const [field, property] of PROPERTIES) properties[property] = theme[field];
  // base.css's --on-primary assumes a dark primary; some palettes need dark ink instead.
  properties['--on-primary'] = inkFor(theme.primary);
  return properties;
}

/** Paints the whole site in this theme: custom properties, data-theme / data-dark, and the browser chrome colour. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const [property, value] of Object.entries(themeProperties(theme))) root.style.setProperty(property, value);
  root.dataset.theme = theme.id;
  root.dataset.dark = String(isDarkTheme(theme));
  themeColorMeta(root.ownerDocument).content = theme.bgPrimary;
}

function themeColorMeta(doc: Document): HTMLMetaElement {
  const existing = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (existing) return existing;
  const meta = doc.createElement('meta');
  meta.name = 'theme-color';
  doc.head.append(meta);
  return meta;
}
