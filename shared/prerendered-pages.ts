import type { BrandId } from './brands';

/**
 * The public pages pre-rendered to HTML at build time for every brand (client/prerender/), which the server sends
 * with their content to a visitor without a session (server/features/pwa/prerendered-pages.ts). Only pages whose
 * first screen is the same for every signed-out visitor and at any time belong here.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/programs',
  '/faq',
  '/about',
  '/terms-of-use',
  '/privacy-policy',
  '/hosts',
  '/become-a-host',
] as const;

/** Where the build keeps them, under the client folder: .vite/ is neither served nor precached by the worker. */
export const PRERENDERED_DIR = '.vite/prerendered';

/** A page's file, relative to the client folder: `.vite/prerendered/<brand>/<name>.html` ('/' is `index`). */
export function prerenderedFile(brand: BrandId, pathname: string): string {
  const name = pathname === '/' ? 'index' : pathname.slice(1).replaceAll('/', '_');
  return `${PRERENDERED_DIR}/${brand}/${name}.html`;
}
