import { expect, test } from './support/fixtures';

// The Profile tab is where members look for their account and for signing out.

test('the Profile tab links to the account screen and signs out, by keyboard too', async ({ page, signIn }) => {
  await signIn({ hasProfile: true });
  await page.goto('/home');
  await page.getByRole('navigation', { name: 'member' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/me$/);
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

test('/me shows my photo or initials, my name in lower case, my age bracket, three interest chips and +N, and what I am into', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  const { createMember } = await import('../helpers/members');
  const me = await createMember(database, {
    firstName: 'Noor',
    email: `noor-${Date.now()}@example.com`,
    interests: ['book club', 'photography', 'cooking & food culture', 'board games & strategy'],
  });
  await context.addCookies([{ name: 'sid', value: me.sessionId, url: baseURL! }]);
  await page.goto('/me');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('noor');
  await expect(page.getByText('early 30s')).toBeVisible();
  const chips = page.getByRole('list', { name: 'interests' }).getByRole('listitem');
  await expect(chips).toHaveText(['book club', 'photography', 'cooking & food culture', '+1and 1 more']);
  await expect(page.getByRole('heading', { level: 2, name: "what i'm into" })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'book club',
    'photography',
    'cooking & food culture',
    'board games & strategy',
  ]);
  await expect(page.getByText('“questions and a friendly ear”').first()).toBeVisible();
  // Saved on the device: it opens offline.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('noor');
  await expect(page.getByText('offline: showing what was saved on this device')).toBeVisible();
  await context.setOffline(false);

  await page.getByRole('link', { name: 'edit profile' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

test('/me falls back to the account ("User", no interests) when the profile cannot be read', async ({ page, signIn }) => {
  await signIn({ hasProfile: true });
  await page.route('**/api/profiles?*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x","code":"internal-error"}' }),
  );
  await page.goto('/me');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('user');
  await expect(page.getByRole('heading', { level: 2, name: "what i'm into" })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'edit profile' })).toBeVisible();
});
