import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { contrastRatio, DARK_INK, inkFor, LIGHT_INK, relativeLuminance } from '../../../client/theme/contrast';
import { DEFAULT_THEME_ID, getTheme, isDarkTheme, isThemeId, THEME_GROUPS, THEMES, type Theme } from '../../../client/theme/themes';

const SPEC_IDS = [
  'midnight-purple',
  'sunset-orange',
  'slate-modern',
  'indigo-rose',
  'emerald-amber',
  'soft-lavender',
  'warm-coffee',
  'sage-peach',
  'dawn-brew',
  'urban-mint',
  'zen-stone',
  'dopamine-rush',
  'fitness-energy',
  'peachy-keen',
  'navy-anchor',
];
const COLOUR_FIELDS = [
  'primary',
  'primaryLight',
  'primaryDark',
  'accent',
  'accentLight',
  'accentDark',
  'dark',
  'text',
  'muted',
  'lightGray',
  'offWhite',
  'bgPrimary',
  'bgSecondary',
  'bgTertiary',
] as const;
const BACKGROUNDS = ['bgPrimary', 'bgSecondary', 'bgTertiary', 'offWhite'] as const;

/** Every failing pair as 'theme: fg on bg = ratio', so one run lists all problems. */
function failures(check: (theme: Theme) => [string, string, string, number][]): string[] {
  return THEMES.flatMap((theme) =>
    check(theme)
      .map(([label, fg, bg, min]) => ({ label, ratio: contrastRatio(fg, bg), min }))
      .filter(({ ratio, min }) => ratio < min)
      .map(({ label, ratio }) => `${theme.id}: ${label} = ${ratio.toFixed(2)}`),
  );
}

describe('relativeLuminance and contrastRatio (WCAG 2.x)', () => {
  it('gives the reference values for black, white and a mid grey', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('theme list', () => {
  it('has exactly the 15 theme ids of the spec, each once', () => {
    expect(THEMES.map((t) => t.id).sort()).toEqual([...SPEC_IDS].sort());
    expect(SPEC_IDS.every(isThemeId)).toBe(true);
    expect(isThemeId('ocean-blue')).toBe(false);
  });

  it('puts the themes in five named groups of three, every theme in exactly one group', () => {
    expect(THEME_GROUPS).toHaveLength(5);
    expect(new Set(THEME_GROUPS.map((g) => g.name)).size).toBe(5);
    for (const group of THEME_GROUPS) {
      expect(group.name.trim()).not.toBe('');
      expect(group.themeIds).toHaveLength(3);
    }
    expect(THEME_GROUPS.flatMap((g) => g.themeIds).sort()).toEqual([...SPEC_IDS].sort());
  });

  it('gives every theme all 17 fields, colours as #rrggbb', () => {
    for (const theme of THEMES) {
      expect(Object.keys(theme).sort()).toEqual(['description', 'id', 'name', ...COLOUR_FIELDS].sort());
      for (const field of COLOUR_FIELDS) expect(theme[field], `${theme.id}.${field}`).toMatch(/^#[0-9a-f]{6}$/);
      expect(theme.name.trim()).not.toBe('');
      expect(theme.description.trim()).not.toBe('');
    }
  });

  it('defaults to sunset-orange, also for unknown or missing ids', () => {
    expect(DEFAULT_THEME_ID).toBe('sunset-orange');
    expect(getTheme(undefined).id).toBe('sunset-orange');
    expect(getTheme('no-such-theme').id).toBe('sunset-orange');
    expect(getTheme('navy-anchor').id).toBe('navy-anchor');
  });

  it('keeps sunset-orange equal to the :root defaults in base.css that paint before any script', () => {
    const css = readFileSync(new URL('../../../client/styles/base.css', import.meta.url), 'utf8');
    const root = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
    const sunset = getTheme('sunset-orange');
    for (const field of COLOUR_FIELDS) {
      const property = `--${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
      const declared = new RegExp(`${property}:\\s*(#[0-9a-fA-F]{3,6})\\s*;`).exec(root)?.[1];
      expect(declared?.toLowerCase(), property).toBe(sunset[field]);
    }
  });
});

describe('dark mode', () => {
  it('turns on exactly for the themes whose background is not white', () => {
    const dark = THEMES.filter(isDarkTheme)
      .map((t) => t.id)
      .sort();
    expect(dark).toEqual(['midnight-purple', 'navy-anchor', 'urban-mint', 'warm-coffee']);
    expect(isDarkTheme({ ...getTheme('sunset-orange'), bgPrimary: '#FFF' })).toBe(false);
  });

  it('uses light text on dark backgrounds and dark text on light ones', () => {
    for (const theme of THEMES) {
      const textIsLighter = relativeLuminance(theme.text) > relativeLuminance(theme.bgPrimary);
      expect(textIsLighter, theme.id).toBe(isDarkTheme(theme));
    }
  });
});

describe('colour contrast of every theme (WCAG AA)', () => {
  it('has text and muted text at 4.5:1 or more on every background', () => {
    expect(
      failures((t) =>
        BACKGROUNDS.flatMap((bg): [string, string, string, number][] => [
          [`text on ${bg}`, t.text, t[bg], 4.5],
          [`muted on ${bg}`, t.muted, t[bg], 4.5],
        ]),
      ),
    ).toEqual([]);
  });

  it('has links and outline buttons (primaryDark, or primaryLight when dark) at 4.5:1 on every background', () => {
    expect(
      failures((t) =>
        BACKGROUNDS.map((bg): [string, string, string, number] => {
          const link = isDarkTheme(t) ? t.primaryLight : t.primaryDark;
          return [`link on ${bg}`, link, t[bg], 4.5];
        }),
      ),
    ).toEqual([]);
  });

  it('has accent text (accentDark, or accentLight when dark) at 4.5:1 on every background', () => {
    expect(
      failures((t) =>
        BACKGROUNDS.map((bg): [string, string, string, number] => {
          const accentText = isDarkTheme(t) ? t.accentLight : t.accentDark;
          return [`accent text on ${bg}`, accentText, t[bg], 4.5];
        }),
      ),
    ).toEqual([]);
  });

  it('has readable labels on filled buttons and on the dark tone', () => {
    expect(
      failures((t) => [
        isDarkTheme(t)
          ? ['dark ink on primaryLight button', DARK_INK, t.primaryLight, 4.5]
          : ['white on primaryDark button', LIGHT_INK, t.primaryDark, 4.5],
        ['white on dark', LIGHT_INK, t.dark, 4.5],
        ['chosen ink on primary', inkFor(t.primary), t.primary, 4.5],
      ]),
    ).toEqual([]);
  });

  it('has a focus ring (accent) at 3:1 or more against the page background', () => {
    expect(failures((t) => [['accent on bgPrimary', t.accent, t.bgPrimary, 3]])).toEqual([]);
  });
});
