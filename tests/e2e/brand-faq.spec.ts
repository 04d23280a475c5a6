import { expect, test } from '@playwright/test';
import { brandUrl } from './support/e2e-env';

// Each brand answers its own questions: the coffee brand's /faq says what its landing says, the programs brand's its programs.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("the coffee brand's /faq answers as its landing does: free, an optional tip, a deposit, picks never revealed", async ({ page }) => {
  await page.goto(brandUrl('localhost', '/faq'));
  await expect(page.getByRole('heading', { level: 1, name: 'frequently asked questions' })).toBeVisible();
  const faq = page.locator('.faq-screen__list');
  await faq.getByText('how much does it cost?').click();
  await expect(faq).toContainText('joining is free');
  await expect(faq).toContainText('optional tip');
  await expect(faq).toContainText('a deposit is held');
  await faq.getByText('will people find out i picked them?').click();
  await expect(faq).toContainText('mutual picks are never revealed');
  await faq.getByText("what if the group or the time doesn't suit me?").click();
  await expect(faq).toContainText('decline the invite without penalty');
  await page.screenshot({ path: '/tmp/home-tour/test-faq-emberite.png', fullPage: true });
  const all = await page.locator('main').textContent();
  expect(all).not.toMatch(/program|\$45|\$120|per session/i);
});

test("the programs brand's /faq keeps the programs' questions and prices", async ({ page }) => {
  await page.goto(brandUrl('kindling.localhost', '/faq'));
  await expect(page.getByText('The things people ask before their first program.')).toBeVisible();
  await page.getByText('how much does it cost?').click();
  await expect(page.locator('.faq-screen__list')).toContainText('$45 and $120');
  await expect(page.getByText('why multi-week instead of one-off events?')).toBeVisible();
  await page.screenshot({ path: '/tmp/home-tour/test-faq-kindling.png', fullPage: true });
});
