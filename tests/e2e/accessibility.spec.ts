import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { brandUrl } from './support/e2e-env';

const PUBLIC_PAGES = [
  '/',
  '/press',
  '/become-a-host',
  '/hosts',
  '/programs',
  '/program/pottery',
  '/program/no-such-program',
  '/faq',
  '/about',
  '/terms-of-use',
  '/privacy-policy',
  '/shopify-builders',
  '/poetry',
  '/yvr',
  '/start',
  '/login',
  '/create-account',
  '/emberite/experiences/poetry-night/join',
  '/category/creative',
  '/no-such-page',
];

async function expectNoSeriousViolations(page: import('@playwright/test').Page, label: string) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(serious, label).toEqual([]);
}

for (const path of PUBLIC_PAGES) {
  test(`axe finds no serious violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousViolations(page, path);
  });
}

for (const host of ['advenchy.localhost', 'kindling.localhost']) {
  test(`axe finds no serious violations on the ${host.split('.')[0]} landing page`, async ({ page }) => {
    await page.goto(brandUrl(host));
    await expectNoSeriousViolations(page, host);
  });
}

test('no page breaks the Content Security Policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});
