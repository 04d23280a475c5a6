import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { oidcRepo } from '../../server/features/auth/oidc/repo';
import { newestSignInMail } from './support/dev-mail';
import { expect, test } from './support/fixtures';

// docs/product-rules.md#sign-in (Settings > Authentication, Session expired): the sign-in screens.
// Mail goes to the server's dev outbox in these runs, so codes are read from there.

const freshEmail = () => `person-${crypto.randomUUID()}@example.com`;

/**
 * Reads or writes a row of the client's local settings table with raw IndexedDB, as another tab would.
 * Answers null while the app has not created its database yet (never creating an empty one itself).
 */
function localSetting(page: Page, key: string, value?: string): Promise<string | null> {
  return page.evaluate(
    ([key, value]) =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('meetup');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const database = open.result;
          database.onversionchange = () => database.close();
          if (!database.objectStoreNames.contains('settings')) {
            database.close();
            resolve(null);
            return;
          }
          const transaction = database.transaction('settings', 'readwrite');
          const store = transaction.objectStore('settings');
          const request = value === undefined ? store.get(key!) : store.put({ key, value });
          // Answered once the transaction has committed (a request's success comes before): a navigation right
          // after a write would abort it otherwise.
          transaction.oncomplete = () => {
            database.close();
            resolve(value ?? (request.result as { value?: string } | undefined)?.value ?? null);
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    [key, value] as const,
  );
}

async function requestCode(page: Page, email: string) {
  await page.getByLabel('email').fill(email);
  await page.getByRole('button', { name: 'send code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'check your email' })).toBeVisible();
}

test('the code field takes digits only and nothing is checked before the sixth digit', async ({ page }) => {
  const checked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/magic-link/code')) checked.push((request.postDataJSON() as { code: string }).code);
  });
  await page.goto('/login');
  await requestCode(page, freshEmail());

  const code = page.getByLabel('6-digit code');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  // No maxlength: the browser would cut a pasted '    595499' before the digits are kept (sign-in-code.spec.ts).
  await expect(code).not.toHaveAttribute('maxlength');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.pressSequentially('12ab34');
  await expect(code).toHaveValue('1234');
  await code.pressSequentially('5');
  await code.press('Enter');
  await expect(page.getByRole('button', { name: 'verify' })).toBeDisabled();

  // The sixth digit sends the check: the first and only one, so the Enter above sent nothing.
  const answer = page.waitForResponse('**/api/auth/magic-link/code');
  await code.pressSequentially('6');
  await answer;
  await expect(page.getByRole('alert')).toHaveText('Invalid or expired code. Please try again.');
  expect(checked).toEqual(['123456']);

  await page.getByRole('button', { name: 'use a different email' }).click();
  await expect(page.getByLabel('email')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('signing in with the mailed code returns to the page that asked for it', async ({ page }) => {
  const email = freshEmail();
  await page.goto('/login?redirectedFrom=%2Fcomplete-profile');
  await requestCode(page, email);
  await page.getByLabel('6-digit code').fill((await newestSignInMail(email)).code);
  await expect(page).toHaveURL(/\/complete-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'complete your profile' })).toBeVisible();
});

test("a different user signing in clears the previous user's local data first; the theme stays", async ({ page, signIn, context }) => {
  const first = await signIn({ hasProfile: true });
  await page.goto('/home');
  await expect.poll(() => localSetting(page, 'lastUserId')).toBe(first.email);
  await localSetting(page, 'probe', 'belongs to the first user');
  await localSetting(page, 'theme', 'midnight-purple');

  await context.clearCookies();
  const second = freshEmail();
  await page.goto('/login');
  await requestCode(page, second);
  await page.getByLabel('6-digit code').fill((await newestSignInMail(second)).code);
  await expect(page).not.toHaveURL(/\/login/);
  expect(await localSetting(page, 'lastUserId')).toBe(second);
  expect(await localSetting(page, 'probe')).toBeNull();
  expect(await localSetting(page, 'theme')).toBe('midnight-purple');
});

test('the register screen sends only for a complete address, on Enter too', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: "almost there! what's your email?" })).toBeVisible();
  const send = page.getByRole('button', { name: 'send code' });
  await expect(send).toBeDisabled();
  await page.getByLabel('email').fill('sam@example');
  await expect(send).toBeDisabled();
  await page.getByLabel('email').fill(freshEmail());
  await expect(send).toBeEnabled();
  await page.getByLabel('email').press('Enter');
  await expect(page.getByLabel('6-digit code')).toBeFocused();
  await expect(page.getByRole('button', { name: 'change email' })).toBeVisible();
});

