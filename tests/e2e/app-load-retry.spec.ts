import { expect, type Page, test } from '@playwright/test';

// Chromium now and then aborts a module request that the service worker answers from its cache (seen in the traces
// of offline.spec and oidc.spec: net::ERR_ABORTED on a modulepreload, then a page that never starts). The first-paint
// script then reloads the page once. Here every script request of the page's first document fails the same way.

/** Fails every request for a script under /assets/ while the page shows its first document (or always); counts the documents. */
async function failScripts(page: Page, options: { always?: boolean } = {}) {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  await page.route(/\/assets\/.*\.js$/, (route) => (options.always || documents.length <= 1 ? route.abort('aborted') : route.continue()));
  return documents;
}

const appStarted = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));

for (const [kind, path, heading] of [
  ['the shell', '/start', 'where do you live?'],
  ['a pre-rendered page', '/faq', 'frequently asked questions'],
] as const) {
  test(`${kind}: when the app's scripts fail to load, the page reloads once and the app starts`, async ({ page }) => {
    const documents = await failScripts(page);
    await page.goto(path);
    await expect.poll(() => documents.length).toBe(2);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // The app itself runs: React has taken the root (a pre-rendered page shows its heading even without the app).
    await expect.poll(() => appStarted(page)).toBe(true);
  });
}

test('when the scripts keep failing, the page reloads only once instead of looping', async ({ page }) => {
  const documents = await failScripts(page, { always: true });
  await page.goto('/start');
  await expect.poll(() => documents.length).toBe(2);
  await page.waitForTimeout(3000);
  expect(documents).toHaveLength(2);
  expect(await appStarted(page)).toBe(false);
});
