import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';

// The Profile tab is where members look for their account and for signing out.

test('the Profile tab links to the account screen and signs out, by keyboard too', async ({ page, signIn }) => {
  await signIn({ hasProfile: true });
  await page.goto('/home');
  await page.getByRole('navigation', { name: 'member' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/me$/);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await page.getByRole('link', { name: 'account settings' }).click();
  await expect(page).toHaveURL(/\/emberite\/settings$/);
  await page.getByRole('link', { name: 'authentication' }).click();
  await expect(page).toHaveURL(/\/emberite\/settings\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'authentication' })).toBeVisible();
  await page.goBack();
  await page.goBack();

  await page.getByRole('button', { name: 'sign out' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => fetch('/api/auth/me').then((r) => r.json()))).toBeNull();
});
