import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { brandUrl, E2E_CLIENT_DIR } from './support/e2e-env';

// Public pages come pre-rendered: their content is in the HTML, before any script runs, and the app then
// hydrates that markup without a mismatch.

/** Errors and warnings the page logs, and errors it throws. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** Holds back every request for the app's scripts until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the HTML of a public page already holds its content, per brand', async ({ page }) => {
  for (const [host, path, heading] of [
    ['emberite.localhost', '/', 'meet the people you picked, over coffee this weekend'],
    ['advenchy.localhost', '/faq', 'frequently asked questions'],
    ['kindling.localhost', '/terms-of-use', 'Terms of Use'],
  ] as const) {
    await page.goto(brandUrl(host, '/api/health'));
    const html = await page.evaluate(async (pathname) => (await fetch(pathname)).text(), path);
    expect(html, `${host}${path}`).toContain(`data-brand="${host.split('.')[0]}"`);
    expect(html, `${host}${path}`).toContain(heading);
    expect(html, `${host}${path}`).toContain('<footer');
  }
});

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('a public page shows its content, header and footer', async ({ page }) => {
    await page.goto(brandUrl('kindling.localhost', '/faq'));
    await expect(page.getByRole('heading', { level: 1, name: 'frequently asked questions' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('kindling');
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.goto(brandUrl('advenchy.localhost'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('your next adventure');
  });
});

test('each landing hydrates its pre-rendered markup with nothing logged, and then works', async ({ page }) => {
  const problems = problemsOf(page);
  for (const host of ['emberite.localhost', 'advenchy.localhost', 'kindling.localhost']) {
    await page.goto(brandUrl(host));
    // React has taken the markup over (hydrated), not replaced it: the very elements the HTML brought are its own.
    await page.waitForFunction(() => Object.keys(document.querySelector('#root > *') ?? {}).some((key) => key.startsWith('__reactFiber')));
    // The theme picker comes once the first screen is done.
    await expect(page.getByRole('button', { name: 'change colour theme' })).toBeVisible();
  }
  for (const path of ['/faq', '/programs', '/hosts', '/about', '/privacy-policy']) {
    await page.goto(brandUrl('kindling.localhost', path));
    await expect(page.getByRole('button', { name: 'change colour theme' })).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('a tap on a button while the page is still loading is not lost: it is answered once the page has hydrated', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // The app's scripts are held back until the tap has been made.
  const release = await holdScripts(page);
  await page.goto(brandUrl('kindling.localhost'), { waitUntil: 'commit' });
  const menu = page.getByRole('banner').getByRole('button', { name: 'menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
});

test('a click on a link while the page is still loading becomes the app navigation once hydrated, so going back keeps the scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const release = await holdScripts(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await page.goto(brandUrl('kindling.localhost'), { waitUntil: 'commit' });
  const about = page.getByRole('contentinfo').getByRole('link', { name: 'about', exact: true });
  await about.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => Math.round(window.scrollY));
  expect(before).toBeGreaterThan(300);
  await about.click();
  // Held: no page load meanwhile.
  await expect(page).toHaveURL(brandUrl('kindling.localhost', '/'));
  release();
  await expect(page).toHaveURL(brandUrl('kindling.localhost', '/about'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(brandUrl('kindling.localhost', '/'));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(before);
  expect(documents).toEqual(['/']);
});

test('a request with a session cookie gets the page built on the device (a member is never shown the visitor page)', async ({ page }) => {
  await page.context().addCookies([{ name: 'sid', value: 'not-a-session', url: brandUrl('kindling.localhost') }]);
  await page.goto(brandUrl('kindling.localhost', '/faq'));
  const html = await page.evaluate(async () => (await fetch('/faq')).text());
  expect(html).toContain('<div id="root"></div>');
  await expect(page.getByRole('heading', { level: 1, name: 'frequently asked questions' })).toBeVisible();
});

test('a first visit to the landing does not load the local database (Dexie) once idle, until a theme is chosen', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  const localDatabase = () => loaded.filter((pathname) => /\/assets\/db-[\w-]+\.js$/.test(pathname));

  await page.goto(brandUrl('emberite.localhost'));
  // The theme picker comes once the page is idle after the first screen; the outbox status would have come with it.
  const picker = page.getByRole('button', { name: 'change colour theme' });
  await expect(picker).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(localDatabase()).toEqual([]);

  // Choosing a theme saves it in the local database: now it loads.
  await picker.click();
  const swatch = page.getByRole('dialog', { name: 'pick your colours' }).getByRole('button', { name: 'navy anchor', exact: true });
  await swatch.click();
  await expect(swatch).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => localDatabase().length).toBeGreaterThan(0);
});

test('a landing adds no stylesheet after its first paint: the late parts (theme picker, outbox) bring none of their own', async ({
  page,
}) => {
  // A stylesheet added once the page is shown makes the browser restyle every element in one long task.
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto(brandUrl('emberite.localhost'));
  const inHtml = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );
  await expect(page.getByRole('button', { name: 'change colour theme' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(stylesheets.length).toBeGreaterThan(0);
  expect(stylesheets.filter((pathname) => !inHtml.includes(pathname))).toEqual([]);
});

test("the landing's scripts carry react-router's production build, not the development one its package exports name", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(path.basename(new URL(request.url()).pathname));
  });
  await page.goto(brandUrl('emberite.localhost'));
  // The first-paint script starts the app's scripts only after the first paint: wait for the app itself (the theme
  // picker comes once it is idle), not for a quiet network, which can come before them on a loaded machine.
  await expect(page.getByRole('button', { name: 'change colour theme' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The build's hidden source maps (next to each script on the server's disk) name the sources each script holds.
  const sources = scripts
    .map((file) => path.join(E2E_CLIENT_DIR, 'assets', `${file}.map`))
    .filter((map) => fs.existsSync(map))
    .flatMap((map) => (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }).sources);
  const router = sources.filter((source) => source.includes('node_modules/react-router/'));
  expect(router.length).toBeGreaterThan(0);
  expect(router.filter((source) => !source.includes('/dist/production/'))).toEqual([]);
});

/** Whether this origin has a service worker registration (installing, waiting or active). */
const workerRegistered = (page: Page) => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()));
const hydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.querySelector('#root > *') ?? {}).some((key) => key.startsWith('__reactFiber')));

