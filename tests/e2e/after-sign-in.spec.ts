import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { createSignedInUser } from '../helpers/accounts';
import { newestSignInMail } from './support/dev-mail';
import { expect, test } from './support/fixtures';
import { heading, press } from './support/onboarding';

// Where signing in with the mailed code ends: the onboarding wizard for someone without a profile (with what
// they already answered), /home or the page that asked for a member; never a placeholder screen.

const freshEmail = () => `after-${crypto.randomUUID()}@example.com`;

async function signInWithCode(page: Page, email: string) {
  await page.getByLabel('email').fill(email);
  await page.getByRole('button', { name: 'send code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'check your email' })).toBeVisible();
  await page.getByLabel('6-digit code').fill((await newestSignInMail(email)).code);
}

test('creating an account, then the code, continues the wizard where the person left it', async ({ page }) => {
  await page.goto('/start');
  await press(page, 'next');
  await page.getByRole('button', { name: 'Midtown' }).click();
  const meetingStep = await heading(page).textContent();
  await press(page, 'next');
  // The next step shows once the device has kept it (the wizard waits for IndexedDB): read its heading only then.
  await expect(heading(page)).not.toHaveText(meetingStep!);
  const leftAt = await heading(page).textContent();

  await page.goto('/create-account');
  await signInWithCode(page, freshEmail());
  await expect(page).toHaveURL(/\/start$/);
  await expect(heading(page)).toHaveText(leftAt!);
  await press(page, 'back');
  await expect(page.getByRole('button', { name: 'Midtown' })).toHaveAttribute('aria-pressed', 'true');
});

test("the host page's 'Sign Up', then the code, leads to the host area, which invites a new host to design a format", async ({ page }) => {
  await page.goto('/hosts');
  await page.getByRole('link', { name: 'Sign Up' }).first().click();
  await expect(page).toHaveURL(/\/create-account\?redirectedFrom=%2Fhost$/);
  await signInWithCode(page, freshEmail());
  await expect(page).toHaveURL(/\/host$/);
  await expect(page.getByRole('heading', { level: 1, name: 'hosts only' })).toBeVisible();
  await page.getByRole('link', { name: 'design an event format' }).click();
  await expect(page).toHaveURL(/\/create-event$/);
});

test('/register ends in the onboarding wizard for an address without a profile', async ({ page }) => {
  await page.goto('/register');
  await signInWithCode(page, freshEmail());
  await expect(page).toHaveURL(/\/start$/);
  await expect(page.getByText('This screen is on its way')).toHaveCount(0);
});

test('creating an account with an address that has a profile goes to /home, or back to the page that asked', async ({ page, database }) => {
  const email = freshEmail();
  await createSignedInUser(database, { email, hasProfile: true });
  await page.goto('/create-account');
  await signInWithCode(page, email);
  await expect(page).toHaveURL(/\/home$/);

  await page.context().clearCookies();
  await page.goto('/create-account?redirectedFrom=%2Fme');
  await signInWithCode(page, email);
  await expect(page).toHaveURL(/\/me$/);
});
