import type { Page } from '@playwright/test';
import { meetingAt } from '../../shared/weekly-cycle';
import type { TestMember } from '../helpers/members';
import { expectNoSeriousAxeViolations } from './support/axe';
import { confirmedGroup } from './support/confirmed-group';
import { attendanceOf, holdStatus, wrongCodes } from './support/group-state';
import { runCycle } from './support/late-joiners';
import { memberPhone } from './support/member-phone';
import { expect, type TestServer, test } from './support/worker-server';

// A member whose code will not go through at the café, on phones: five wrong codes lock her out of typing it, her
// screen says whom to ask, the venue booker checks her in from his phone, and nothing is charged.
const WEEK = '2026-11-19';
const MEETS_AT = meetingAt(WEEK, 'sat-9', 'America/Toronto');
const CLOCK_START = new Date(MEETS_AT.getTime() + 10 * 60 * 1000).toISOString();
const AFTER_SETTLING = new Date(MEETS_AT.getTime() + 28 * 60 * 60 * 1000).toISOString();
test.use({ serverStart: { clock: CLOCK_START } });

const section = (page: Page) => page.getByRole('region', { name: 'checking in' });
/** How the member was checked in, and by whom (the venue booker, or who vouched), or undefined. */
const attendance = async (server: TestServer, groupId: string, member: TestMember) => {
  const row = (await attendanceOf(server, groupId)).find((one) => one.userId === member.email);
  return row && { how: row.how, by: row.vouchedBy };
};

async function openGroup(server: TestServer, page: Page) {
  await page.goto(`${server.url}/group`);
  await expect(page.getByRole('heading', { level: 2, name: 'checking in' })).toBeVisible();
}

