import { TIP_COPY } from '../../shared/tips';
import { meetingAt } from '../../shared/weekly-cycle';
import { tipsRepo } from '../../server/features/payments/tips-repo';
import type { TestMember } from '../helpers/members';
import { expectNoSeriousAxeViolations } from './support/axe';
import { confirmedGroup } from './support/confirmed-group';
import { memberPhone } from './support/member-phone';
import { expect, test } from './support/worker-server';

// The optional tip after a get-together (docs/product-rules.md#tips), on a phone, with the demo provider (the page
// says no money moves). The server's clock stands two hours after the group's meetup began.
const WEEK = '2026-11-19';
const MEETS_AT = meetingAt(WEEK, 'sat-9', 'America/Toronto');
const CLOCK_START = new Date(MEETS_AT.getTime() + 2 * 60 * 60 * 1000).toISOString();
test.use({ serverStart: { clock: CLOCK_START } });

test('after the meetup a member leaves a tip: a clear error for a wrong amount, then paid once, and it stays said', async ({
  browser,
  server,
}) => {
  const { members, groupId } = await confirmedGroup(server, WEEK, ['Host', 'Ana']);
  const ana = members[1] as TestMember;
  const { page } = await memberPhone(browser, server, ana, CLOCK_START);
  await page.goto(`${server.url}/group`);
  const tip = page.getByRole('region', { name: TIP_COPY.heading });
  await expect(tip).toBeVisible();
  await expect(tip).toContainText(TIP_COPY.demo);
  await expect(tip.getByRole('radio', { name: '$5.00' })).toBeChecked();
  await expectNoSeriousAxeViolations(page);

  // By keyboard: another amount, a wrong one first.
  await tip.getByRole('radio', { name: '$5.00' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tip.getByRole('radio', { name: 'another amount' })).toBeChecked();
  const other = tip.getByLabel('another amount, in dollars');
  await other.fill('0.50');
  await tip.getByRole('button', { name: 'tip' }).click();
  await expect(tip.getByRole('alert')).toHaveText(TIP_COPY.amountInvalid);
  await other.fill('7');
  await tip.getByRole('button', { name: 'tip $7.00' }).click();
  await expect(tip.getByRole('status')).toContainText(`${TIP_COPY.paid} ($7.00)`);
  const tips = async () =>
    (await server.withDatabase((db) => tipsRepo(db).ofUser(ana.email)))
      .filter((tip) => tip.groupId === groupId)
      .map((tip) => ({ amount: tip.amountCents, status: tip.status }));
  expect(await tips()).toEqual([{ amount: 700, status: 'paid' }]);

  await page.reload();
  await expect(page.getByRole('region', { name: TIP_COPY.heading }).getByRole('status')).toContainText(TIP_COPY.paid);
  await expect(page.getByRole('button', { name: /^tip/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  expect(await tips()).toHaveLength(1);
});
