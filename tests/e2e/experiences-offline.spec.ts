import { expect, test } from './support/fixtures';
import { untilWorkerActive } from './support/service-worker';

// The experiences come from the server's database (GET /api/experiences) and this device keeps
// them, so the experience pages a visitor has seen open again without a connection.

test('the night-out list and an experience open offline from the copy this device kept', async ({ page, context }) => {
  const listed = page.waitForResponse((response) => response.url().endsWith('/api/experiences') && response.ok());
  await page.goto('/yvr');
  await listed;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('night out in vancouver');
  const cards = page.getByRole('region', { name: 'upcoming evenings' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(3);

  await untilWorkerActive(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('night out in vancouver');
  await expect(cards).toHaveCount(count);
  await page.getByRole('link', { name: /comedy night in gastown/ }).click();
  await expect(page).toHaveURL(/\/yvr\/yvr-gastown-comedy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('comedy night in gastown');
  await context.setOffline(false);
});

test('offline on a device that never had the list, the page says why instead of "not found"', async ({ page, context }) => {
  await page.goto('/');
  await untilWorkerActive(page);
  await context.setOffline(true);
  await page.goto('/experience/poetry-night-first-street');
  await expect(page.getByRole('alert')).toContainText('The experiences could not be loaded');
  await expect(page.getByRole('heading', { name: "we couldn't find that page" })).toHaveCount(0);
  await context.setOffline(false);
  // Back online, the page fetches the list again and shows the experience.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('poetry night by the fire');
});
