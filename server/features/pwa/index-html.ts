import { BRAND_IDS, BRAND_META, type BrandId } from '../../../shared/brands';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The built index.html carries __BRAND_*__ placeholders; each brand gets its own copy so the title, theme
 * colour, icons and data-brand attribute are right before any script runs (and in the service worker's
 * precached copy, which is fetched from the brand's own host).
 */
export function brandIndexPages(template: string): Record<BrandId, string> {
  const pages = {} as Record<BrandId, string>;
  for (const brand of BRAND_IDS) {
    const meta = BRAND_META[brand];
    pages[brand] = template
      .replaceAll('__BRAND_ID__', brand)
      .replaceAll('__BRAND_NAME__', escapeHtml(meta.name))
      .replaceAll('__BRAND_DESCRIPTION__', escapeHtml(meta.description))
      .replaceAll('__BRAND_THEME_COLOR__', meta.themeColor);
  }
  return pages;
}