test('locked out by wrong codes: the screen says whom to ask, the booker checks her in from his phone, nothing is charged', async ({
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const { members, groupId } = await confirmedGroup(server, WEEK, ['Host', 'Ana', 'Ben', 'Cal']);
  const [host, ana, , cal] = members as [TestMember, TestMember, TestMember, TestMember];

  const bookerPhone = await memberPhone(browser, server, host, CLOCK_START);
  await openGroup(server, bookerPhone.page);
  const code = (await section(bookerPhone.page).locator('.check-in__code').textContent())!;
  const wrong = code === '0000' ? '1111' : '0000';

  // Ana mistypes five times: each is refused; then she cannot type any more, and is told whom to ask.
  const anaPhone = await memberPhone(browser, server, ana, CLOCK_START);
  await openGroup(server, anaPhone.page);
  const codeField = anaPhone.page.getByLabel('the 4-digit code from your venue booker');
  for (let tries = 1; tries <= 5; tries++) {
    await codeField.fill(wrong);
    // Sent with the keyboard's "go": the refused try's notice may cover the button on a phone.
    await codeField.press('Enter');
    await expect.poll(() => wrongCodes(server, groupId, ana.email)).toBe(tries);
  }
  const anaSection = section(anaPhone.page);
  await expect(anaSection.getByRole('heading', { level: 3, name: 'too many wrong codes' })).toBeVisible();
  await expect(anaSection.getByRole('status')).toContainText("you won't be charged for this.");
  await expect(anaSection).toContainText(
    'ask host, who has the code, to check you in from their phone: on their group page they tap "check ana in".',
  );
  await expect(codeField).toHaveCount(0);
  await expect(anaSection.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousAxeViolations(anaPhone.page);
  // Nothing left on her phone to retry: the lock's words replace the refused try's notice.
  await expect(anaPhone.page.getByText('needs your attention')).toHaveCount(0);
  await anaSection.getByRole('heading', { name: 'too many wrong codes' }).scrollIntoViewIfNeeded();
  await anaPhone.page.screenshot({ path: '/tmp/check-in-locked.png' });

  // Host, the booker, has not even checked in himself: his list has everyone else, one tap each.
  await bookerPhone.page.reload();
  const hostSection = section(bookerPhone.page);
  const notCheckedIn = hostSection.getByRole('list', { name: 'not checked in yet' });
  await expect(hostSection.getByRole('heading', { level: 3, name: 'check someone in' })).toBeVisible();
  await expect(notCheckedIn.getByRole('button')).toHaveText(['check ana in', 'check ben in', 'check cal in']);
  await expectNoSeriousAxeViolations(bookerPhone.page);
  await notCheckedIn.scrollIntoViewIfNeeded();
  await bookerPhone.page.screenshot({ path: '/tmp/check-in-booker-list.png' });
  await hostSection.getByRole('button', { name: 'check ana in' }).click();
  await expect.poll(() => attendance(server, groupId, ana)).toEqual({ how: 'booker', by: host.email });
  await expect(notCheckedIn.getByRole('button')).toHaveText(['check ben in', 'check cal in']);
  await bookerPhone.page.getByRole('button', { name: 'check me in' }).click();
  await expect(hostSection.getByText("you're checked in.")).toBeVisible();
  await bookerPhone.page.screenshot({ path: '/tmp/check-in-booker-after.png' });

  // Ana's locked screen looks again on its own, and says she is in.
  await anaPhone.page.clock.runFor(16_000);
  await expect(anaSection.getByText("you're checked in.")).toBeVisible();
  await expect(anaSection.getByRole('heading', { name: 'too many wrong codes' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(anaPhone.page);
  await anaPhone.page.screenshot({ path: '/tmp/check-in-unlocked.png' });

  // The day after: Ana's deposit comes back; Cal, who never came nor tried, is charged.
  expect(runCycle(server, AFTER_SETTLING, 'deposits')).toContain('1 meetup(s) settled');
  expect(await holdStatus(server, ana.email, groupId)).toBe('released');
  expect(await holdStatus(server, cal.email, groupId)).toBe('captured');
  for (const phone of [anaPhone, bookerPhone]) await phone.context.close();
});

test('a wrong code at the café is said by the field, kept there to correct, never parked as a change to fix; the retype checks in', async ({
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  const { members, groupId } = await confirmedGroup(server, WEEK, ['Host', 'Ana', 'Ben', 'Cal']);
  const [host, , ben] = members as [TestMember, TestMember, TestMember];
  const bookerPhone = await memberPhone(browser, server, host, CLOCK_START);
  await openGroup(server, bookerPhone.page);
  const code = (await section(bookerPhone.page).locator('.check-in__code').textContent())!;
  const wrong = code === '0000' ? '1111' : '0000';

  const benPhone = await memberPhone(browser, server, ben, CLOCK_START);
  const { page } = benPhone;
  await openGroup(server, page);
  const codeField = page.getByLabel('the 4-digit code from your venue booker');
  await codeField.fill(wrong);
  await page.getByRole('button', { name: 'check in' }).tap();
  await expect.poll(() => wrongCodes(server, groupId, ben.email)).toBe(1);

  const error = section(page).getByRole('alert');
  await expect(error).toContainText('That is not the code the venue booker has.');
  // Nothing left waiting on his phone: no "needs your attention" over the field, no discard to go through.
  await expect(page.getByText('needs your attention')).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'changes not yet saved' })).toHaveCount(0);
  // Said where he typed it, as the field's own error, with what he typed still there and the focus on it.
  await expect(error).toHaveText('That is not the code the venue booker has. Check the four digits and try again.');
  await expect(codeField).toHaveValue(wrong);
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toHaveAccessibleDescription('That is not the code the venue booker has. Check the four digits and try again.');
  await expect(codeField).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: '/tmp/check-in-wrong-code.png' });

  // Still refused after a reload (offline-first: the refusal is kept on the phone with what was typed).
  await page.reload();
  await expect(section(page).getByRole('alert')).toHaveText(
    'That is not the code the venue booker has. Check the four digits and try again.',
  );
  await expect(codeField).toHaveValue(wrong);

  // He retypes and taps "check in": the button is there to tap, nothing covers it.
  await codeField.fill(code);
  await page.screenshot({ path: '/tmp/check-in-retype.png' });
  await page.getByRole('button', { name: 'check in' }).tap();
  await expect(section(page).getByText("you're checked in.")).toBeVisible();
  await expect.poll(async () => (await attendance(server, groupId, ben))?.how).toBe('code');
  await expect(section(page).getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('needs your attention')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: '/tmp/check-in-checked-in.png' });
  for (const phone of [benPhone, bookerPhone]) await phone.context.close();
});
