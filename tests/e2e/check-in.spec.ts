import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { meetingAt } from '../../shared/weekly-cycle';
import { meetAgainRepo } from '../../server/features/groups/meet-again-repo';
import type { TestMember } from '../helpers/members';
import { confirmedGroup } from './support/confirmed-group';
import { outboxRows } from './support/device-outbox';
import { attendanceOf, holdStatus, struck } from './support/group-state';
import { runCycle } from './support/late-joiners';
import { expect, type TestServer, test } from './support/worker-server';

// The server's clock stands ten minutes into a confirmed group's meetup (Saturday 9 AM, Toronto).
const WEEK = '2026-11-19';
const MEETS_AT = meetingAt(WEEK, 'sat-9', 'America/Toronto');
const CLOCK_START = new Date(MEETS_AT.getTime() + 10 * 60 * 1000).toISOString();
/** The vouching day is over: the group is settled by the next `npm run cycle -- deposits`. */
const AFTER_SETTLING = new Date(MEETS_AT.getTime() + 28 * 60 * 60 * 1000).toISOString();
test.use({ serverStart: { clock: CLOCK_START } });

/** Host (the venue booker), Ana, Ben and Cal in a confirmed group, each with their deposit held (demo provider). */
async function confirmedGroupOfFour(server: TestServer) {
  const { members, groupId } = await confirmedGroup(server, WEEK, ['Host', 'Ana', 'Ben', 'Cal']);
  const [host, ana, ben, cal] = members as [TestMember, TestMember, TestMember, TestMember];
  return { host, ana, ben, cal, groupId };
}

/** A member's phone at the meetup: its clock at the server's, on /group, controlled by the service worker. */
async function phone(browser: Browser, server: TestServer, who: TestMember) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'sid', value: who.sessionId, url: server.url }]);
  const page = await context.newPage();
  await page.clock.install({ time: new Date(CLOCK_START) });
  await page.goto(`${server.url}/group`);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: 'checking in' })).toBeVisible();
  return { context, page };
}

const section = (page: Page) => page.getByRole('region', { name: 'checking in' });

test('the booker shows the code; one member checks in offline and it syncs; a wrong code is refused; a private meet-again; the no-show is charged', async ({
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const { host, ana, ben, cal, groupId } = await confirmedGroupOfFour(server);

  const booker = await phone(browser, server, host);
  const shown = await section(booker.page).locator('.check-in__code').textContent();
  expect(shown).toMatch(/^\d{4}$/);
  const code = shown!;
  // The booker's QR code, for the others' phone cameras.
  await expect(
    section(booker.page).getByRole('img', { name: `QR code: scanning it opens this group's check-in with the code ${code} filled in` }),
  ).toHaveAttribute('src', /^data:image\/png;base64,/);
  await booker.page.getByRole('button', { name: 'check me in' }).click();
  await expect(section(booker.page).getByText("you're checked in.")).toBeVisible();

  // Ana: no signal in the café. She types the code offline; it waits on her phone and counts once sent.
  const anaPhone = await phone(browser, server, ana);
  const axe = await new AxeBuilder({ page: anaPhone.page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await expect(section(anaPhone.page).getByText(/your group's check-in code/)).toHaveCount(0);
  await anaPhone.context.setOffline(true);
  await anaPhone.page.getByLabel('the 4-digit code from your venue booker').fill(`${code.slice(0, 2)} ${code.slice(2)}`);
  await anaPhone.page.getByRole('button', { name: 'check in' }).click();
  await expect(section(anaPhone.page).getByRole('status')).toHaveText(
    'checked in on this device: it is sent as soon as the connection allows.',
  );
  // Kept on her phone, where the outbox would have sent it at once had there been a connection.
  await expect.poll(() => outboxRows(anaPhone.page)).toMatchObject([{ status: 'pending', attempts: 0 }]);
  expect((await attendanceOf(server, groupId)).map((row) => row.userId)).not.toContain(ana.email);
  await anaPhone.context.setOffline(false);
  await expect.poll(async () => (await attendanceOf(server, groupId)).find((row) => row.userId === ana.email)?.how).toBe('code');
  await expect(section(anaPhone.page).getByText("you're checked in.")).toBeVisible();

  // Ben mistypes: refused, said so; the right code then checks him in.
  const benPhone = await phone(browser, server, ben);
  const wrong = code === '0000' ? '1111' : '0000';
  await benPhone.page.getByLabel('the 4-digit code from your venue booker').fill(wrong);
  await benPhone.page.getByRole('button', { name: 'check in' }).click();
  await expect(section(benPhone.page).getByRole('alert')).toContainText('That is not the code the venue booker has.');
  await benPhone.page.getByLabel('the 4-digit code from your venue booker').fill('12');
  await benPhone.page.getByRole('button', { name: 'check in' }).click();
  await expect(benPhone.page.getByText('the code is four digits: ask your venue booker for it.')).toBeVisible();
  // Then he scans the booker's QR code: it opens /group with the code filled in.
  await benPhone.page.goto(`${server.url}/group?check-in=${code}`);
  await expect(benPhone.page.getByLabel('the 4-digit code from your venue booker')).toHaveValue(code);
  await benPhone.page.getByRole('button', { name: 'check in' }).click();
  await expect(section(benPhone.page).getByText("you're checked in.")).toBeVisible();
  // Checked in, Ben sees who is not: only Cal, whom nobody vouches for.
  await expect(section(benPhone.page).getByRole('button', { name: /was there$/ })).toHaveText(['cal was there']);

  // After the meetup, privately: Ana would meet Host again, not Ben. Only she sees it; matching reads it.
  const meetAgain = anaPhone.page.getByRole('region', { name: 'would you meet them again?' });
  await meetAgain.getByRole('group', { name: 'host' }).getByRole('button', { name: 'yes' }).click();
  await meetAgain.getByRole('group', { name: 'ben' }).getByRole('button', { name: 'no' }).click();
  await expect(meetAgain.getByRole('group', { name: 'ben' }).getByRole('button', { name: 'no' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () =>
      [...(await server.withDatabase((db) => meetAgainRepo(db).mine(groupId, ana.email)))]
        .map(([toId, answer]) => ({ toId, answer }))
        .sort((a, b) => a.answer.localeCompare(b.answer)),
    )
    .toEqual([
      { toId: ben.email, answer: 'no' },
      { toId: host.email, answer: 'yes' },
    ]);
  await benPhone.page.reload();
  const benSees = benPhone.page.getByRole('region', { name: 'would you meet them again?' });
  await expect(benSees.getByRole('group', { name: 'ana' }).getByRole('button', { pressed: true })).toHaveCount(0);

  // The day after: who came gets their deposit back; Cal, who did not, is charged and gets a strike.
  expect(runCycle(server, AFTER_SETTLING, 'deposits')).toContain('1 meetup(s) settled');
  for (const member of [host, ana, ben]) expect(await holdStatus(server, member.email, groupId)).toBe('released');
  expect(await holdStatus(server, cal.email, groupId)).toBe('captured');
  expect(await struck(server, groupId, [host.email, ana.email, ben.email, cal.email])).toEqual([cal.email]);
  for (const one of [booker, anaPhone, benPhone]) await one.context.close();
});
