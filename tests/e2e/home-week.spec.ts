import type { Page } from '@playwright/test';
import { meetingAt } from '../../shared/weekly-cycle';
import { noticesRepo } from '../../server/features/notices/repo';
import type { TestMember } from '../helpers/members';
import { expectNoSeriousAxeViolations } from './support/axe';
import { confirmedGroup } from './support/confirmed-group';
import { runCycle } from './support/late-joiners';
import { memberPhone } from './support/member-phone';
import { expect, type TestServer, test } from './support/worker-server';

// /home after a week on a phone: a confirmed group and the notices the week wrote (the invite, the confirmation, the
// venue, tomorrow's reminder, a video approved). One card says where the week stands; the faces follow it; a notice
// that is no longer true (the reminder once the meetup began) is gone. Each test has the server's clock at its own moment.
const WEEK = '2026-11-19';
const MEETS_AT = meetingAt(WEEK, 'sat-9', 'America/Toronto');
const HOUR = 60 * 60 * 1000;
const FRIDAY = new Date(MEETS_AT.getTime() - 20 * HOUR).toISOString();
const SATURDAY = new Date(MEETS_AT.getTime() + 4 * HOUR).toISOString();

/** A confirmed group whose week is over but for the meetup, with the notices each step wrote to its first member. */
async function aWeekOn(server: TestServer, clockStart: string): Promise<TestMember> {
  const { members, groupId } = await confirmedGroup(server, WEEK, ['Ana', 'Ben', 'Cal', 'Dee']);
  const ben = members[1]!;
  const meetsAt = MEETS_AT.toISOString();
  const written: [string, Parameters<ReturnType<typeof noticesRepo>['add']>[0]][] = [
    [
      '2026-11-23T14:00:05Z',
      {
        kind: 'accepted',
        title: 'you accepted your group invite',
        body: 'coffee saturday at 9 am in downtown.',
        expiresAt: '2026-11-25T14:00:00Z',
      },
    ],
    [
      '2026-11-25T14:00:05Z',
      { kind: 'group-confirmed', title: 'your group is on', body: 'coffee saturday at 9 am in downtown.', expiresAt: meetsAt },
    ],
    ['2026-11-25T18:00:00Z', { kind: 'venue-set', title: 'your venue is set', body: 'Café Pamenar, 1056 Queen St W.', expiresAt: meetsAt }],
    [
      '2026-11-26T09:00:00Z',
      { kind: 'video-approved', title: 'your video was approved', body: 'members with an approved video can see it now.' },
    ],
    [
      '2026-11-27T14:00:00Z',
      { kind: 'meetup-reminder', title: 'your group meets tomorrow', body: 'coffee with your group, Saturday 9 AM.', expiresAt: meetsAt },
    ],
  ].map(([at, notice]) => [at as string, { userId: ben.email, week: WEEK, groupId, ...(notice as object) } as never]);
  await server.withDatabase(async (db) => {
    for (const [at, notice] of written) await noticesRepo(db).add(notice, at);
  });
  runCycle(server, clockStart, 'batches');
  return ben;
}

/** The children of /home's screen between its title and the faces (or where the faces will be). */
const aboveTheFaces = (page: Page) =>
  page.locator('.home-screen').evaluate((screen) => {
    const children = Array.from(screen.children);
    const title = children.findIndex((child) => child.tagName === 'H1');
    const faces = children.findIndex((child) => child.querySelector('#batch-title'));
    return children
      .slice(title + 1, faces)
      .filter((child) => child.getBoundingClientRect().height > 0)
      .map((child) => child.className);
  });

test.describe('friday', () => {
  test.use({ serverStart: { clock: FRIDAY } });

  test('the day before the meetup: one card, "meets tomorrow" once, the news inside it, then the faces', async ({ browser, server }) => {
    test.setTimeout(90_000);
    const ben = await aWeekOn(server, FRIDAY);
    const { context, page } = await memberPhone(browser, server, ben, FRIDAY);
    await page.goto(`${server.url}/home`);
    const week = page.getByRole('region', { name: 'your group meets tomorrow' });
    await expect(week).toBeVisible();
    await expect(week.getByRole('link', { name: 'open your group' })).toHaveAttribute('href', '/group');
    await expect(week.getByRole('heading', { level: 3, name: 'your video was approved' })).toBeVisible();
    await expect(page.locator('#batch-title')).toBeVisible();
    for (const said of ['your group meets tomorrow', 'your group is on', 'your venue is set', 'you accepted your group invite'])
      expect(await page.getByText(said, { exact: true }).count(), said).toBeLessThanOrEqual(1);
    // Between the title and the faces: the note under the title, the filters, and one card.
    expect((await aboveTheFaces(page)).filter((name) => !/home-screen__note|filter/.test(name))).toEqual(['your-week']);
    await page.screenshot({ path: '/tmp/home-tour/test-home-friday.png', fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await context.close();
  });
});

test.describe('saturday', () => {
  test.use({ serverStart: { clock: SATURDAY } });

  test('after the meetup: "meets tomorrow" is gone, the card asks how it went, news not yet dismissed stays', async ({
    browser,
    server,
  }) => {
    test.setTimeout(90_000);
    const ben = await aWeekOn(server, SATURDAY);
    const { context, page } = await memberPhone(browser, server, ben, SATURDAY);
    await page.goto(`${server.url}/home`);
    const week = page.getByRole('region', { name: 'how was your coffee?' });
    await expect(week).toBeVisible();
    await expect(week.getByRole('heading', { level: 3, name: 'your video was approved' })).toBeVisible();
    await expect(page.getByText('meets tomorrow')).toHaveCount(0);
    await expect(page.getByText('your venue is set')).toHaveCount(0);
    await page.screenshot({ path: '/tmp/home-tour/test-home-saturday.png', fullPage: true });
    await context.close();
  });
});
