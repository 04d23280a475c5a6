import { expect, test, type Page } from '@playwright/test';
import { createSignedInUser } from '../helpers/accounts';
import { readSignInMail } from '../helpers/smtp-listener';
import { E2E_PORT } from './support/e2e-env';
import { ownServerWithMail } from './support/server-with-mail';

// Its own server, pointed at a real SMTP listener on loopback: the code is read from the mail as a person would.
const PORT = E2E_PORT + 9;
let seq = 0;
const newEmail = () => `reader${++seq}.${Date.now()}@example.com`;

test.describe.configure({ mode: 'serial' });
const own = ownServerWithMail(PORT);

const url = (p: string) => `${own.server.url}${p}`;

async function enterEmailAndCode(page: Page, email: string) {
  const before = own.smtp.mails.length;
  await page.getByLabel('email').fill(email);
  await page.getByRole('button', { name: 'send code' }).click();
  const { code } = readSignInMail(await own.smtp.nextMailTo(email, before));
  await page.getByLabel('6-digit code').fill(code);
}

const me = (page: Page) => page.evaluate(async () => (await fetch('/api/auth/me')).json());

test('create an account with the code from the e-mail, then go on to the onboarding wizard', async ({ page }) => {
  const email = newEmail();
  await page.goto(url('/create-account'));
  await enterEmailAndCode(page, email);
  await expect(page).toHaveURL(/\/start$/);
  expect((await me(page)).id).toBe(email);
});

test('sign in with the code and return to the page that asked for it', async ({ page }) => {
  const email = newEmail();
  await own.server.withDatabase((db) => createSignedInUser(db, { email, hasProfile: true }));
  await page.goto(url('/me'));
  await expect(page).toHaveURL(/\/login\?redirectedFrom=%2Fme$/);
  await enterEmailAndCode(page, email);
  await expect(page).toHaveURL(/\/me$/);
  // /me is the profile now: the account's own profile, and the session is that account's.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('sam');
  expect((await me(page)).id).toBe(email);
});

test('sign out ends the session on the server', async ({ page }) => {
  const email = newEmail();
  await own.server.withDatabase((db) => createSignedInUser(db, { email, hasProfile: true }));
  await page.goto(url('/login'));
  await enterEmailAndCode(page, email);
  await page.goto(url('/emberite/settings/auth'));
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await me(page)).toBeNull();
});

test('sign in by the magic link from the e-mail', async ({ page }) => {
  const email = newEmail();
  await page.goto(url('/login'));
  const before = own.smtp.mails.length;
  await page.getByLabel('email').fill(email);
  await page.getByRole('button', { name: 'send code' }).click();
  const { link } = readSignInMail(await own.smtp.nextMailTo(email, before));
  expect(link.startsWith(url('/login/magic-link?'))).toBe(true);
  await page.goto(link);
  await page.getByRole('button', { name: `sign in as ${email}` }).click();
  await expect(page).toHaveURL(/\/start$/);
  expect((await me(page)).id).toBe(email);
});

test('an expired session counts down 5 to 1, then asks to sign in again and comes back', async ({ page, context }) => {
  const email = newEmail();
  await own.server.withDatabase((db) => createSignedInUser(db, { email, hasProfile: true }));
  await page.goto(url('/login'));
  await enterEmailAndCode(page, email);
  await expect(page).toHaveURL(/\/home$|\/start$/);
  await context.clearCookies();
  await page.goto(url('/session-expired?redirectedFrom=%2Fme'));
  for (const n of ['5', '4', '3', '2', '1']) await expect(page.locator('[aria-live]').filter({ hasText: n }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirectedFrom=%2Fme$/, { timeout: 10_000 });
});

test("a different user signing in never sees the first user's local data", async ({ page }) => {
  const first = newEmail();
  const second = newEmail();
  await page.goto(url('/login'));
  await enterEmailAndCode(page, first);
  await expect(page).not.toHaveURL(/\/login/);
  // Something the first person left on this device, in the local database.
  const keys = () =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const open = indexedDB.open('meetup');
          open.onsuccess = () => {
            const request = open.result.transaction('settings').objectStore('settings').getAllKeys();
            request.onsuccess = () => resolve(request.result as string[]);
          };
        }),
    );
  await expect.poll(keys).toContain('lastUserId');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open('meetup');
        open.onsuccess = () => {
          const tx = open.result.transaction('settings', 'readwrite');
          tx.objectStore('settings').put({ key: 'first-users-note', value: 'private' });
          tx.oncomplete = () => resolve();
        };
      }),
  );
  // The first session ends without a sign-out (it expired, say): someone signed in is sent on from /login.
  await page.context().clearCookies();
  await page.goto(url('/login'));
  await enterEmailAndCode(page, second);
  await expect(page).not.toHaveURL(/\/login/);
  expect((await me(page)).id).toBe(second);
  await expect.poll(keys).not.toContain('first-users-note');
});
