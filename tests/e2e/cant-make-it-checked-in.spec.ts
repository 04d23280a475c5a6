import type { Page } from '@playwright/test';
import { meetingAt } from '../../shared/weekly-cycle';
import type { TestMember } from '../helpers/members';
import { expectNoSeriousAxeViolations } from './support/axe';
import { confirmedGroup } from './support/confirmed-group';
import { checkInCode } from './support/group-state';
import { memberPhone } from './support/member-phone';
import { expect, test } from './support/worker-server';

// Checking in opens half an hour before the meetup, while "can't make it" is still open: on phones, twenty minutes
// before a confirmed group meets (Saturday 9 AM, Toronto), a member who has checked in is not offered to leave.
const WEEK = '2026-11-19';
const MEETS_AT = meetingAt(WEEK, 'sat-9', 'America/Toronto');
const CLOCK_START = new Date(MEETS_AT.getTime() - 20 * 60 * 1000).toISOString();
test.use({ serverStart: { clock: CLOCK_START } });

const cantMakeIt = (page: Page) => page.getByRole('button', { name: "can't make it" });

test('once checked in (or checked in on the phone, still on its way), "can\'t make it" is no longer offered', async ({
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  const { members, groupId } = await confirmedGroup(server, WEEK, ['Host', 'Ana', 'Ben', 'Cal']);
  const [, ana, ben] = members as [TestMember, TestMember, TestMember];

  const anaPhone = await memberPhone(browser, server, ana, CLOCK_START);
  const { page } = anaPhone;
  await page.goto(`${server.url}/group`);
  await expect(page.getByRole('heading', { level: 2, name: 'checking in' })).toBeVisible();
  // Before she checks in she may still leave: the meetup has not begun.
  await expect(cantMakeIt(page)).toBeVisible();
  await page.getByLabel('the 4-digit code from your venue booker').fill(await checkInCode(server, groupId));
  await page.getByRole('button', { name: 'check in' }).tap();
  await expect(page.getByText("you're checked in.")).toBeVisible();
  await expect(cantMakeIt(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("you're checked in.")).toBeVisible();
  await expect(cantMakeIt(page)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: '/tmp/checked-in-no-cant-make-it.png' });

  // Ben checks in with no signal: his check-in waits on the phone, and leaving is not offered meanwhile either.
  const benPhone = await memberPhone(browser, server, ben, CLOCK_START);
  await benPhone.page.goto(`${server.url}/group`);
  await expect(cantMakeIt(benPhone.page)).toBeVisible();
  await benPhone.context.setOffline(true);
  await benPhone.page.getByLabel('the 4-digit code from your venue booker').fill(await checkInCode(server, groupId));
  await benPhone.page.getByRole('button', { name: 'check in' }).tap();
  await expect(benPhone.page.getByText('checked in on this device: it is sent as soon as the connection allows.')).toBeVisible();
  await expect(cantMakeIt(benPhone.page)).toHaveCount(0);
  await benPhone.context.setOffline(false);
  await expect(benPhone.page.getByText("you're checked in.")).toBeVisible();
  await expect(cantMakeIt(benPhone.page)).toHaveCount(0);
  for (const phone of [anaPhone, benPhone]) await phone.context.close();
});
