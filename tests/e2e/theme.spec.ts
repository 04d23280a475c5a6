import { test, expect, type Page } from '@playwright/test';
import { storedThemeId } from './support/stored-theme';

async function chooseTheme(page: Page, themeName: string): Promise<void> {
  const trigger = page.getByRole('button', { name: 'change colour theme' });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  const swatch = page.getByRole('dialog', { name: 'pick your colours' }).getByRole('button', { name: themeName, exact: true });
  await swatch.click();
  await expect(swatch).toHaveAttribute('aria-pressed', 'true');
}

test('a chosen theme survives a reload and is on screen from the very first visible frame', async ({ page }) => {
  // Records what the first frame with a visible body shows (rAF runs right before that frame is painted).
  await page.addInitScript(() => {
    const probe = window as unknown as { firstVisibleFrame?: { theme: string | null; bgPrimary: string } };
    const check = () => {
      if (document.body && getComputedStyle(document.body).visibility === 'visible') {
        const root = document.documentElement;
        probe.firstVisibleFrame = {
          theme: root.getAttribute('data-theme'),
          bgPrimary: getComputedStyle(root).getPropertyValue('--bg-primary').trim(),
        };
        return;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'sunset-orange');

  const trigger = page.getByRole('button', { name: 'change colour theme' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'pick your colours' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(5);
  await expect(panel.getByRole('button', { pressed: true })).toHaveAccessibleName('sunset orange');
  await chooseTheme(page, 'midnight purple');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'midnight-purple');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect.poll(() => storedThemeId(page)).toBe('midnight-purple');

  await page.reload();
  const firstFrame = () => page.evaluate(() => (window as unknown as { firstVisibleFrame?: unknown }).firstVisibleFrame);
  await expect.poll(firstFrame).toEqual({ theme: 'midnight-purple', bgPrimary: '#13102a' });
  await expect(page.locator('html')).toHaveAttribute('data-theme-ready', '');
});

test('another open tab follows a theme change without reloading', async ({ page, context }) => {
  const otherTab = await context.newPage();
  await otherTab.goto('/faq');
  await page.goto('/faq');
  await expect(otherTab.locator('html')).toHaveAttribute('data-theme', 'sunset-orange');

  // The newest tab is in front; a background tab gets no animation frames, which clicks wait for.
  await page.bringToFront();
  await chooseTheme(page, 'navy anchor');

  await expect(otherTab.locator('html')).toHaveAttribute('data-theme', 'navy-anchor');
  await expect(otherTab.locator('html')).toHaveAttribute('data-dark', 'true');
  await expect.poll(() => otherTab.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 21, 40)');

  await chooseTheme(page, 'zen stone');
  await expect(otherTab.locator('html')).toHaveAttribute('data-theme', 'zen-stone');
});

test('a theme with a dark background turns on dark mode, a white one turns it off', async ({ page }) => {
  await page.goto('/faq');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-dark', 'false');

  await chooseTheme(page, 'urban mint');
  await expect(html).toHaveAttribute('data-dark', 'true');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#111816');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(17, 24, 22)');

  await chooseTheme(page, 'dawn brew');
  await expect(html).toHaveAttribute('data-dark', 'false');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
});

test('an unknown saved theme id (e.g. from an older version) shows the default theme', async ({ page }) => {
  await page.goto('/faq');
  await chooseTheme(page, 'sage peach');
  await expect.poll(() => storedThemeId(page)).toBe('sage-peach');
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('meetup');
        open.onsuccess = () => {
          const write = open.result.transaction('settings', 'readwrite');
          write.objectStore('settings').put({ key: 'theme', value: 'retired-theme' });
          write.oncomplete = () => {
            open.result.close();
            resolve();
          };
          write.onerror = () => reject(write.error);
        };
      }),
  );

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme-ready', '');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'sunset-orange');
});

test('a page whose IndexedDB never answers still appears, in the default theme', async ({ page }) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = function open() {
      return {} as IDBOpenDBRequest;
    };
  });
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('data-theme-ready', '');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'sunset-orange');
  await expect(page.locator('body')).toBeVisible();
});

test('once chosen, the theme is on the first frame even when IndexedDB is too slow to answer', async ({ page }) => {
  await page.goto('/faq');
  await chooseTheme(page, 'midnight purple');
  await expect.poll(() => storedThemeId(page)).toBe('midnight-purple');

  // From the next load on, IndexedDB never answers (a phone far too busy to open it before the first frame).
  await page.addInitScript(() => {
    IDBFactory.prototype.open = function open() {
      return {} as IDBOpenDBRequest;
    };
    const probe = window as unknown as { firstVisibleFrame?: string | null };
    const check = () => {
      if (document.body && getComputedStyle(document.body).visibility === 'visible') {
        probe.firstVisibleFrame = document.documentElement.getAttribute('data-theme');
        return;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { firstVisibleFrame?: string | null }).firstVisibleFrame))
    .toBe('midnight-purple');
});
