import AxeBuilder from '@axe-core/playwright';
import { meetingAt } from '../../shared/weekly-cycle';
import { groupsRepo } from '../../server/features/groups/repo';
import { paymentsRepo } from '../../server/features/payments/repo';
import type { TestMember } from '../helpers/members';
import { confirmedGroup } from './support/confirmed-group';
import { expectNoSeriousAxeViolations } from './support/axe';
import { memberPhone } from './support/member-phone';
import { untilWorkerActive } from './support/service-worker';
import { expect, test } from './support/worker-server';

// The reminder's "can't make it" link, on a phone, the day before a confirmed group meets
// (Saturday 9 AM, Toronto). The server's clock stands 18 hours before the meetup.
const WEEK = '2026-11-19';
const MEETS_AT = meetingAt(WEEK, 'sat-9', 'America/Toronto');
const CLOCK_START = new Date(MEETS_AT.getTime() - 18 * 60 * 60 * 1000).toISOString();
test.use({ serverStart: { clock: CLOCK_START } });

test("the reminder's link asks first; released offline, the place goes once back online and the deposit stays held", async ({
  browser,
  server,
}) => {
  const { members, groupId } = await confirmedGroup(server, WEEK, ['Host', 'Ana', 'Ben', 'Cal', 'Dee']);
  const dee = members[4] as TestMember;
  const { context, page } = await memberPhone(browser, server, dee, CLOCK_START);

  // The link only asks: nothing is sent until Dee answers, and "keep my place" keeps it.
  await page.goto(`${server.url}/group?cant-make-it`);
  const dialog = page.getByRole('dialog', { name: "can't make it?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("it's after the invite deadline, so your $10.00 deposit is charged. it doesn't count as a no-show.");
  // "keep my place" comes first and has the focus: a stray Enter keeps the place.
  await expect(dialog.getByRole('button', { name: 'keep my place' })).toBeFocused();
  await expect(dialog).toContainText('demo payments: no money moves.');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);
  await page.screenshot({ path: '/tmp/cant-make-it-question.png' });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${server.url}/group`);
  await expect(page.getByRole('heading', { level: 2, name: 'your group is confirmed' })).toBeVisible();
  const inviteOf = async () =>
    (await server.withDatabase((db) => groupsRepo(db).invitesOf(groupId))).find((invite) => invite.userId === dee.email)!;
  expect((await inviteOf()).status).toBe('accepted');

  // Offline, by keyboard: the answer shows at once and waits on the device.
  await untilWorkerActive(page);
  await context.setOffline(true);
  const button = page.getByRole('button', { name: "can't make it" });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'release my place' }).click();
  await expect(page.getByRole('heading', { level: 2, name: "you can't make it this time" })).toBeFocused();
  expect((await inviteOf()).status).toBe('accepted');

  await context.setOffline(false);
  await expect.poll(async () => (await inviteOf()).status).toBe('declined');
  expect((await inviteOf()).cancelledLate).toBe(true);
  // The outbox is empty once the server answered, after its releases ran: the deposit stays held, to be charged.
  await expect(page.getByText(/waiting to be sent|not yet saved/i)).toHaveCount(0);
  const hold = await server.withDatabase((db) => paymentsRepo(db).findFor(dee.email, 'group', groupId));
  expect(hold!.status).toBe('held');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: "you can't make it this time" })).toBeVisible();
  await expect(page.getByText('your place was released for someone else.')).toBeVisible();
  // What the question said it costs, said again: her own deposit, by its amount.
  await expect(
    page.getByText("it was after the invite deadline, so your $10.00 deposit is charged; it doesn't count as a no-show."),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/cant-make-it-after.png' });
  await context.close();
});

test('with no deposit held, the question and the page after it both say nothing is charged', async ({ browser, server }) => {
  const { members, groupId } = await confirmedGroup(server, WEEK, ['Host', 'Ana', 'Ben', 'Cal', 'Dee']);
  const dee = members[4] as TestMember;
  // Her hold never went through (a crash while it was placed: the provider made none), so nothing is held for her.
  await server.withDatabase(async (db) => {
    const holds = paymentsRepo(db);
    const hold = (await holds.findFor(dee.email, 'group', groupId))!;
    await holds.settle(hold.id, hold.status, 'failed', { ref: null, captureBefore: null, at: new Date().toISOString() });
  });
  const { context, page } = await memberPhone(browser, server, dee, CLOCK_START);
  await page.goto(`${server.url}/group`);
  await page.getByRole('button', { name: "can't make it" }).tap();
  const dialog = page.getByRole('dialog', { name: "can't make it?" });
  await expect(dialog).toContainText('no deposit is held for you, so nothing is charged.');
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: '/tmp/cant-make-it-no-deposit-question.png' });

  await dialog.getByRole('button', { name: 'release my place' }).tap();
  await expect(page.getByRole('heading', { level: 2, name: "you can't make it this time" })).toBeFocused();
  const said = page.getByText("no deposit was held for you, so nothing is charged; it doesn't count as a no-show.");
  // At once, from the terms she agreed to, and again once the server has the answer: never "a deposit ... is charged".
  await expect(said).toBeVisible();
  await expect(page.getByText(/deposit (held for this meetup )?is charged/)).toHaveCount(0);
  await expect.poll(async () => (await server.withDatabase((db) => groupsRepo(db).inviteOf(dee.email, WEEK)))?.cancelledLate).toBe(true);
  await page.reload();
  await expect(said).toBeVisible();
  await expect(page.getByText(/deposit (held for this meetup )?is charged/)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: '/tmp/cant-make-it-no-deposit-after.png' });
  await context.close();
});
