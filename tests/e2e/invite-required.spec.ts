import crypto from 'node:crypto';
import { invitesRepo } from '../../server/features/invites/repo';
import { INVITE_CODE_REQUIRED_MESSAGE } from '../../shared/invites';
import { readSignInMail } from '../helpers/smtp-listener';
import { createMember } from '../helpers/members';
import { draftAt, heading, openAt } from './support/onboarding';
import { expect, test } from './support/worker-server';

// With REQUIRE_INVITE_CODE=on (switched on for this test), /start asks for a valid invite code before registering.
test.use({ serverStart: { switches: { requireInviteCode: true } } });

test('with the switch on, the register step needs a valid invite code before it sends the e-mail code', async ({ page, server }) => {
  const owner = await server.withDatabase((db) => createMember(db, { firstName: 'Ada', email: `ada-${crypto.randomUUID()}@example.com` }));
  const code = 'ADA-K7M3Q9XHPA';
  await server.withDatabase((db) =>
    invitesRepo(db).create(code, owner.email, 5, new Date().toISOString(), new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString()),
  );
  const email = `joiner-${crypto.randomUUID()}@example.com`;
  await openAt(page, `${server.url}/start`, draftAt('register'));
  await expect(heading(page)).toHaveText("almost there! what's your email?");
  // Required: the label does not say optional, and sending without a code is refused before any mail goes out.
  const inviteField = page.getByLabel('invite code', { exact: true });
  await expect(inviteField).toBeVisible();
  await page.getByLabel('email').fill(email);
  const before = server.smtp.mails.length;
  await page.getByRole('button', { name: 'send code' }).click();
  await expect(page.getByRole('alert')).toHaveText(INVITE_CODE_REQUIRED_MESSAGE);
  expect(server.smtp.mails.length).toBe(before);

  await inviteField.fill(code);
  await page.getByRole('button', { name: 'send code' }).click();
  const mail = await server.smtp.nextMailTo(email, before);
  await page.getByLabel('6-digit code').fill(readSignInMail(mail).code);
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => server.withDatabase((db) => invitesRepo(db).redemptionOf(email)), { timeout: 15_000 }).toBe(code);
});
