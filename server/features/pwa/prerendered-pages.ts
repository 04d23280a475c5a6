import fs from 'node:fs';
import path from 'node:path';
import { BRAND_IDS, type BrandId } from '../../../shared/brands';
import { PRERENDERED_PATHS, prerenderedFile } from '../../../shared/prerendered-pages';
import { brandIndexPages } from './index-html';

/** Per brand, the public pages the build pre-rendered (path → the page, brand placeholders filled in). */
export type PrerenderedPages = Record<BrandId, Map<string, string>>;

/**
 * Reads the pages `vite build` pre-rendered into the client folder (client/prerender/). A build without them (an
 * older one, or a page that failed) simply has fewer: those paths get the shell, rendered on the device.
 */
export function loadPrerenderedPages(clientDir: string): PrerenderedPages {
  const pages = Object.fromEntries(BRAND_IDS.map((brand) => [brand, new Map<string, string>()])) as PrerenderedPages;
  for (const brand of BRAND_IDS) {
    for (const pathname of PRERENDERED_PATHS) {
      const file = path.join(clientDir, prerenderedFile(brand, pathname));
      if (!fs.existsSync(file)) continue;
      pages[brand].set(pathname, brandIndexPages(fs.readFileSync(file, 'utf8'))[brand]);
    }
  }
  return pages;
}
