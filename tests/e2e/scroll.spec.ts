import { expect, type Page, test } from '@playwright/test';

// The scroll rule across page loads in one tab (client/components/ScrollRestoration.tsx): a reload returns to where the
// page was, a page opened afresh starts at the top. Navigations inside the app are in prerendered-pages.spec.

/** Waits until the app runs on the page (the theme picker comes once it is idle after the first screen). */
const appRunning = (page: Page) => expect(page.getByRole('button', { name: 'change colour theme' })).toBeVisible();
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function scrollToHowItWorks(page: Page): Promise<number> {
  await page.goto('/');
  await appRunning(page);
  await page.locator('#how-it-works').evaluate((section) => section.scrollIntoView({ block: 'start' }));
  const at = await scrollY(page);
  expect(at).toBeGreaterThan(300);
  return at;
}

test('a reload returns to where the page was scrolled', async ({ page }) => {
  const at = await scrollToHowItWorks(page);
  await page.reload();
  await appRunning(page);
  await expect.poll(() => scrollY(page)).toBe(at);
});

test('a page opened afresh in the same tab starts at the top, though the tab scrolled a page before', async ({ page }) => {
  await scrollToHowItWorks(page);
  // The same address typed again: a new document, not a reload.
  await page.goto('/');
  await appRunning(page);
  expect(await scrollY(page)).toBe(0);
  await page.goto('/faq');
  await appRunning(page);
  expect(await scrollY(page)).toBe(0);
});
