import AxeBuilder from '@axe-core/playwright';
import { meetingAt } from '../../shared/weekly-cycle';
import { authRepo } from '../../server/features/auth/repo';
import { groupsRepo } from '../../server/features/groups/repo';
import { myDataRepo } from '../../server/features/my-data/repo';
import { paymentsRepo } from '../../server/features/payments/repo';
import type { TestMember } from '../helpers/members';
import { confirmedGroup } from './support/confirmed-group';
import { memberPhone } from './support/member-phone';
import { expect, test } from './support/worker-server';

// Deleting the account, on a phone, the day before a confirmed group meets (Saturday 9 AM, Toronto): the screen says
// what happens now (the place given up on the "can't make it" terms), what waits and until when; the deletion is
// accepted and the account closed at once. The server's clock stands 18 hours before the meetup.
const WEEK = '2026-11-19';
const MEETS_AT = meetingAt(WEEK, 'sat-9', 'America/Toronto');
const CLOCK_START = new Date(MEETS_AT.getTime() - 18 * 60 * 60 * 1000).toISOString();
test.use({ serverStart: { clock: CLOCK_START } });

test('with a group deposit that must wait, the screen says what happens now and what waits until when; confirmed, the account is closed', async ({
  browser,
  server,
}) => {
  const { members } = await confirmedGroup(server, WEEK, ['Host', 'Ana', 'Ben', 'Cal', 'Dee']);
  const dee = members[4] as TestMember;
  const { context, page } = await memberPhone(browser, server, dee, CLOCK_START);

  await page.goto(`${server.url}/emberite/settings/delete-account`);
  await expect(page.getByRole('heading', { level: 1, name: 'delete account' })).toBeVisible();
  const now = page.getByRole('heading', { level: 2, name: 'what happens now' });
  await expect(now).toBeVisible();
  await expect(page.getByRole('list').first()).toHaveText(
    "You give up your place in your group meeting saturday, november 28 at 9 am. It's after the invite deadline, so, as with \"can't make it\", your $10.00 deposit is charged. It doesn't count as a no-show.",
  );
  await expect(page.getByRole('heading', { level: 2, name: 'what waits' })).toBeVisible();
  await expect(page.getByRole('list').nth(1)).toHaveText(
    'Your $10.00 deposit for the meetup on saturday, november 28 is charged when that meetup is settled, on sunday, november 29 at noon.',
  );
  await expect(
    page.getByText(
      `Until then your account stays closed, and it is deleted by sunday, november 29 at noon (Toronto time). We e-mail ${dee.email} when it is done.`,
    ),
  ).toBeVisible();
  await expect(page.getByText('demo payments: no money moves.')).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('delete-account.png'), fullPage: true });

  const confirm = page.getByLabel('type your e-mail address to confirm');
  await confirm.fill(dee.email);
  await confirm.press('Enter');
  await expect(page).toHaveURL(`${server.url}/account-deleted`);
  await expect(page.getByRole('heading', { level: 1, name: 'your account is closed' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    'You are signed out everywhere, and nobody sees you any more. Your account is deleted by sunday, november 29 at noon (Toronto time), once your deposit is settled after the meetup, and we e-mail you when it is done. Thank you for the coffees.',
  );
  await page.screenshot({ path: test.info().outputPath('account-closed.png'), fullPage: true });
  // A reload keeps what it said.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'your account is closed' })).toBeVisible();

  // Closed, not deleted: the account waits with its deposit held, its sessions gone, its place given up.
  const row = await server.withDatabase(async (db) => ({
    closedAt: await authRepo(db).closedAt(dee.email),
    hold: (await paymentsRepo(db).ofUser(dee.email))[0]?.status,
    invite: (await groupsRepo(db).inviteOf(dee.email, WEEK))?.status,
    sessions: (await myDataRepo(db).sessions(dee.email)).length,
  }));
  expect(row).toMatchObject({ hold: 'held', invite: 'declined', sessions: 0 });
  expect(row.closedAt).not.toBeNull();
  await page.goto(`${server.url}/home`);
  await expect(page).toHaveURL(/\/login\?redirectedFrom=%2Fhome$/);
  await context.close();
});
