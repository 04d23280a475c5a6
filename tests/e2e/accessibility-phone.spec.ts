import { expectNoSeriousAxeViolations } from './support/axe';
import { brandUrl } from './support/e2e-env';
import { expect, test } from './support/fixtures';

// The same checks on a phone, where a wide table scrolls inside its box and axe judges what only a small screen shows.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const EXPERIENCE_PAGES = [
  '/experience/poetryNight',
  '/experience/danceToday',
  '/experience/bazaDance',
  '/experience/worldDanceCo',
  '/experience/poetry-night-first-street',
  '/yvr/yvr-gastown-comedy',
];

for (const path of EXPERIENCE_PAGES) {
  test(`on a phone, ${path}'s comparison scrolls by keyboard and axe finds no serious violations`, async ({ page }) => {
    await page.goto(path);
    const table = page.getByRole('region', { name: /compared with a generic event/ });
    await expect(table).toBeVisible();
    await table.focus();
    await expect(table).toBeFocused();
    await expectNoSeriousAxeViolations(page);
  });
}

test("on a phone, a member's experience page has no serious axe violations", async ({ page, signIn }) => {
  await signIn({ hasProfile: true });
  await page.goto('/emberite/experience/poetry-night-first-street');
  await expect(page.getByRole('region', { name: /compared with a generic event/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

for (const host of ['localhost', 'kindling.localhost']) {
  test(`on a phone, /faq on ${host} has no serious axe violations`, async ({ page }) => {
    await page.goto(brandUrl(host, '/faq'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}
