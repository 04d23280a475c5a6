import { normaliseHex } from './contrast';

/** A colour theme (spec section 3). Colours are '#rrggbb'; they become CSS custom properties on <html>. */
export interface Theme {
  id: ThemeId;
  name: string;
  primary: string;
  primaryLight: string;
  primaryDark: string;
  accent: string;
  accentLight: string;
  accentDark: string;
  /** The deepest tone of the palette; always dark enough for white text on it. */
  dark: string;
  text: string;
  muted: string;
  /** Hairlines and borders. In dark themes a dark tone, so text on it stays readable. */
  lightGray: string;
  /** A subtle surface next to bgPrimary. In dark themes a dark tone, so text on it stays readable. */
  offWhite: string;
  bgPrimary: string;
  bgSecondary: string;
  bgTertiary: string;
  description: string;
}

export const THEME_IDS = [
  'sunset-orange',
  'slate-modern',
  'indigo-rose',
  'warm-coffee',
  'dawn-brew',
  'peachy-keen',
  'soft-lavender',
  'sage-peach',
  'zen-stone',
  'dopamine-rush',
  'fitness-energy',
  'emerald-amber',
  'midnight-purple',
  'navy-anchor',
  'urban-mint',
] as const;

export type ThemeId = (typeof THEME_IDS)[number];

export const DEFAULT_THEME_ID: ThemeId = 'sunset-orange';

export interface ThemeGroup {
  name: string;
  themeIds: readonly [ThemeId, ThemeId, ThemeId];
}

/** The picker shows the themes in these five named groups of three (spec 2.12). */
export const THEME_GROUPS: readonly ThemeGroup[] = [
  { name: 'classic', themeIds: ['sunset-orange', 'slate-modern', 'indigo-rose'] },
  { name: 'coffee shop', themeIds: ['warm-coffee', 'dawn-brew', 'peachy-keen'] },
  { name: 'calm', themeIds: ['soft-lavender', 'sage-peach', 'zen-stone'] },
  { name: 'bold', themeIds: ['dopamine-rush', 'fitness-energy', 'emerald-amber'] },
  { name: 'after dark', themeIds: ['midnight-purple', 'navy-anchor', 'urban-mint'] },
];

