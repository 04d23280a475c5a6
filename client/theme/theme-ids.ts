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
