/**
 * Vite plugins of the build: the first-paint script in index.html, and, after the client is written, the public
 * pages pre-rendered per brand (shared/prerendered-pages.ts) into the built index.html's root, so every command that
 * builds (`npm run build`, `npm start`, the e2e runner, CI) produces them.
 */
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { BRAND_IDS, type BrandId } from '../../shared/brands';
import { APP_SCRIPT_META, FIRST_PAINT_SCRIPT } from '../../shared/first-paint-script';
import { PRERENDERED_PATHS, prerenderedFile } from '../../shared/prerendered-pages';
import { type BuildManifest, deferredModules, pageAssetLinks, screenModules } from './page-assets';

const EMPTY_ROOT = '<div id="root"></div>';

export function firstPaintScript(): Plugin {
  return {
    name: 'emberite:first-paint-script',
    transformIndexHtml: () => [{ tag: 'script', children: FIRST_PAINT_SCRIPT, injectTo: 'head' }],
  };
}

/**
 * The built index.html with a page's markup in its root and its screen's stylesheets in its head. The page shows
 * without its scripts, so they are only named (<meta name="app-entry">, <meta name="app-preload">) and the
 * first-paint script starts them once the content is painted (shared/first-paint-script.ts).
 */
export function pageWithMarkup(template: string, markup: string, headLinks = ''): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to pre-render into`);
  if (!template.includes('</head>')) throw new Error('index.html has no </head>');
  const page = template
    .replace('</head>', `${headLinks}</head>`)
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/g, `<meta name="${APP_SCRIPT_META.entry}" content="$1">`)
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, `<meta name="${APP_SCRIPT_META.preload}" content="$1">`)
    .replace(EMPTY_ROOT, `<div id="root">${markup}</div>`);
  if (/<script type="module"|rel="modulepreload"/.test(page)) throw new Error('a script of index.html was left in the pre-rendered page');
  return page;
}

export function prerenderPublicPages(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'emberite:prerender-public-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const started = performance.now();
      const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
      // Vite's SSR loader compiles the screens on demand; nothing of it reaches the build output.
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        appType: 'custom',
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderPage } = (await server.ssrLoadModule('/prerender/render-page.tsx')) as {
          renderPage(brand: BrandId, pathname: string): Promise<string>;
        };
        for (const brand of BRAND_IDS) {
          for (const pathname of PRERENDERED_PATHS) {
            const file = path.join(outDir, prerenderedFile(brand, pathname));
            fs.mkdirSync(path.dirname(file), { recursive: true });
            const links = pageAssetLinks(manifest, screenModules(brand, pathname), deferredModules(brand, pathname));
            fs.writeFileSync(file, pageWithMarkup(template, await renderPage(brand, pathname), links));
          }
        }
      } finally {
        await server.close();
      }
      const count = BRAND_IDS.length * PRERENDERED_PATHS.length;
      console.log(`pre-rendered ${count} public pages in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