export const THEMES: readonly Theme[] = [
  // Must equal the :root defaults in client/styles/base.css, which paint the page before any script runs.
  {
    id: 'sunset-orange',
    name: 'sunset orange',
    description: 'warm orange and teal, like a saturday sunrise over the lake',
    primary: '#c2410c',
    primaryLight: '#fb923c',
    primaryDark: '#9a3412',
    accent: '#0f766e',
    accentLight: '#5eead4',
    accentDark: '#115e59',
    dark: '#1c1917',
    text: '#292524',
    muted: '#57534e',
    lightGray: '#e7e5e4',
    offWhite: '#fafaf9',
    bgPrimary: '#ffffff',
    bgSecondary: '#fff7ed',
    bgTertiary: '#ffedd5',
  },
  {
    id: 'slate-modern',
    name: 'slate modern',
    description: 'cool greys with a clear sky-blue accent, calm and tidy',
    primary: '#475569',
    primaryLight: '#94a3b8',
    primaryDark: '#334155',
    accent: '#0284c7',
    accentLight: '#7dd3fc',
    accentDark: '#075985',
    dark: '#0f172a',
    text: '#1e293b',
    muted: '#475569',
    lightGray: '#e2e8f0',
    offWhite: '#f8fafc',
    bgPrimary: '#ffffff',
    bgSecondary: '#f8fafc',
    bgTertiary: '#f1f5f9',
  },
  {
    id: 'indigo-rose',
    name: 'indigo rose',
    description: 'deep indigo with a rose accent, friendly but grown-up',
    primary: '#4f46e5',
    primaryLight: '#a5b4fc',
    primaryDark: '#3730a3',
    accent: '#e11d48',
    accentLight: '#fda4af',
    accentDark: '#9f1239',
    dark: '#1e1b4b',
    text: '#1f1d36',
    muted: '#55516e',
    lightGray: '#e0e7ff',
    offWhite: '#fafaff',
    bgPrimary: '#ffffff',
    bgSecondary: '#eef2ff',
    bgTertiary: '#ffe4e6',
  },
  {
    id: 'warm-coffee',
    name: 'warm coffee',
    description: 'espresso browns and crema, for a dim café corner',
    primary: '#b45309',
    primaryLight: '#f0b878',
    primaryDark: '#7c3f12',
    accent: '#e07a5f',
    accentLight: '#f4b9a7',
    accentDark: '#9c3f2a',
    dark: '#120b07',
    text: '#f7efe6',
    muted: '#cdbba8',
    lightGray: '#4a3a2e',
    offWhite: '#2b2019',
    bgPrimary: '#1f1611',
    bgSecondary: '#2b2019',
    bgTertiary: '#382a20',
  },
  {
    id: 'dawn-brew',
    name: 'dawn brew',
    description: 'honey, cream and a blush of pink, like the first cup of the day',
    primary: '#b45309',
    primaryLight: '#fbbf24',
    primaryDark: '#78350f',
    accent: '#db2777',
    accentLight: '#f9a8d4',
    accentDark: '#9d174d',
    dark: '#2a1a0e',
    text: '#33241a',
    muted: '#6b5646',
    lightGray: '#f1e4d3',
    offWhite: '#fffbf5',
    bgPrimary: '#ffffff',
    bgSecondary: '#fdf6ec',
    bgTertiary: '#fbead5',
  },
  {
    id: 'peachy-keen',
    name: 'peachy keen',
    description: 'soft peach with a cool teal, sunny and easygoing',
    primary: '#f2785c',
    primaryLight: '#ffb4a2',
    primaryDark: '#b5412a',
    accent: '#0d9488',
    accentLight: '#99f6e4',
    accentDark: '#115e59',
    dark: '#3b1f1a',
    text: '#3a2622',
    muted: '#6e524b',
    lightGray: '#fde2da',
    offWhite: '#fffaf8',
    bgPrimary: '#ffffff',
    bgSecondary: '#fff5f1',
    bgTertiary: '#ffe8df',
  },
  {
    id: 'soft-lavender',
    name: 'soft lavender',
    description: 'gentle violet and pink, quiet and kind on the eyes',
    primary: '#8052f0',
    primaryLight: '#c4b5fd',
    primaryDark: '#6d28d9',
    accent: '#db2777',
    accentLight: '#fbcfe8',
    accentDark: '#9d174d',
    dark: '#2e1065',
    text: '#2e2640',
    muted: '#5e5672',
    lightGray: '#ede9fe',
    offWhite: '#fbfaff',
    bgPrimary: '#ffffff',
    bgSecondary: '#f5f3ff',
    bgTertiary: '#ede9fe',
  },
  {
    id: 'sage-peach',
    name: 'sage peach',
    description: 'garden sage and ripe peach, a slow sunday-morning palette',
    primary: '#5f8566',
    primaryLight: '#a8c3a0',
    primaryDark: '#44624a',
    accent: '#c0582f',
    accentLight: '#f6c6a8',
    accentDark: '#9a4a28',
    dark: '#1f2e22',
    text: '#26322a',
    muted: '#56625a',
    lightGray: '#e3ebe1',
    offWhite: '#fbfcf8',
    bgPrimary: '#ffffff',
    bgSecondary: '#f3f7f0',
    bgTertiary: '#fdeee4',
  },
  {
    id: 'zen-stone',
    name: 'zen stone',
    description: 'river-stone greys and a touch of bamboo green',
    primary: '#78716c',
    primaryLight: '#a8a29e',
    primaryDark: '#57534e',
    accent: '#4d7c0f',
    accentLight: '#bef264',
    accentDark: '#3f6212',
    dark: '#1c1917',
    text: '#292524',
    muted: '#5a5550',
    lightGray: '#e7e5e4',
    offWhite: '#fafaf9',
    bgPrimary: '#ffffff',
    bgSecondary: '#f5f5f4',
    bgTertiary: '#ecebe9',
  },
  {
    id: 'dopamine-rush',
    name: 'dopamine rush',
    description: 'hot pink, electric violet and lemon, loud and happy',
    primary: '#db0a76',
    primaryLight: '#ff8cc6',
    primaryDark: '#b0005f',
    accent: '#7c3aed',
    accentLight: '#c4b5fd',
    accentDark: '#5b21b6',
    dark: '#1a0b2e',
    text: '#1f1530',
    muted: '#5a4d6b',
    lightGray: '#fde7f3',
    offWhite: '#fffafd',
    bgPrimary: '#ffffff',
    bgSecondary: '#fff0f8',
    bgTertiary: '#fff7d6',
  },
  {
    id: 'fitness-energy',
    name: 'fitness energy',
    description: 'sprint red and lime, for people who bike to brunch',
    primary: '#dc2626',
    primaryLight: '#f87171',
    primaryDark: '#991b1b',
    accent: '#4d7c0f',
    accentLight: '#bef264',
    accentDark: '#3f6212',
    dark: '#111827',
    text: '#111827',
    muted: '#4b5563',
    lightGray: '#e5e7eb',
    offWhite: '#f9fafb',
    bgPrimary: '#ffffff',
    bgSecondary: '#f9fafb',
    bgTertiary: '#fef2f2',
  },
  {
    id: 'emerald-amber',
    name: 'emerald amber',
    description: 'rich green and golden amber, like a park in october',
    primary: '#059669',
    primaryLight: '#6ee7b7',
    primaryDark: '#065f46',
    accent: '#b45309',
    accentLight: '#fcd34d',
    accentDark: '#92400e',
    dark: '#022c22',
    text: '#1c2b25',
    muted: '#4b5d55',
    lightGray: '#d1fae5',
    offWhite: '#f7fdf9',
    bgPrimary: '#ffffff',
    bgSecondary: '#ecfdf5',
    bgTertiary: '#fef3c7',
  },
  {
    id: 'midnight-purple',
    name: 'midnight purple',
    description: 'deep purple night with soft lilac light',
    primary: '#7c3aed',
    primaryLight: '#c4b5fd',
    primaryDark: '#5b21b6',
    accent: '#f472b6',
    accentLight: '#fbcfe8',
    accentDark: '#be185d',
    dark: '#0c0a1d',
    text: '#f5f3ff',
    muted: '#c4bddb',
    lightGray: '#3b3461',
    offWhite: '#1e1a3a',
    bgPrimary: '#13102a',
    bgSecondary: '#1e1a3a',
    bgTertiary: '#2a2450',
  },
  {
    id: 'navy-anchor',
    name: 'navy anchor',
    description: 'harbour navy with sky blue and a signal red',
    primary: '#2563eb',
    primaryLight: '#93c5fd',
    primaryDark: '#1e40af',
    accent: '#f87171',
    accentLight: '#fecaca',
    accentDark: '#b91c1c',
    dark: '#020617',
    text: '#f1f5f9',
    muted: '#b6c2d4',
    lightGray: '#334155',
    offWhite: '#16223d',
    bgPrimary: '#0b1528',
    bgSecondary: '#13203a',
    bgTertiary: '#1c2c4c',
  },
  {
    id: 'urban-mint',
    name: 'urban mint',
    description: 'city-night charcoal with fresh mint and amber streetlight',
    primary: '#10b981',
    primaryLight: '#6ee7b7',
    primaryDark: '#047857',
    accent: '#fbbf24',
    accentLight: '#fde68a',
    accentDark: '#b45309',
    dark: '#0a0f0d',
    text: '#ecfdf5',
    muted: '#a8bdb4',
    lightGray: '#33413c',
    offWhite: '#1b2421',
    bgPrimary: '#111816',
    bgSecondary: '#1b2421',
    bgTertiary: '#25302c',
  },
];

const byId = new Map<string, Theme>(THEMES.map((theme) => [theme.id, theme]));

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && byId.has(value);
}

/** The theme with this id; unknown or missing ids (e.g. from an older app version) get the default. */
export function getTheme(id: string | null | undefined): Theme {
  return (id != null && byId.get(id)) || (byId.get(DEFAULT_THEME_ID) as Theme);
}

/** Spec 2.12: a theme whose background is not white turns on dark mode. */
export function isDarkTheme(theme: Theme): boolean {
  return normaliseHex(theme.bgPrimary) !== '#ffffff';
}
