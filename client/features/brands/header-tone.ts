/** Which colours the header takes from the page section under it (docs/product-rules.md#routes-and-guards). */

export type HeaderTone = 'light' | 'dark';

/** Sections are detected on the line just below a header of this height. */
export const HEADER_HEIGHT_PX = 56;

export interface ToneSection {
  top: number;
  bottom: number;
  tone: string | undefined;
}

/**
 * The tone of the section crossing `lineY` (viewport pixels). Sections are in document order, so when
 * sections nest the inner one, which comes later, wins. No section there, or an unknown tone, means light.
 */
export function toneAtLine(lineY: number, sections: readonly ToneSection[]): HeaderTone {
  let tone: HeaderTone = 'light';
  for (const section of sections) {
    if (section.top <= lineY && section.bottom > lineY) tone = section.tone === 'dark' ? 'dark' : 'light';
  }
  return tone;
}

/**
 * docs/product-rules.md#routes-and-guards: the header turns transparent on category pages, but only while their dark hero is under it; over
 * the light sections further down, a see-through header would lay its links on top of the page text.
 */
export function isHeaderTransparent(pathname: string, tone: HeaderTone): boolean {
  return tone === 'dark' && pathname.startsWith('/category/');
}
