import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { discoverRepo } from '../../server/features/discover/repo';
import { createMember, type TestMember } from '../helpers/members';
import { lateJoiners, runCycle } from './support/late-joiners';
import { memberPhone } from './support/member-phone';
import { untilWorkerActive } from './support/service-worker';
import { expect, type TestServer, test } from './support/worker-server';

// A member of a released week whose batch is still being made sees /home loading, never an empty week, and then the
// cards, without a reload.
const WEEK = '2026-11-19';
/** The server was down at Thursday noon: its clock starts just after, and its first tick catches up the release. */
const CAUGHT_UP_AT = '2026-11-19T17:00:05Z';
/** Then its clock jumps on, its scheduler starting again as a restart's does. */
const RESTARTED_AT = '2026-11-19T17:05:00Z';
test.use({ serverStart: { clock: CAUGHT_UP_AT } });

const hasBatch = (server: TestServer, who: TestMember) => server.withDatabase((db) => discoverRepo(db).hasBatch(who.email, WEEK));
const faces = (page: Page) => page.getByRole('region', { name: "this week's faces" });
const LOADING = "loading this week's faces...";

test('/home says it is loading while the batch is made, online or opened from the device, then shows the cards', async ({
  browser,
  server,
}) => {
  test.setTimeout(180_000);
  await lateJoiners(server, CAUGHT_UP_AT, { firstName: 'Ana' }, { firstName: 'Ben' });
  // Cal joins by another way than the app (another node, a script); then the scheduler starts again: its first tick
  // makes his batch, and it looks for members without one again only a minute later. Dee, who joins once Cal has
  // his, waits for it.
  const cal = await server.withDatabase((db) => createMember(db, { firstName: 'Cal' }));
  await server.setClock(RESTARTED_AT);
  await expect.poll(() => hasBatch(server, cal), { timeout: 30_000 }).toBe(true);
  const dee = await server.withDatabase((db) => createMember(db, { firstName: 'Dee' }));

  const { context, page } = await memberPhone(browser, server, dee, RESTARTED_AT);
  await page.goto(`${server.url}/home`);
  await expect(faces(page).getByRole('status')).toHaveText(LOADING);
  await expect(faces(page)).not.toContainText("you've seen everyone");
  await expect(faces(page).getByRole('link')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Opened offline, from what the device saved: not an empty week either; back online it asks again on its own.
  await untilWorkerActive(page);
  await context.setOffline(true);
  const fromDevice = await context.newPage();
  await fromDevice.goto(`${server.url}/home`);
  await expect(faces(fromDevice).getByRole('status')).toContainText("you're offline");
  await expect(faces(fromDevice)).not.toContainText("you've seen everyone");
  await context.setOffline(false);
  await expect(faces(fromDevice).getByRole('status')).toHaveText(LOADING);

  // The late joiners' job, as the scheduler's next tick would run it: both pages show the cards, neither reloaded.
  expect(runCycle(server, RESTARTED_AT, 'batches')).toMatch(/^batches toronto: 1 built/);
  for (const one of [page, fromDevice]) {
    await expect(faces(one).getByRole('link')).toHaveCount(3, { timeout: 45_000 });
    await expect(faces(one)).toContainText('cal, 31');
  }
  await context.close();
});
