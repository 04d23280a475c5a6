import { describe, expect, it } from 'vitest';
import { BRAND_IDS } from '../../../shared/brands';
import { PRERENDERED_PATHS } from '../../../shared/prerendered-pages';
import { renderPage, withoutStyleAttributes } from '../../../client/prerender/render-page';
import { pageWithMarkup } from '../../../client/prerender/prerender-plugin';

const headings = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ''));

describe('pre-rendering the public pages', () => {
  it('renders each brand its own landing, with its content and no loading placeholder, even when asked at once', async () => {
    const pages = Object.fromEntries(await Promise.all(BRAND_IDS.map(async (brand) => [brand, await renderPage(brand, '/')] as const)));
    expect(headings(pages.emberite!)).toEqual(['meet the people you picked, over coffee this weekend']);
    expect(headings(pages.advenchy!)[0]).toMatch(/^your next adventure/);
    expect(headings(pages.kindling!)[0]).toMatch(/^find your people/);
    for (const html of Object.values(pages)) {
      expect(html).toContain('<footer');
      expect(html).not.toContain('role="status"');
    }
  });

  it('renders every pre-rendered path of every brand with no script and no style attribute (the CSP allows neither)', async () => {
    for (const brand of BRAND_IDS) {
      for (const pathname of PRERENDERED_PATHS) {
        const html = await renderPage(brand, pathname);
        expect(headings(html), `${brand} ${pathname}`).toHaveLength(1);
        expect(html, `${brand} ${pathname}`).not.toContain('<script');
        expect(html, `${brand} ${pathname}`).not.toMatch(/ style="/);
        // Nothing streamed out of order: every Suspense boundary is complete where it stands.
        expect(html, `${brand} ${pathname}`).not.toContain('<template');
      }
    }
  });

  it('keeps React style props for the browser to apply through the CSSOM', () => {
    expect(withoutStyleAttributes('<ul class="a" style="--flip-ms:900ms"><li>x</li></ul>')).toBe(
      '<ul class="a" data-prerendered-style="--flip-ms:900ms"><li>x</li></ul>',
    );
  });

  it('puts the markup into the built index.html root and its screen links into the head; refuses a template without an empty root', () => {
    const link = '<link rel="stylesheet" href="/assets/FaqScreen-1.css">';
    expect(pageWithMarkup('<head></head><body><div id="root"></div></body>', '<main>hi</main>', link)).toBe(
      `<head>${link}</head><body><div id="root"><main>hi</main></div></body>`,
    );
    expect(() => pageWithMarkup('<head></head><body></body>', '<main>hi</main>')).toThrow(/pre-render/);
    // The page shows without its scripts: they are only named, for the first-paint script to start after the paint.
    expect(
      pageWithMarkup(
        '<head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body>',
        '<main>hi</main>',
        '<link rel="modulepreload" crossorigin href="/assets/FaqScreen-1.js">',
      ),
    ).toBe(
      '<head><meta name="app-entry" content="/assets/index-1.js">' +
        '<meta name="app-preload" content="/assets/FaqScreen-1.js"></head><body><div id="root"><main>hi</main></div></body>',
    );
  });

  it('refuses a path that redirects or is unknown (it would bake the wrong page)', async () => {
    await expect(renderPage('emberite', '/auth/sign-in')).rejects.toThrow(/pre-render/);
    await expect(renderPage('emberite', '/no-such-page')).rejects.toThrow(/pre-render/);
  });
});
