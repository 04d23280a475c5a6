/**
 * Build time only (loaded by client/prerender/prerender-plugin.ts through Vite's SSR loader, never by the browser):
 * renders one public page of one brand to HTML, as a signed-out visitor sees it before any data has arrived.
 * The browser hydrates this markup (client/main.tsx), so the tree is the one it renders there (AppRoutes).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import type { BrandId } from '../../shared/brands';
import { markPrerenderedPage, PRERENDERED_STYLE_ATTRIBUTE } from '../prerendered-page';
import { AppRoutes, routes } from '../router';

/** The brand being rendered is one value for the whole module graph: pages are rendered one at a time. */
let queue: Promise<unknown> = Promise.resolve();

export function renderPage(brand: BrandId, pathname: string): Promise<string> {
  const rendered = queue.then(() => renderNow(brand, pathname));
  queue = rendered.catch(() => undefined);
  return rendered;
}

async function renderNow(brand: BrandId, pathname: string): Promise<string> {
  markPrerenderedPage(brand);
  const matches = matchRoutes(routes, pathname);
  const page = matches?.at(-1)?.route;
  if (!page || page.path === '*') throw new Error(`${pathname} is no page (not found): it cannot be pre-rendered`);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
    {
      // Every boundary inline, in order: no outlined segment with its inline reveal script (the CSP allows none).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A screen that throws would be baked in as React's client-render fallback: the build fails instead.
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length > 0) throw new Error(`pre-rendering ${brand} ${pathname} failed`, { cause: errors[0] });
  const html = withoutStyleAttributes(Buffer.concat(chunks).toString('utf8'));
  // A page that renders no heading is a redirect (<Navigate>) or a placeholder, not content worth baking in.
  if (!html.includes('<h1')) throw new Error(`${pathname} renders no heading: it cannot be pre-rendered`);
  return html;
}

/**
 * The CSP allows no style attributes in HTML (style-src 'self'); React's `style` props are applied through the
 * CSSOM, which it does allow. So the markup carries them as data-prerendered-style, which client/main.tsx moves into
 * element.style before hydrating (React's own text never holds a raw `"`: it escapes it).
 */
export function withoutStyleAttributes(html: string): string {
  return html.replaceAll(' style="', ` ${PRERENDERED_STYLE_ATTRIBUTE}="`);
}
