import AxeBuilder from '@axe-core/playwright';
import type { Browser } from '@playwright/test';
import { meetingAt } from '../../shared/weekly-cycle';
import { attendanceRepo } from '../../server/features/groups/attendance-repo';
import { noticesRepo } from '../../server/features/notices/repo';
import type { TestMember } from '../helpers/members';
import { expectNoSeriousAxeViolations } from './support/axe';
import { confirmedGroup } from './support/confirmed-group';
import { attendanceOf } from './support/group-state';
import { memberPhone } from './support/member-phone';
import { expect, type TestServer, test } from './support/worker-server';

// "were you there?". The server's clock stands four hours after a confirmed group's meetup began (Saturday 9 AM,
// Toronto): checking in has closed, the vouching day is on.
const WEEK = '2026-11-19';
const MEETS_AT = meetingAt(WEEK, 'sat-9', 'America/Toronto');
const CLOCK_START = new Date(MEETS_AT.getTime() + 4 * 60 * 60 * 1000).toISOString();
test.use({ serverStart: { clock: CLOCK_START } });

/** Host (the venue booker, checked in) and Cal (who came but did not check in) in a confirmed group, deposits held. */
async function groupAfterTheMeetup(server: TestServer) {
  const { members, groupId } = await confirmedGroup(server, WEEK, ['Host', 'Cal']);
  const [host, cal] = members as [TestMember, TestMember];
  await server.withDatabase((db) =>
    attendanceRepo(db).record(groupId, host.email, 'code', MEETS_AT.toISOString(), MEETS_AT.toISOString(), null),
  );
  return { host, cal, groupId };
}

async function phone(browser: Browser, server: TestServer, who: TestMember) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'sid', value: who.sessionId, url: server.url }]);
  const page = await context.newPage();
  await page.clock.install({ time: new Date(CLOCK_START) });
  await page.goto(`${server.url}/group`);
  await expect(page.getByRole('heading', { level: 2, name: 'checking in' })).toBeVisible();
  return { context, page };
}

test('a member who did not check in says they were there; the one who checked in is asked and confirms it', async ({ browser, server }) => {
  test.setTimeout(90_000);
  const { host, cal, groupId } = await groupAfterTheMeetup(server);

  const calPhone = await phone(browser, server, cal);
  const section = calPhone.page.getByRole('region', { name: 'checking in' });
  await expect(section.getByRole('heading', { level: 3, name: 'were you there?' })).toBeVisible();
  const axe = await new AxeBuilder({ page: calPhone.page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await section.getByRole('button', { name: 'yes, I was there' }).click();
  await expect(section.getByRole('status')).toContainText('we asked the members who checked in to confirm you were there.');
  await expect
    .poll(() =>
      server.withDatabase(async (db) => {
        const asked: { userId: string; title: string }[] = [];
        for (const member of [host, cal])
          for (const notice of await noticesRepo(db).listFor(member.email, server.now()))
            if (notice.kind === 'were-they-there' && notice.groupId === groupId) asked.push({ userId: member.email, title: notice.title });
        return asked;
      }),
    )
    .toEqual([{ userId: host.email, title: 'was cal at the meetup?' }]);
  // Still asked after a reload: the server says so.
  await calPhone.page.reload();
  await expect(section.getByRole('status')).toContainText('we asked the members who checked in');

  const hostPhone = await phone(browser, server, host);
  const hostSection = hostPhone.page.getByRole('region', { name: 'checking in' });
  await expect(hostSection.getByText('cal says they were there')).toBeVisible();
  await hostSection.getByRole('button', { name: 'cal was there' }).click();
  await expect.poll(async () => (await attendanceOf(server, groupId)).find((row) => row.userId === cal.email)?.how).toBe('vouched');
  await calPhone.page.reload();
  await expect(section.getByText("you're checked in.")).toBeVisible();
  for (const one of [calPhone, hostPhone]) await one.context.close();
});

test('on a phone, "cal was there" says back what it did, and still says it after a reload', async ({ browser, server }) => {
  test.setTimeout(60_000);
  const { host, cal, groupId } = await groupAfterTheMeetup(server);
  const { context, page } = await memberPhone(browser, server, host, CLOCK_START);
  await page.goto(`${server.url}/group`);
  const section = page.getByRole('region', { name: 'checking in' });
  await section.getByRole('button', { name: 'cal was there' }).tap();
  const said = section.getByRole('status').filter({ hasText: 'you said cal was there: their deposit is released too.' });
  await expect(said).toBeVisible();
  await expect(section.getByRole('button', { name: 'cal was there' })).toHaveCount(0);
  // The button tapped is gone: the focus stays in the block, on its heading, not lost to the page.
  await expect(section.getByRole('heading', { level: 3, name: 'who else was there?' })).toBeFocused();
  await expect.poll(async () => (await attendanceOf(server, groupId)).find((row) => row.userId === cal.email)?.how).toBe('vouched');
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: '/tmp/were-you-there-vouched.png' });
  await page.reload();
  await expect(said).toBeVisible();
  await context.close();
});
