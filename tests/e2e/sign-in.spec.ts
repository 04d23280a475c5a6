import type { Page } from '@playwright/test';
import { createSignedInUser } from '../helpers/accounts';
import { readSignInMail } from '../helpers/smtp-listener';
import { expect, test, type WorkerServer } from './support/worker-server';

// The server's mail goes to a real SMTP listener on loopback: the code is read from the mail as a person would.
let seq = 0;
const newEmail = () => `reader${++seq}.${Date.now()}@example.com`;

async function enterEmailAndCode(server: WorkerServer, page: Page, email: string) {
  const before = server.smtp.mails.length;
  await page.getByLabel('email').fill(email);
  await page.getByRole('button', { name: 'send code' }).click();
  const { code } = readSignInMail(await server.smtp.nextMailTo(email, before));
  await page.getByLabel('6-digit code').fill(code);
}

const me = (page: Page) => page.evaluate(async () => (await fetch('/api/auth/me')).json());

test('create an account with the code from the e-mail, then go on to the onboarding wizard', async ({ page, server }) => {
  const email = newEmail();
  await page.goto(`${server.url}/create-account`);
  await enterEmailAndCode(server, page, email);
  await expect(page).toHaveURL(/\/start$/);
  expect((await me(page)).id).toBe(email);
});

test('sign in with the code and return to the page that asked for it', async ({ page, server }) => {
  const email = newEmail();
  await server.withDatabase((db) => createSignedInUser(db, { email, hasProfile: true }));
  await page.goto(`${server.url}/me`);
  await expect(page).toHaveURL(/\/login\?redirectedFrom=%2Fme$/);
  await enterEmailAndCode(server, page, email);
  await expect(page).toHaveURL(/\/me$/);
  // /me is the profile now: the account's own profile, and the session is that account's.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('sam');
  expect((await me(page)).id).toBe(email);
});

test('sign out ends the session on the server', async ({ page, server }) => {
  const email = newEmail();
  await server.withDatabase((db) => createSignedInUser(db, { email, hasProfile: true }));
  await page.goto(`${server.url}/login`);
  await enterEmailAndCode(server, page, email);
  await page.goto(`${server.url}/emberite/settings/auth`);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await me(page)).toBeNull();
});

test('sign in by the magic link from the e-mail', async ({ page, server }) => {
  const email = newEmail();
  await page.goto(`${server.url}/login`);
  const before = server.smtp.mails.length;
  await page.getByLabel('email').fill(email);
  await page.getByRole('button', { name: 'send code' }).click();
  const { link } = readSignInMail(await server.smtp.nextMailTo(email, before));
  expect(link.startsWith(`${server.url}/login/magic-link?`)).toBe(true);
  await page.goto(link);
  await page.getByRole('button', { name: `sign in as ${email}` }).click();
  await expect(page).toHaveURL(/\/start$/);
  expect((await me(page)).id).toBe(email);
});

test('an expired session counts down 5 to 1, then asks to sign in again and comes back', async ({ page, context, server }) => {
  const email = newEmail();
  await server.withDatabase((db) => createSignedInUser(db, { email, hasProfile: true }));
  await page.goto(`${server.url}/login`);
  await enterEmailAndCode(server, page, email);
  await expect(page).toHaveURL(/\/home$|\/start$/);
  await context.clearCookies();
  await page.goto(`${server.url}/session-expired?redirectedFrom=%2Fme`);
  for (const n of ['5', '4', '3', '2', '1']) await expect(page.locator('[aria-live]').filter({ hasText: n }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirectedFrom=%2Fme$/, { timeout: 10_000 });
});

test("a different user signing in never sees the first user's local data", async ({ page, server }) => {
  const first = newEmail();
  const second = newEmail();
  await page.goto(`${server.url}/login`);
  await enterEmailAndCode(server, page, first);
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
  await page.goto(`${server.url}/login`);
  await enterEmailAndCode(server, page, second);
  await expect(page).not.toHaveURL(/\/login/);
  expect((await me(page)).id).toBe(second);
  await expect.poll(keys).not.toContain('first-users-note');
});
