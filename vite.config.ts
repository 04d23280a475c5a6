import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { firstPaintScript, prerenderPublicPages } from './client/prerender/prerender-plugin';

const root = path.resolve(import.meta.dirname, 'client');

/**
 * react-router 7's package exports name only its development build (remix-run/react-router#12532, #14102), whose
 * dev-only checks and warnings would then ship to every visitor. The build takes the production files the package
 * ships next to it; `vite` (dev) and the tests keep the development ones.
 */
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = (file: string) => path.join(reactRouterDir, 'dist/production', file);

export default defineConfig(({ command }) => ({
  root,
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  publicDir: path.join(root, 'public'),
  build: {
    // BUILD_OUT_DIR lets two test runs on one machine build side by side (see tests/e2e/README.md).
    outDir: path.resolve(import.meta.dirname, process.env.BUILD_OUT_DIR ?? 'dist/client'),
    emptyOutDir: true,
    // Maps are kept for debugging a build on the server's disk but not referenced or served.
    sourcemap: 'hidden',
    target: 'es2022',
    // .vite/manifest.json: which chunks each screen needs (read by bench/bench-web.ts; never served).
    manifest: true,
  },
  plugins: [
    react(),
    firstPaintScript(),
    // .br and .gz copies next to each file; the server sends them to browsers that accept them.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.(png|map)$/, /manifest\.json$/] }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      // The manifest is served per brand by the server (server/features/pwa/manifest.ts); registration is ours.
      manifest: false,
      injectRegister: null,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,webmanifest}'],
        // .vite/ holds the build manifest and the pre-rendered pages, which the server sends only to visitors without a
        // session; the worker answers navigations with the shell (index.html), rendered on the device, as before.
        globIgnores: ['**/*.map', '.vite/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    // Last: it reads the written index.html.
    prerenderPublicPages(),
  ],
  // `vite` dev server: API calls go to the real server; client/api/*.ts modules are not API calls.
  server: {
    proxy: {
      '^/api/(?![^?]*\\.tsx?(\\?|$))': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
    },
  },
}));
