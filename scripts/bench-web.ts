/**
 * `npm run bench:web`: per brand, what a first visit to the landing page downloads, measured in Chromium:
 * the JS and CSS the page itself loads (raw and gzip), and the total including the service worker's precache.
 * Target: under 100 KB gzip of JS for the landing page.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/support/e2e-env';
import { kb, startServer } from './bench-support';

const PORT = 4391;
const TARGET_GZIP_JS = 100 * 1024;
const server = await startServer(PORT);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
let failed = false;

try {
  for (const brand of ['emberite', 'advenchy', 'kindling']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const sizes = { js: 0, jsGzip: 0, css: 0, cssGzip: 0, pageTotal: 0, workerTotal: 0 };
    const pending: Promise<void>[] = [];
    context.on('response', (response) => {
      pending.push(
        response.body().then(
          (body) => {
            const fromWorker = Boolean(response.request().serviceWorker());
            if (fromWorker) return void (sizes.workerTotal += body.length);
            sizes.pageTotal += body.length;
            const type = response.request().resourceType();
            if (type === 'script') { sizes.js += body.length; sizes.jsGzip += gzipSync(body).length; }
            if (type === 'stylesheet') { sizes.css += body.length; sizes.cssGzip += gzipSync(body).length; }
          },
          () => undefined,
        ),
      );
    });
    await page.goto(`http://${brand}.localhost:${PORT}/`, { waitUntil: 'networkidle' });
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const ok = sizes.jsGzip < TARGET_GZIP_JS;
    failed ||= !ok;
    console.log(
      `${brand.padEnd(9)} landing JS ${kb(sizes.js)} (gzip ${kb(sizes.jsGzip)}) ${ok ? 'within' : 'OVER'} the 100 KB target | ` +
        `CSS ${kb(sizes.css)} (gzip ${kb(sizes.cssGzip)}) | page transfer ${kb(sizes.pageTotal)} | ` +
        `service worker precache ${kb(sizes.workerTotal)} | first visit total ${kb(sizes.pageTotal + sizes.workerTotal)}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
if (failed) process.exitCode = 1;
