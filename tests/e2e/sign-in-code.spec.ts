import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { readSignInMail, type ReceivedMail } from '../helpers/smtp-listener';
import { draftAt, heading, openAt } from './support/onboarding';
import { expect, test, type WorkerServer } from './support/worker-server';

// The code step as people meet it on a phone: the code pasted the way the mail shows it, the tab reloaded
// while they were in their mail app, and no connection at all. The server's mail goes to a real SMTP listener, and
// each test starts with its sign-in limits fresh: these tests send more codes than the shared server's per-client
// limit leaves room for.
const freshEmail = () => `code-${crypto.randomUUID()}@example.com`;
const me = (page: Page) => page.evaluate(() => fetch('/api/auth/me').then((r) => r.json()));

/** Presses `button` (send code, send a new code) and answers the mail it sends. */
async function mailAfter(server: WorkerServer, page: Page, email: string, button: string): Promise<ReceivedMail> {
  const before = server.smtp.mails.length;
  await page.getByRole('button', { name: button, exact: true }).click();
  return server.smtp.nextMailTo(email, before);
}

async function requestCode(server: WorkerServer, page: Page, email: string): Promise<ReceivedMail> {
  await page.getByLabel('email').fill(email);
  const mail = await mailAfter(server, page, email, 'send code');
  await expect(page.getByRole('heading', { level: 1, name: 'check your email' })).toBeVisible();
  return mail;
}

test('the code pasted with the spaces or words around it signs in', async ({ page, context, server }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
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
    await page.goto(`${server.url}/login`);
    const pasted = form(readSignInMail(await requestCode(server, page, email)).code);
    const field = page.getByLabel('6-digit code');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
    await field.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(page, JSON.stringify(pasted)).not.toHaveURL(/\/login/);
    expect(await me(page)).toMatchObject({ id: email });
  }
});

test('the mail shows the code on a line of its own, not indented', async ({ page, server }) => {
  const email = freshEmail();
  await page.goto(`${server.url}/login`);
  const mail = await requestCode(server, page, email);
  expect(mail.text.split('\n')).toContain(readSignInMail(mail).code);
});

test('a reload on the code screen keeps it, with the resend countdown where it was; the new code then signs in', async ({
  page,
  server,
}) => {
  await page.clock.install();
  const email = freshEmail();
  await page.goto(`${server.url}/login`);
  await requestCode(server, page, email);
  await expect(page.getByRole('button', { name: 'send a new code in 30 s' })).toBeDisabled();
  // Stop the page's clock 12.5 s after the send (its time kept for the reload), whatever a busy machine took so far.
  const sentAt = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('sign-in:code-sent:login')!) as { sentAt: number }).sentAt);
  await page.clock.pauseAt(sentAt + 12_500);
  await expect(page.getByRole('button', { name: 'send a new code in 18 s' })).toBeDisabled();
  await page.clock.resume();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'check your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // Carried on from 18 (the exact figure depends on how long the reload took), not started again at 30.
  const waiting = page.getByRole('button', { name: /^send a new code in \d+ s$/ });
  await expect(waiting).toBeDisabled();
  expect(Number((await waiting.textContent())!.match(/\d+/)![0])).toBeLessThanOrEqual(18);
  await page.clock.fastForward(20_000);
  const mail = await mailAfter(server, page, email, 'send a new code');
  await expect(page.getByRole('button', { name: 'send a new code in 30 s' })).toBeDisabled();

  await page.getByLabel('6-digit code').fill(readSignInMail(mail).code);
  await expect(page).not.toHaveURL(/\/login/);
  // Signed in: the code screen is not kept for a next visit, and /login itself sends them on (a new account: the wizard).
  expect(await page.evaluate(() => sessionStorage.getItem('sign-in:code-sent:login'))).toBeNull();
  await page.goto(`${server.url}/login`);
  await expect(page).toHaveURL(/\/start$/);
  await expect(page.getByRole('heading', { level: 1, name: 'check your email' })).toHaveCount(0);
});

test("the code screen comes back for the code's lifetime (10 minutes), not after", async ({ page, server }) => {
  await page.clock.install();
  await page.goto(`${server.url}/login`);
  await requestCode(server, page, freshEmail());
  await page.clock.fastForward(9 * 60_000);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'check your email' })).toBeVisible();
  await page.clock.fastForward(60_000 + 1000);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'sign in' })).toBeVisible();
  await expect(page.getByLabel('email')).toBeVisible();
});

test("a reload on the wizard's code step keeps it, and the code then registers", async ({ page, server }) => {
  const email = freshEmail();
  await openAt(page, `${server.url}/start`, draftAt('register'));
  await expect(heading(page)).toHaveText("almost there! what's your email?");
  const mail = await requestCode(server, page, email);
  await page.reload();
  await expect(heading(page)).toHaveText('check your email');
  await page.getByLabel('6-digit code').fill(readSignInMail(mail).code);
  await expect(page).toHaveURL(/\/home$/);
});

test('sending a code offline says the device is offline', async ({ page, context, server }) => {
  await page.goto(`${server.url}/login`);
  await expect(page.getByLabel('email')).toBeVisible();
  await context.setOffline(true);
  await page.getByLabel('email').fill(freshEmail());
  await page.getByRole('button', { name: 'send code' }).click();
  await expect(page.getByRole('alert')).toHaveText("you're offline: connect to get your code.");
});
