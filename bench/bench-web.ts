/**
 * `npm run bench:web`: per brand, the landing page's initial JS and CSS (raw and gzip, from the build manifest)
 * and, measured in Chromium, the total a first visit transfers: the page's own requests plus the service
 * worker's precache. Target: under 100 KB gzip of initial JS for the landing page.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, E2E_CLIENT_DIR } from '../tests/e2e/support/e2e-env';
import { startServerProcess } from '../tests/helpers/server-process';
import { landingChunkSizes } from './landing-chunks';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const PORT = 4391;
const TARGET_GZIP_JS = 100 * 1024;
// Bytes of the client only: the server keeps its own SQLite file even when DATABASE_URL is set.
const server = await startServerProcess(PORT, { CLIENT_DIR: E2E_CLIENT_DIR, DATABASE_URL: '' });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

try {
  for (const brand of ['emberite', 'advenchy', 'kindling']) {
    const initial = landingChunkSizes(E2E_CLIENT_DIR, brand);
    const context = await browser.newContext();
    const page = await context.newPage();
    let pageBytes = 0;
    let workerBytes = 0;
    const pending: Promise<void>[] = [];
    context.on('response', (response) => {
      const fromWorker = Boolean(response.request().serviceWorker());
      // Bytes on the wire: compressed where the server sent .br/.gz copies.
      pending.push(
        response
          .request()
          .sizes()
          .then(
            ({ responseBodySize, responseHeadersSize }) => {
              const bytes = responseBodySize + responseHeadersSize;
              if (fromWorker) workerBytes += bytes;
              else pageBytes += bytes;
            },
            () => undefined,
          ),
      );
    });
    await page.goto(`http://${brand}.localhost:${PORT}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const verdict = initial.jsGzip < TARGET_GZIP_JS ? 'within' : 'OVER';
    console.log(
      `${brand.padEnd(9)} initial JS ${kb(initial.js)} (gzip ${kb(initial.jsGzip)}, ${verdict} the 100 KB target) in ${initial.files.length} files | ` +
        `CSS ${kb(initial.css)} (gzip ${kb(initial.cssGzip)}) | first visit: page ${kb(pageBytes)} + service worker precache ${kb(workerBytes)} = ${kb(pageBytes + workerBytes)} transferred`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
