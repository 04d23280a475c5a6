import { expect, test } from './support/fixtures';

// The experience landings of docs/product-rules.md#experiences-and-poetry-night (named ones, and the default on every experience page).

test('a named landing shows its hero, facts, comparison and how it works; Count me in! celebrates and opens the registration', async ({
  page,
  signIn,
}) => {
  await signIn({ hasProfile: true });
  await page.goto('/experience/danceToday');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('shuffle dance with Dance Today');
  const facts = page.locator('.experience-detail__facts');
  await expect(facts).toContainText('$50 CAD per person');
  await expect(facts).toContainText('2-3 hours');
  await expect(facts).toContainText('English');
  await expect(facts).toContainText('6-12');
  await expect(page.getByRole('link', { name: /Main St & E 7th Ave, Vancouver \(map, opens in a new tab\)/ })).toHaveAttribute(
    'rel',
    /noopener/,
  );
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['with us', 'generic events']);
  await expect(table.getByRole('rowheader')).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'how it works' }).getByRole('listitem')).toHaveCount(5);

  const started = Date.now();
  await page.getByRole('button', { name: 'Count me in!' }).first().click();
  await expect(page.locator('canvas.confetti-canvas')).toHaveCount(1);
  await expect(page).toHaveURL(/\/emberite\/experiences\/dance-today-shuffle\/join$/);
  expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('register for shuffle dance class');
});

test('every other experience page ends with the default landing: the comparison and how it works, under its own name', async ({ page }) => {
  for (const id of ['poetryNight', 'bazaDance', 'worldDanceCo']) {
    await page.goto(`/experience/${id}`);
    await expect(page.getByRole('button', { name: 'Count me in!' }).first(), id).toBeVisible();
  }
  await page.goto('/experience/baza-dance-social');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('baza dance social');
  await expect(page.getByRole('heading', { level: 2, name: 'baza dance social here, or a generic event?' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'how it works' }).getByRole('listitem')).toHaveCount(5);
});
