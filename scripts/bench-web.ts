/**
 * `npm run bench:web`: per brand, what a first visit to the landing page downloads, measured in Chromium:
 * the JS and CSS the page itself loads (raw and gzip), and the total including the service worker's precache.
 * Target: under 100 KB gzip of JS for the landing page.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/support/e2e-env';
import { startServerProcess } from '../tests/helpers/server-process';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const PORT = 4391;
const TARGET_GZIP_JS = 100 * 1024;
const server = await startServerProcess(PORT);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
let failed = false;

try {
  for (const brand of ['emberite', 'advenchy', 'kindling']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const sizes = { js: 0, jsGzip: 0, css: 0, cssGzip: 0, laterJsGzip: 0, pageTotal: 0, workerTotal: 0 };
    const pending: Promise<void>[] = [];
    // 'Initial' is what arrives before the landing's heading is on screen; chunks fetched afterwards on idle
    // (theme picker, local database, service worker registration) are counted apart.
    let rendered = false;
    context.on('response', (response) => {
      const initial = !rendered;
      pending.push(
        response.body().then(
          (body) => {
            const fromWorker = Boolean(response.request().serviceWorker());
            if (fromWorker) return void (sizes.workerTotal += body.length);
            sizes.pageTotal += body.length;
            const type = response.request().resourceType();
            if (type === 'script' && !initial) sizes.laterJsGzip += gzipSync(body).length;
            if (type === 'script' && initial) { sizes.js += body.length; sizes.jsGzip += gzipSync(body).length; }
            if (type === 'stylesheet' && initial) { sizes.css += body.length; sizes.cssGzip += gzipSync(body).length; }
          },
          () => undefined,
        ),
      );
    });
    await page.goto(`http://${brand}.localhost:${PORT}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    rendered = true;
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const ok = sizes.jsGzip < TARGET_GZIP_JS;
    failed ||= !ok;
    console.log(
      `${brand.padEnd(9)} landing JS ${kb(sizes.js)} (gzip ${kb(sizes.jsGzip)}) ${ok ? 'within' : 'OVER'} the 100 KB target | ` +
        `CSS ${kb(sizes.css)} (gzip ${kb(sizes.cssGzip)}) | JS after render ${kb(sizes.laterJsGzip)} gzip | page transfer ${kb(sizes.pageTotal)} | ` +
        `service worker precache ${kb(sizes.workerTotal)} | first visit total ${kb(sizes.pageTotal + sizes.workerTotal)}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
if (failed) process.exitCode = 1;
