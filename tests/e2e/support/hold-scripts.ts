import type { Page } from '@playwright/test';

/**
 * Holds back every script the page asks for (the app's /assets/*.js) until the returned function is called: the
 * pre-rendered HTML arrives and shows, as on a slow phone, while nothing of the app runs yet.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