test('the mailed magic link signs in and goes to the onboarding wizard; merely fetching the page uses nothing up', async ({
  page,
  request,
}) => {
  const email = freshEmail();
  // The mail as /login asks for it (its form is tested above).
  expect((await request.post('/api/auth/magic-link/send', { data: { email } })).status()).toBe(202);
  const { linkPath } = await newestSignInMail(email);
  // A mail scanner fetching the link gets the app shell and nothing else.
  expect((await request.get(linkPath)).ok()).toBe(true);
  await page.goto(linkPath);
  await page.getByRole('button', { name: `sign in as ${email}` }).click();
  await expect(page).toHaveURL(/\/start$/);
  await expect(page.getByRole('heading', { level: 1, name: 'where do you live?' })).toBeVisible();
});

test("a magic link without its parameters shows 'Verification Failed'", async ({ page }) => {
  await page.goto('/login/magic-link?email=sam%40example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Verification Failed' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Invalid verification link. Missing required parameters.');
  await expect(page.getByRole('link', { name: 'Return to login' })).toHaveAttribute('href', '/login');
});

test('a magic link with a wrong secret fails with a way back to login', async ({ page }) => {
  const email = freshEmail();
  await page.goto(`/login/magic-link?email=${encodeURIComponent(email)}&secret=not-the-secret`);
  await page.getByRole('button', { name: `sign in as ${email}` }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid or expired link. Please request a new verification code.');
  await expect(page.getByRole('link', { name: 'Return to login' })).toBeVisible();
});

test("a provider callback without a code shows 'Authentication Failed'", async ({ page }) => {
  await page.goto('/login/callback/google?state=abc');
  await expect(page.getByRole('heading', { level: 1, name: 'Authentication Failed' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Invalid authentication request. Missing required parameters.');
  await expect(page.getByRole('link', { name: 'back to sign in' })).toHaveAttribute('href', '/login');
});

/** Stops the page's clock half a second from now; a busy machine may pass that moment first, then it tries again. */
async function stopPageClock(page: Page) {
  for (;;) {
    const at = (await page.evaluate(() => Date.now())) + 500;
    try {
      await page.clock.pauseAt(at);
      return;
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
}

test('session expired counts down 5 to 1, one a second, then opens login with redirectedFrom', async ({ page }) => {
  await page.clock.install();
  // Every number the page shows, in order, however fast a busy machine moves past one.
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { shownCounts: string[] }).shownCounts = shown;
    new MutationObserver(() => {
      const text = document.querySelector('.session-expired__count')?.textContent;
      if (text && shown.at(-1) !== text) shown.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/session-expired?redirectedFrom=%2Femberite%2Fpeople');
  const count = page.locator('.session-expired__count');
  await expect(count).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { shownCounts: string[] }).shownCounts[0])).toBe('5');
  // Stop the page's clock, then step it until the number shown goes, so we know where the one-second ticks fall.
  // (On a busy machine a number or two may have gone before the clock stops: the steps start from there.)
  await stopPageClock(page);
  const stoppedOn = (await count.textContent())!;
  expect(['5', '4', '3', '2']).toContain(stoppedOn);
  while ((await count.textContent()) === stoppedOn) await page.clock.runFor(50);
  for (const shown of ['4', '3', '2', '1'].filter((n) => n < stoppedOn)) {
    await expect(count).toHaveText(shown);
    await page.clock.runFor(900);
    await expect(count).toHaveText(shown);
    await page.clock.runFor(100);
  }
  expect(await page.evaluate(() => (window as unknown as { shownCounts: string[] }).shownCounts)).toEqual(['5', '4', '3', '2', '1']);
  await page.clock.resume();
  await expect(page).toHaveURL(/\/login\?redirectedFrom=%2Femberite%2Fpeople$/);
});

test('session expired is public and announces its countdown', async ({ page }) => {
  await page.goto('/session-expired');
  await expect(page.getByRole('heading', { level: 1, name: 'your session has ended' })).toBeVisible();
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'signing you in again in' })).toBeVisible();
});

test("settings > authentication shows the account id, an unknown provider as 'Unknown Provider', and signs out", async ({
  page,
  signIn,
  database,
}) => {
  const account = await signIn({ hasProfile: true });
  const subject = `subject-${crypto.randomUUID()}`;
  await oidcRepo(database).linkIdentity({
    issuer: 'https://id.example.test',
    subject,
    provider: 'okta',
    userId: account.email,
    email: account.email,
    createdAt: new Date().toISOString(),
  });
  await page.goto('/emberite/settings/auth');
  await expect(page.getByLabel('account id')).toHaveValue(account.email);
  await expect(page.getByLabel('account id')).not.toBeEditable();
  const provider = page.getByRole('listitem').filter({ hasText: 'Unknown Provider' });
  await expect(provider).toContainText(subject);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => fetch('/api/auth/me').then((r) => r.json()))).toBeNull();
});
