import crypto from 'node:crypto';
import { DISPUTE_REASON_MESSAGE } from '../../shared/groups';
import { meetingAt } from '../../shared/weekly-cycle';
import { adminsRepo } from '../../server/features/admins/repo';
import { attendanceRepo } from '../../server/features/groups/attendance-repo';
import { ledgerRepo } from '../../server/features/ledger/repo';
import { myDataRepo } from '../../server/features/my-data/repo';
import { noticesRepo } from '../../server/features/notices/repo';
import { paymentsRepo } from '../../server/features/payments/repo';
import { createMember, type TestMember } from '../helpers/members';
import { expectNoSeriousAxeViolations } from './support/axe';
import { confirmedGroup } from './support/confirmed-group';
import { memberPhone } from './support/member-phone';
import { untilWorkerActive } from './support/service-worker';
import { expect, type TestServer, test } from './support/worker-server';

// Disputes go to the admin screen. Cal was charged as a no-show; on a phone he disputes it from the
// charge's notice (offline first: it waits on the device); an admin refunds it at /admin/review; Cal is told.
// The server's clock stands two days after the group's meetup.
const WEEK = '2026-11-19';
const MEETS_AT = meetingAt(WEEK, 'sat-9', 'America/Toronto');
const CLOCK_START = new Date(MEETS_AT.getTime() + 2 * 24 * 60 * 60 * 1000).toISOString();
test.use({ serverStart: { clock: CLOCK_START } });

/** Host and Cal met (Cal not checked in, nobody vouched): the group settled, Cal's deposit captured with a strike. */
async function calChargedAsANoShow(server: TestServer) {
  const { members, groupId } = await confirmedGroup(server, WEEK, ['Host', 'Cal']);
  const cal = members[1] as TestMember;
  const at = CLOCK_START;
  await server.withDatabase(async (db) => {
    const attendance = attendanceRepo(db);
    const holds = paymentsRepo(db);
    await attendance.markSettled(groupId, at);
    const hold = (await holds.findFor(cal.email, 'group', groupId))!;
    await holds.settle(hold.id, 'held', 'captured', { ref: null, captureBefore: null, at });
    await attendance.strike(cal.email, groupId, at);
    await attendance.record(groupId, members[0]!.email, 'code', MEETS_AT.toISOString(), MEETS_AT.toISOString(), null);
    await noticesRepo(db).add(
      {
        userId: cal.email,
        week: WEEK,
        kind: 'deposit-charged',
        groupId,
        title: 'your deposit was charged',
        body: "you were not checked in at your group's meetup and nobody said you were there, so your $10.00 deposit was charged. if you were there, you can dispute it in the app.",
      },
      at,
    );
  });
  return { cal, groupId };
}

test('a no-show disputes the charge from its notice, offline first; an admin refunds it; the member is told', async ({
  browser,
  server,
}) => {
  const { cal, groupId } = await calChargedAsANoShow(server);
  const { context, page } = await memberPhone(browser, server, cal, CLOCK_START);
  await page.goto(`${server.url}/home`);
  const charged = page.getByRole('listitem').filter({ hasText: 'your deposit was charged' });
  await expect(charged).toBeVisible();
  await charged.getByRole('button', { name: 'I was there: dispute this charge' }).click();
  const words = charged.getByLabel('what happened? tell us how you were there');
  await charged.getByRole('button', { name: 'send my dispute' }).click();
  await expect(charged.getByRole('alert')).toHaveText(DISPUTE_REASON_MESSAGE);
  await expect(words).toBeFocused();
  await expectNoSeriousAxeViolations(page);

  await untilWorkerActive(page);
  await context.setOffline(true);
  await words.fill('I sat at the window table from 9:05; my phone had died, so I could not check in.');
  await charged.getByRole('button', { name: 'send my dispute' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'your deposit was charged' })).toHaveCount(0);
  const disputes = async () =>
    (await server.withDatabase((db) => myDataRepo(db).disputes(cal.email)))
      .filter((dispute) => dispute.groupId === groupId)
      .map(({ status, reason }) => ({ status, reason }));
  expect(await disputes()).toEqual([]);
  await context.setOffline(false);
  await expect
    .poll(disputes)
    .toEqual([{ status: 'open', reason: 'I sat at the window table from 9:05; my phone had died, so I could not check in.' }]);

  // The admin's screen.
  const admin = await server.withDatabase((db) =>
    createMember(db, { firstName: 'Ada', email: `admin-${crypto.randomUUID()}@example.com` }),
  );
  await server.withDatabase((db) => adminsRepo(db).setAdmin(admin.email, true));
  const desk = await browser.newContext();
  await desk.addCookies([{ name: 'sid', value: admin.sessionId, url: server.url }]);
  const review = await desk.newPage();
  await review.goto(`${server.url}/admin/review`);
  const section = review.getByRole('region', { name: 'disputed no-show charges (1)' });
  await expect(section).toContainText('I sat at the window table from 9:05');
  await expect(section).toContainText('1 of 2 checked in');
  await expectNoSeriousAxeViolations(review);
  await section.getByRole('button', { name: 'refund $10.00 to Cal' }).click();
  await expect(review.getByRole('status')).toHaveText("refunded Cal's $10.00 charge.");
  await expect(section.getByRole('button', { name: /refund/ })).toHaveCount(0);
  const money = await server.withDatabase(async (db) => {
    const holdIds = (await paymentsRepo(db).ofUser(cal.email)).map((hold) => hold.id);
    return {
      disputes: (await myDataRepo(db).disputes(cal.email)).map(({ status }) => ({ status })),
      struck: await attendanceRepo(db).struck(cal.email, groupId),
      ledger: (await ledgerRepo(db).ofHolds(holdIds)).filter((entry) => entry.kind === 'hold-refunded').map(({ kind }) => ({ kind })),
    };
  });
  expect(money).toEqual({ disputes: [{ status: 'refunded' }], struck: false, ledger: [{ kind: 'hold-refunded' }] });
  await desk.close();

  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'your deposit was refunded' })).toBeVisible();
  await context.close();
});
