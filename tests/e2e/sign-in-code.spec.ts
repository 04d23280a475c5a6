import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { newestSignInMail } from './support/dev-mail';
import { expect, test } from './support/fixtures';
import { draftAt, heading, openAt } from './support/onboarding';

// The code step as people meet it on a phone: the code pasted the way the mail shows it, the tab reloaded
// while they were in their mail app, and no connection at all.

const freshEmail = () => `code-${crypto.randomUUID()}@example.com`;

async function requestCode(page: Page, email: string) {
  await page.getByLabel('email').fill(email);
  await page.getByRole('button', { name: 'send code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'check your email' })).toBeVisible();
}

test('the code pasted with the spaces or words around it signs in', async ({ page, context, db, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  const forms = [
    (code: string) => `    ${code}`,
    (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`,
    (code: string) => `Code: ${code}`,
    // More than six digits once the words are gone: the first six are the code.
    (code: string) => `Code: ${code} (works for 10 minutes)`,
  ];
  for (const form of forms) {
    const email = freshEmail();
    await context.clearCookies();
    await page.goto('/login');
    await requestCode(page, email);
    const field = page.getByLabel('6-digit code');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    const pasted = form(newestSignInMail(db, email).code);
    await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
    await field.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(page, JSON.stringify(pasted)).not.toHaveURL(/\/login/);
    expect(await page.evaluate(() => fetch('/api/auth/me').then((r) => r.json()))).toMatchObject({ id: email });
  }
});

test('the mail shows the code on a line of its own, not indented', async ({ page, db }) => {
  const email = freshEmail();
  await page.goto('/login');
  await requestCode(page, email);
  const { text, code } = newestSignInMail(db, email);
  expect(text.split('\n')).toContain(code);
});

test('a reload on the code screen keeps it, with the resend countdown where it was; the new code then signs in', async ({ page, db }) => {
  await page.clock.install();
  const email = freshEmail();
  await page.goto('/login');
  await requestCode(page, email);
  await expect(page.getByRole('button', { name: 'send a new code in 30 s' })).toBeDisabled();
  await page.clock.fastForward(12_000);
  await expect(page.getByRole('button', { name: 'send a new code in 18 s' })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'check your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // Carried on from 18 (the exact figure depends on how long the reload took), not started again at 30.
  const waiting = page.getByRole('button', { name: /^send a new code in \d+ s$/ });
  await expect(waiting).toBeDisabled();
  expect(Number((await waiting.textContent())!.match(/\d+/)![0])).toBeLessThanOrEqual(18);
  await page.clock.fastForward(20_000);
  await page.getByRole('button', { name: 'send a new code', exact: true }).click();
  await expect(page.getByRole('button', { name: 'send a new code in 30 s' })).toBeDisabled();

  await page.getByLabel('6-digit code').fill(newestSignInMail(db, email).code);
  await expect(page).not.toHaveURL(/\/login/);
  // Signed in: the code screen is not brought back by the next visit.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'sign in' })).toBeVisible();
});

test("the code screen comes back for the code's lifetime (10 minutes), not after", async ({ page }) => {
  await page.clock.install();
  await page.goto('/login');
  await requestCode(page, freshEmail());
  await page.clock.fastForward(9 * 60_000);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'check your email' })).toBeVisible();
  await page.clock.fastForward(60_000 + 1000);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'sign in' })).toBeVisible();
  await expect(page.getByLabel('email')).toBeVisible();
});

test("a reload on the wizard's code step keeps it, and the code then registers", async ({ page, db }) => {
  const email = freshEmail();
  await openAt(page, '/start', draftAt('register'));
  await expect(heading(page)).toHaveText("almost there! what's your email?");
  await requestCode(page, email);
  await page.reload();
  await expect(heading(page)).toHaveText('check your email');
  await page.getByLabel('6-digit code').fill(newestSignInMail(db, email).code);
  await expect(page).toHaveURL(/\/home$/);
});

test('sending a code offline says the device is offline', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByLabel('email')).toBeVisible();
  await context.setOffline(true);
  await page.getByLabel('email').fill(freshEmail());
  await page.getByRole('button', { name: 'send code' }).click();
  await expect(page.getByRole('alert')).toHaveText("you're offline: connect to get your code.");
});
