import { expect, test } from '@playwright/test';
import { brandUrl, E2E_PORT } from './support/e2e-env';

// The brand is chosen by the host name the page is served from (*.localhost reaches this machine).

test('the first brand: its name, the three header links and its footer', async ({ page }) => {
  await page.goto(brandUrl('emberite.localhost'));
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'how it works' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'contact' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'get your invite' })).toHaveAttribute('href', '/start');
  await expect(page.getByRole('contentinfo')).toContainText('made with coffee in toronto');
  await expect(page).toHaveTitle(/emberite/);
  expect(await page.locator('html').getAttribute('data-brand')).toBe('emberite');
});

test('the second brand keeps the navigation pattern with its own name and footer', async ({ page }) => {
  await page.goto(brandUrl('advenchy.localhost'));
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'get your invite' })).toBeVisible();
  await expect(header).toContainText('advenchy');
  await expect(page.getByRole('contentinfo')).toContainText('advenchy');
  await expect(page).toHaveTitle(/advenchy/);
});

test('the third brand: explore, how it works, host and view programs; footer with legal links', async ({ page }) => {
  await page.goto(brandUrl('kindling.localhost'));
  const header = page.getByRole('banner');
  for (const name of ['explore', 'how it works', 'host']) await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'view programs' })).toHaveAttribute('href', '/login');
  await expect(header.getByRole('link', { name: 'get your invite' })).toHaveCount(0);
  const footer = page.getByRole('contentinfo');
  for (const href of ['/about', '/faq', '/privacy-policy', '/terms-of-use'])
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  await expect(page).toHaveTitle(/kindling/);
});

test('the three brands show three different headers and footers', async ({ page }) => {
  const seen = new Set<string>();
  for (const host of ['emberite.localhost', 'advenchy.localhost', 'kindling.localhost']) {
    await page.goto(brandUrl(host));
    await expect(page.getByRole('banner')).toBeVisible();
    seen.add(`${await page.getByRole('banner').innerText()}|${await page.getByRole('contentinfo').innerText()}`);
  }
  expect(seen.size).toBe(3);
});

test('an unknown host gets the first brand', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${E2E_PORT}/`);
  expect(await page.locator('html').getAttribute('data-brand')).toBe('emberite');
  await expect(page.getByRole('banner').getByRole('link', { name: 'get your invite' })).toBeVisible();
});

test('each brand installs under its own name and icons', async ({ page }) => {
  const names = [];
  for (const host of ['emberite.localhost', 'advenchy.localhost', 'kindling.localhost']) {
    await page.goto(brandUrl(host));
    const found = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href;
      const manifest = await (await fetch(href)).json();
      const icon = await fetch(manifest.icons[0].src);
      return { name: manifest.name as string, icon: manifest.icons[0].src as string, iconType: icon.headers.get('content-type') };
    });
    expect(found.icon).toContain(`/brands/${host.split('.')[0]}/`);
    expect(found.iconType).toBe('image/png');
    names.push(found.name);
  }
  expect(names).toEqual(['emberite', 'advenchy', 'kindling']);
});
