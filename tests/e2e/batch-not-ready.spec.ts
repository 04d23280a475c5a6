import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createMember, type TestMember } from '../helpers/members';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { memberPhone } from './support/clocked-server';
import { E2E_CLIENT_DIR, E2E_PORT } from './support/e2e-env';
import { lateJoiners, runCycle } from './support/late-joiners';
import { untilReleased } from './support/released';
import { untilWorkerActive } from './support/service-worker';

// A member of a released week whose batch is still being made sees /home loading, never an empty week, and then the
// cards, without a reload. Its own server, in a data folder of its own, started twice.
const PORT = E2E_PORT + 54;
const WEEK = '2026-11-19';
/** The server was down at Thursday noon: it starts just after, and catches up the release. */
const CAUGHT_UP_AT = '2026-11-19T17:00:05Z';
/** Then it restarts. */
const RESTARTED_AT = '2026-11-19T17:05:00Z';

let dataDir = '';
let server: ServerProcess | null = null;
test.afterAll(async () => {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const serverAt = (clockStart: string) =>
  startServerProcess(PORT, {
    DATA_DIR: dataDir,
    CLIENT_DIR: E2E_CLIENT_DIR,
    PUBLIC_URL: `http://localhost:${PORT}`,
    CLOCK_START: clockStart,
    NODE_ENV: 'test',
  });
const hasBatch = (who: TestMember) =>
  server!.withDatabase(
    async (db) => (await db.get('SELECT 1 AS found FROM batches WHERE viewer_id = ? AND week = ?', [who.email, WEEK])) !== undefined,
  );
const faces = (page: Page) => page.getByRole('region', { name: "this week's faces" });
const LOADING = "loading this week's faces...";

test('/home says it is loading while the batch is made, online or opened from the device, then shows the cards', async ({ browser }) => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'batch-not-ready-'));
  server = await serverAt(CAUGHT_UP_AT);
  await untilReleased(server, WEEK);
  await lateJoiners(server, CAUGHT_UP_AT, { firstName: 'Ana' }, { firstName: 'Ben' });
  await server.stop();
  // Cal joins while it is down (another node, a script): the restarted server's first tick makes his batch, and the
  // scheduler looks for members without one again only a minute later. Dee, who joins once Cal has his, waits for it.
  const cal = await server.withDatabase((db) => createMember(db, { firstName: 'Cal' }));
  server = await serverAt(RESTARTED_AT);
  await expect.poll(() => hasBatch(cal), { timeout: 30_000 }).toBe(true);
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
