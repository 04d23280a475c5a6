import { expect, test } from './support/fixtures';

// After one online visit the service worker has precached the app shell and every screen.
test('public pages and /start open with the network off after one visit', async ({ context, page }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  // Each page's own heading: the offline page or an error page has a heading too.
  const pages: [string, string][] = [
    ['/faq', 'frequently asked questions'],
    ['/programs', 'programs'],
    ['/program/pottery', 'pottery circle'],
    ['/start', 'where do you live?'],
    ['/about', 'about emberite'],
  ];
  for (const [path, heading] of pages) {
    const offlinePage = await context.newPage();
    await offlinePage.goto(path);
    await expect(offlinePage.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(offlinePage.getByRole('main')).toBeVisible();
    await offlinePage.close();
  }
});

test('a page that is not cached says it is offline instead of a browser error', async ({ context, page }) => {
  await page.goto('/faq');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  const offlinePage = await context.newPage();
  await offlinePage.goto('/me');
  await expect(offlinePage.getByRole('heading', { level: 1, name: "you're offline" })).toBeVisible();
});

test('offline, / takes the member last signed in on this device to /home, as it does online', async ({ context, page, signIn }) => {
  await signIn({ hasProfile: true });
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  const offlinePage = await context.newPage();
  await offlinePage.goto('/');
  await expect(offlinePage).toHaveURL(/\/home$/);
  await expect(offlinePage.getByRole('navigation', { name: 'member' })).toBeVisible();
});

// The server's own paths bypass the service worker (Static Routing API): an API call or an upload never keeps the
// worker busy, so an accepted update takes over at once. The page's own files still come from the worker's cache.
test('with the service worker in control, API calls go straight to the network and the app files through the worker', async ({
  page,
  context,
}) => {
  await page.goto('/faq');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const cdp = await context.newCDPSession(page);
  // The source the worker's static routes chose for each response (none when no route matched).
  const routed = new Map<string, string | undefined>();
  cdp.on('Network.responseReceived', ({ response }) =>
    routed.set(new URL(response.url).pathname, response.serviceWorkerRouterInfo?.matchedSourceType),
  );
  await cdp.send('Network.enable');
  await page.evaluate(async () => {
    await fetch('/api/health');
    await fetch('/faq');
  });
  // DevTools may report a response the worker served a moment after the page's fetch has resolved: wait for both.
  await expect.poll(() => [routed.has('/api/health'), routed.has('/faq')]).toEqual([true, true]);
  expect(routed.get('/api/health')).toBe('network');
  expect(routed.get('/faq')).toBeUndefined();
});