/**
 * Opens a page whose timers run only when the test moves its clock on: stepped 50 ms at a time until React has
 * hydrated the page, so the page's time stays well short of the service worker's settling delay (3 s after load)
 * however slow the machine is.
 */
async function openWithTheClockInHand(page: Page, url: string): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(url, { waitUntil: 'load' });
  // The route's code arrives over the network in real time: on a busy machine the 50 ms steps below ran out before it
  // had, so the steps start once the network is quiet (the page's own time has not moved meanwhile).
  await page.waitForLoadState('networkidle');
  let moved = 0;
  while (!(await hydrated(page))) {
    expect(moved, "hydrated within 2 s of the page's time").toBeLessThan(2000);
    await page.clock.runFor(50);
    moved += 50;
  }
}

test("a visitor's first screen does not install the service worker while it loads: the install waits until the page has settled", async ({
  page,
}) => {
  // An install loads workbox-window first: a request for it is the first sign of one.
  const installs: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/workbox-window[^/]*\.js$/.test(request.url())) installs.push(request.url());
  });
  await openWithTheClockInHand(page, brandUrl('emberite.localhost'));
  // Real time passes, the page's does not: only the settling timer could start the install. One started by anything
  // else (the load, the hydration) would have asked for workbox-window by the time the page's network is quiet.
  await page.waitForLoadState('networkidle');
  expect(installs).toEqual([]);
  expect(await workerRegistered(page)).toBe(false);
  // Three seconds after load, then an idle moment (at most three seconds more).
  await page.clock.runFor(6000);
  await expect.poll(() => workerRegistered(page)).toBe(true);
  await page.clock.resume();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
});

test('a visitor who moves on from a pre-rendered page into the app gets the service worker at once, and with it offline', async ({
  page,
  context,
}) => {
  await openWithTheClockInHand(page, brandUrl('kindling.localhost'));
  expect(await workerRegistered(page)).toBe(false);
  await page.getByRole('contentinfo').getByRole('link', { name: 'about', exact: true }).click();
  await expect(page).toHaveURL(brandUrl('kindling.localhost', '/about'));
  // The page's clock has not moved since: the navigation itself started the install.
  await expect.poll(() => workerRegistered(page)).toBe(true);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.clock.resume();
  await context.setOffline(true);
  const offline = await context.newPage();
  await offline.goto(brandUrl('kindling.localhost', '/faq'));
  await expect(offline.getByRole('heading', { level: 1, name: 'frequently asked questions' })).toBeVisible();
});
