/** WCAG 2.x colour maths for the theme palettes (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance). */

/** Expands '#abc' / '#AABBCC' to lowercase '#aabbcc'; anything else is returned lowercased and trimmed. */
export function normaliseHex(colour: string): string {
  const value = colour.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : value;
}

function channel(hex: string, offset: number): number {
  const srgb = parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a '#rrggbb' or '#rgb' colour, 0 (black) to 1 (white). */
export function relativeLuminance(colour: string): number {
  const hex = normaliseHex(colour);
  if (!/^#[0-9a-f]{6}$/.test(hex)) throw new Error(`not a hex colour: ${colour}`);
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** Contrast ratio between two colours, 1 to 21; order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Text colours used on top of filled theme colours (buttons, badges); base.css uses the same pair. */
export const LIGHT_INK = '#ffffff';
export const DARK_INK = '#111111';

/** Whichever of white or near-black text reads better on the given background. */
export function inkFor(background: string): string {
  return contrastRatio(LIGHT_INK, background) >= contrastRatio(DARK_INK, background) ? LIGHT_INK : DARK_INK;
}
