import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_IDS } from '../../../shared/brands';
import { PRERENDERED_PATHS } from '../../../shared/prerendered-pages';
import { type BuildManifest, deferredModules, pageAssetLinks, screenModules } from '../../../client/prerender/page-assets';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  'features/faq/FaqScreen.tsx': {
    file: 'assets/FaqScreen-1.js',
    css: ['assets/FaqScreen-1.css'],
    imports: ['_react-1.js', '_Section-1.js'],
  },
  '_Section-1.js': { file: 'assets/Section-1.js', css: ['assets/Section-1.css', 'assets/index-1.css'] },
  'features/faq/Later.tsx': { file: 'assets/Later-1.js', css: ['assets/Later-1.css'], imports: ['_Section-1.js'] },
};

describe("a pre-rendered page's own assets", () => {
  it("links the screen's stylesheets and preloads its scripts, leaving out what the shell already has", () => {
    expect(pageAssetLinks(manifest, ['features/faq/FaqScreen.tsx'])).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/FaqScreen-1.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/Section-1.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/FaqScreen-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/Section-1.js">',
    );
  });

  it("links the stylesheets of a screen's deferred part but does not preload its scripts", () => {
    expect(pageAssetLinks(manifest, ['features/faq/FaqScreen.tsx'], ['features/faq/Later.tsx'])).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/FaqScreen-1.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/Section-1.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/Later-1.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/FaqScreen-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/Section-1.js">',
    );
    expect(deferredModules('kindling', '/')).toEqual(['features/brands/components/KindlingSections.tsx']);
    expect(deferredModules('emberite', '/')).toEqual(['features/brands/components/MatchingSections.tsx']);
    expect(deferredModules('emberite', '/faq')).toEqual([]);
  });

  it('knows the screens of every pre-rendered path, the landing per brand', () => {
    for (const brand of BRAND_IDS)
      for (const pathname of PRERENDERED_PATHS) expect(screenModules(brand, pathname).length).toBeGreaterThan(0);
    expect(screenModules('kindling', '/')).toContain('features/brands/components/KindlingLanding.tsx');
    expect(() => screenModules('kindling', '/press')).toThrow(/page-assets/);
    expect(() => pageAssetLinks(manifest, ['features/gone/GoneScreen.tsx'])).toThrow(/manifest/);
  });

  it('names modules that exist, so a moved screen fails here and not in the build', () => {
    for (const brand of BRAND_IDS)
      for (const pathname of PRERENDERED_PATHS)
        for (const module of [...screenModules(brand, pathname), ...deferredModules(brand, pathname)])
          expect(existsSync(new URL(`../../../client/${module}`, import.meta.url)), module).toBe(true);
  });
});
