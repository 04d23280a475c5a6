import { expect, type Page, test } from '@playwright/test';
import { BOOT_RETRY_KEY } from '../../shared/first-paint-script';

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

/**
 * A reload for code that failed to load is noted first (sessionStorage, BOOT_RETRY_KEY), then made: the note as each
 * document starts, and as it is now. Once a document has met its failure, an unchanged note says it decided not to
 * reload, however long the reload itself would take to show.
 */
async function watchReloadNote(page: Page) {
  await page.addInitScript((key) => {
    (window as unknown as { reloadNoteAtStart: string | null }).reloadNoteAtStart = sessionStorage.getItem(key);
  }, BOOT_RETRY_KEY);
}
const reloadNote = (page: Page) =>
  page.evaluate(
    (key) => ({ atStart: (window as unknown as { reloadNoteAtStart: string | null }).reloadNoteAtStart, now: sessionStorage.getItem(key) }),
    BOOT_RETRY_KEY,
  );
/**
 * Until the page shows the document the reload brought (the one before may show a while after the reload began). A
 * read that the reload's navigation cuts off is read again.
 */
const untilReloaded = (page: Page) =>
  expect.poll(async () => (await reloadNote(page).catch(() => ({ atStart: null }))).atStart).not.toBeNull();

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
  await watchReloadNote(page);
  // Set in the task after a module script's error event: the first-paint script has answered that event by then.
  await page.addInitScript(() => {
    document.addEventListener(
      'error',
      (event) => {
        if ((event.target as Element | null)?.tagName === 'SCRIPT') setTimeout(() => Object.assign(window, { scriptFailed: true }));
      },
      true,
    );
  });
  await page.goto('/start');
  await expect.poll(() => documents.length).toBe(2);
  await untilReloaded(page);
  // The second document's script fails as the first one's did: that is what would reload it again.
  await page.waitForFunction(() => (window as unknown as { scriptFailed?: boolean }).scriptFailed === true);
  const note = await reloadNote(page);
  expect(note.now).toBe(note.atStart);
  expect(documents).toHaveLength(2);
  expect(await appStarted(page)).toBe(false);
});

test.describe("a screen whose code fails to load (the wizard's)", () => {
  test.use({ serviceWorkers: 'block' });

  /**
   * Fails every request for the wizard screen's chunk while the page shows its first document (or always); counts
   * the page's documents. Every request of that document, not only the first: the chunk may be asked for twice in
   * one document (a modulepreload, then the import), and a second request that succeeds would load the screen
   * without the reload this tests (it failed CI so once).
   */
  async function failStartScreen(page: Page, options: { always?: boolean } = {}) {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
    });
    await page.route(/\/assets\/StartScreen-[^/]*\.js$/, (route) =>
      options.always || documents.length <= 1 ? route.abort('aborted') : route.continue(),
    );
    return documents;
  }

  test('reloads the page once, and the screen comes', async ({ page }) => {
    const documents = await failStartScreen(page);
    await page.goto('/start');
    // Two whole page loads (the failed one, then the reload), each booting the app: more than the default 7 s once on
    // a busy machine, with the reload already under way.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('where do you live?', { timeout: 20_000 });
    expect(documents).toHaveLength(2);
  });

  test('when it keeps failing, shows the error page with a reload button after that one reload', async ({ page }) => {
    const documents = await failStartScreen(page, { always: true });
    await watchReloadNote(page);
    await page.goto('/start');
    await untilReloaded(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('something went wrong loading this page');
    await expect(page.getByRole('button', { name: 'reload' })).toBeVisible();
    // The second document's error page is committed in the same task that decides whether to reload it again.
    expect(documents).toHaveLength(2);
    const note = await reloadNote(page);
    expect(note.now).toBe(note.atStart);
  });
});

test.describe('a part of the page loaded after the first screen (the theme picker)', () => {
  // Without the service worker every request reaches page.route; on a first visit it would not hold the app yet either.
  test.use({ serviceWorkers: 'block' });

  /** Counts the requests for the theme picker's code; fails them while `failing()` says so. */
  async function watchPickerCode(page: Page, failing: () => boolean) {
    const requests = { made: 0, failed: 0 };
    await page.route(/\/assets\/ThemePicker-[^/]*\.js$/, (route) => {
      requests.made += 1;
      if (!failing()) return route.continue();
      requests.failed += 1;
      return route.abort('internetdisconnected');
    });
    return requests;
  }

  const picker = (page: Page) => page.getByRole('button', { name: 'change colour theme' });

  test('with the device offline by then, waits for the connection instead of failing, then comes', async ({ page, context }) => {
    // The browser's idle callbacks wait for the test, so the device goes offline before the page is idle.
    await page.addInitScript(() => {
      const held: IdleRequestCallback[] = [];
      window.requestIdleCallback = (callback) => held.push(callback);
      window.cancelIdleCallback = () => {};
      Object.assign(window, {
        runIdleCallbacks: () => {
          for (const callback of held.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
        },
      });
    });
    const requests = await watchPickerCode(page, () => false);
    await page.goto('/login');
    await expect(page.getByLabel('email')).toBeVisible();
    await context.setOffline(true);
    await page.evaluate(() => (window as unknown as { runIdleCallbacks: () => void }).runIdleCallbacks());
    await page.getByLabel('email').fill('someone@example.com');
    await page.getByRole('button', { name: 'send code' }).click();
    await expect(page.getByRole('alert')).toHaveText("you're offline: connect to get your code.");
    expect(requests.made).toBe(0);
    await context.setOffline(false);
    await expect(picker(page)).toBeVisible();
    expect(requests.made).toBe(1);
  });

  test('that fails to load leaves the screen working without it, and comes with the next page load', async ({ page }) => {
    let failing = true;
    const requests = await watchPickerCode(page, () => failing);
    await page.goto('/login');
    await expect.poll(() => requests.failed).toBe(1);
    // The screen stays, and works: no error page in its place.
    await expect(page.getByRole('heading', { level: 1, name: 'sign in' })).toBeVisible();
    await page.getByLabel('email').fill('someone@example.com');
    await expect(page.getByLabel('email')).toHaveValue('someone@example.com');
    await expect(picker(page)).toHaveCount(0);
    failing = false;
    await page.reload();
    await expect(picker(page)).toBeVisible();
    expect(requests.failed).toBe(1);
  });
});
