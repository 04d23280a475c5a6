import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { createSignedInUser } from '../helpers/accounts';
import { newestSignInMail } from './support/dev-mail';
import { expect, test } from './support/fixtures';

// The magic link in the sign-in mail (docs/product-rules.md#sign-in), made safe against mail filters that open links with
// JavaScript: opening the page signs nobody in; the person's own click on 'sign in as {email}' does.

const freshEmail = () => `link-${crypto.randomUUID()}@example.com`;

/** The sign-in mail, asked for as /login's form does (the form itself is tested in sign-in-screens.spec.ts). */
async function requestLink(page: Page, email: string) {
  const sent = await page.request.post('/api/auth/magic-link/send', { data: { email } });
  expect(sent.status(), await sent.text()).toBe(202);
}

/** What the server says about this browser's session: GET /api/auth/me and the 401-guarded current user. */
const session = (page: Page) =>
  page.evaluate(async () => ({
    me: (await (await fetch('/api/auth/me')).json()) as { id: string } | null,
    currentUser: (await fetch('/api/users/currentUser')).status,
  }));

test('opening the link posts nothing and signs nobody in until the person clicks sign in', async ({ page }) => {
  const email = freshEmail();
  await requestLink(page, email);
  const { linkPath } = await newestSignInMail(email);
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/auth/magic-link/secret')) posted.push(request.url());
  });

  await page.goto(linkPath);
  const button = page.getByRole('button', { name: `sign in as ${email}` });
  await expect(button).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(posted).toEqual([]);
  expect(await session(page)).toEqual({ me: null, currentUser: 401 });

  await button.click();
  await expect(page).not.toHaveURL(/\/login\/magic-link/);
  expect(posted).toHaveLength(1);
  expect((await session(page)).me?.id).toBe(email);
});

test("a mail filter opening the link first does not use it up: the person's click still signs them in", async ({ page, browser }) => {
  const email = freshEmail();
  await requestLink(page, email);
  const { linkPath } = await newestSignInMail(email);

  const filter = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const sandbox = await filter.newPage();
  await sandbox.goto(linkPath);
  await expect(sandbox.getByRole('button', { name: `sign in as ${email}` })).toBeVisible();
  await sandbox.waitForLoadState('networkidle');
  expect(await session(sandbox)).toEqual({ me: null, currentUser: 401 });
  await filter.close();

  await page.goto(linkPath);
  await page.getByRole('button', { name: `sign in as ${email}` }).click();
  await expect(page).not.toHaveURL(/\/login\/magic-link/);
  expect((await session(page)).me?.id).toBe(email);
});

test('the link takes a new address to the onboarding wizard, not a placeholder screen', async ({ page }) => {
  const email = freshEmail();
  await requestLink(page, email);
  await page.goto((await newestSignInMail(email)).linkPath);
  await page.getByRole('button', { name: `sign in as ${email}` }).click();
  await expect(page).toHaveURL(/\/start$/);
  await expect(page.getByText('This screen is on its way')).toHaveCount(0);
});

test('the link takes a member with a profile to /home', async ({ page, database }) => {
  const email = freshEmail();
  await createSignedInUser(database, { email, hasProfile: true });
  await requestLink(page, email);
  await page.goto((await newestSignInMail(email)).linkPath);
  await page.getByRole('button', { name: `sign in as ${email}` }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('navigation', { name: 'member' })).toBeVisible();
});
