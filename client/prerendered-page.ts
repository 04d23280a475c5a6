import type { BrandId } from '../shared/brands';
import { PRERENDERED_STYLE_ATTRIBUTE } from '../shared/first-paint-script';

export { PRERENDERED_STYLE_ATTRIBUTE };

/**
 * Whether this page came from the server with its markup already in it (a public page pre-rendered at build time,
 * see client/prerender/): the first render then hydrates that markup and must produce exactly the same tree.
 * The server sends such a page only to a visitor without a session cookie, so until /api/auth/me answers the
 * page is shown as to a signed-out visitor.
 */
let prerendered = false;
/** The brand being rendered at build time, where there is no document to read data-brand from. */
let renderingBrand: BrandId | undefined;

export function markPrerenderedPage(brand?: BrandId): void {
  prerendered = true;
  renderingBrand = brand;
}

export function isPrerenderedPage(): boolean {
  return prerendered;
}

export function prerenderBrand(): BrandId | undefined {
  return renderingBrand;
}

/**
 * Applies the pre-rendered elements' styles through the CSSOM (allowed by the CSP, unlike style attributes). The
 * first-paint script has normally done it already; this makes sure before hydration.
 */
export function applyPrerenderedStyles(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${PRERENDERED_STYLE_ATTRIBUTE}]`)) {
    element.style.cssText = element.getAttribute(PRERENDERED_STYLE_ATTRIBUTE) ?? '';
    element.removeAttribute(PRERENDERED_STYLE_ATTRIBUTE);
  }
}
