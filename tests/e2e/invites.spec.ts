import crypto from 'node:crypto';
import { ACTIVE_INVITE_MESSAGE, INVITE_CODE_INVALID_MESSAGE, INVITE_CREATED_MESSAGE, INVITE_FAILED_MESSAGE } from '../../shared/invites';
import { invitesRepo } from '../../server/features/invites/repo';
import { createMember } from '../helpers/members';
import { newestSignInMail } from './support/dev-mail';
import { draftAt, heading, openAt } from './support/onboarding';
import { expect, test } from './support/fixtures';
import { untilWorkerActive } from './support/service-worker';

// A member creates an invite and copies it; a second person redeems it at /start.

test('an invite is created, copied, and redeemed at /start by a second person, crediting its owner', async ({
  page,
  context,
  baseURL,
  browser,
  database,
}) => {
  const owner = await createMember(database, { firstName: 'Inès', email: `ines-${crypto.randomUUID()}@example.com` });
  await context.addCookies([{ name: 'sid', value: owner.sessionId, url: baseURL! }]);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });

  await page.goto('/emberite/settings');
  await page.getByRole('link', { name: 'invites' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invites' })).toBeVisible();
  await expect(page.getByText('no invites created yet')).toBeVisible();

  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Create New Invite' }).click();
  await expect.poll(() => alerts).toEqual([INVITE_CREATED_MESSAGE]);
  const list = page.getByRole('list', { name: 'your invites' });
  const code = (await list.getByRole('button', { name: /^copy invite code / }).textContent())!;
  expect(code).toMatch(/^INES-[A-Z2-9]{10}$/);
  await expect(list).toContainText('max uses5');
  await expect(list).toContainText('used0');
  // One active invite: no second one for now.
  await expect(page.getByRole('button', { name: 'Create New Invite' })).toBeDisabled();
  await expect(page.getByText(ACTIVE_INVITE_MESSAGE)).toBeVisible();

  await list.getByRole('button', { name: 'copy', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveText(`Copied ${code} to clipboard!`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect(page.getByText(`Copied ${code} to clipboard!`)).toHaveCount(0, { timeout: 4000 });

  // The invites screen opens offline from what the device saved.
  await untilWorkerActive(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('list', { name: 'your invites' })).toContainText(code);
  await context.setOffline(false);

  // A second person, in a browser of their own, arrives with the code in a link; a wrong code is refused first.
  const newcomerContext = await browser.newContext({ baseURL });
  const newcomer = await newcomerContext.newPage();
  const email = `newcomer-${crypto.randomUUID()}@example.com`;
  await openAt(newcomer, `/start?invite=${code.toLowerCase()}`, draftAt('register'));
  await expect(heading(newcomer)).toHaveText("almost there! what's your email?");
  const inviteField = newcomer.getByLabel('invite code (optional)');
  await expect(inviteField).toHaveValue(code.toLowerCase());
  await newcomer.getByLabel('email').fill(email);
  await inviteField.fill('INES-AAAAAAAAAA');
  await newcomer.getByRole('button', { name: 'send code' }).click();
  await expect(newcomer.getByRole('alert')).toHaveText(INVITE_CODE_INVALID_MESSAGE);
  await inviteField.fill(code);
  await newcomer.getByRole('button', { name: 'send code' }).click();
  await expect(newcomer.getByLabel('6-digit code')).toBeVisible();
  await newcomer.getByLabel('6-digit code').fill((await newestSignInMail(email)).code);
  await expect(newcomer).toHaveURL(/\/home$/);
  await expect.poll(() => invitesRepo(database).redemptionOf(email), { timeout: 15_000 }).toBe(code);
  await newcomerContext.close();

  await page.reload();
  await expect(page.getByRole('list', { name: 'your invites' })).toContainText('used1');
});

test('while an invite is made the button says "Creating...", and a failure says so in an alert', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  const owner = await createMember(database, { firstName: 'Zoé', email: `zoe-${crypto.randomUUID()}@example.com` });
  await context.addCookies([{ name: 'sid', value: owner.sessionId, url: baseURL! }]);
  let answer: (() => void) | undefined;
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  // The server answers with a bare 500 (no body of ours), after the button was seen in its busy state.
  await page.route('**/api/invites', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await held;
    await route.fulfill({ status: 500, body: 'Internal Server Error', contentType: 'text/plain' });
  });
  await page.goto('/emberite/settings/invites');
  await expect(page.getByText('no invites created yet')).toBeVisible();
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Create New Invite' }).click();
  await expect(page.getByRole('button', { name: 'Creating...' })).toBeVisible();
  answer?.();
  await expect.poll(() => alerts).toEqual([INVITE_FAILED_MESSAGE]);
  expect(INVITE_FAILED_MESSAGE).toBe('Failed to create invite. Please try again.');
  await expect(page.getByRole('button', { name: 'Create New Invite' })).toBeEnabled();
  await expect(page.getByText('no invites created yet')).toBeVisible();
});
