import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { createMember } from '../helpers/members';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { CHROMIUM_ARGS, chromiumPath, E2E_CLIENT_DIR, privatePort } from './support/e2e-env';

// Its own server on a copy of the build, so publishing a "new version" here touches no other test.
let PORT: number;
let clientDir: string;
let server: ServerProcess;

// A fake camera for the recorder; one worker runs this file's tests in order on its own server (privatePort).
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});
test.describe.configure({ mode: 'default' });
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from the destructuring pattern
test.beforeAll(async ({}, workerInfo) => {
  PORT = privatePort(8, workerInfo);
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-copy-'));
  fs.cpSync(E2E_CLIENT_DIR, clientDir, { recursive: true });
  server = await startServerProcess(PORT, { CLIENT_DIR: clientDir });
});
test.afterAll(async () => {
  await server.stop();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

test('a new version waits for the person to accept the update prompt, then takes over and reloads', async ({ page }) => {
  await page.goto(`${server.url}/faq`);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // Publish a new version of the service worker and let the browser find it.
  fs.appendFileSync(path.join(clientDir, 'sw.js'), '\n// next version\n');
  await page.evaluate(() => {
    (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
  });
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

  const prompt = page.getByRole('status').filter({ hasText: 'a new version of the app is ready.' });
  await expect(prompt).toBeVisible();
  // Nothing happens on its own: the old version keeps the page until the person chooses.
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())!.waiting))).toBe(true);

  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'update now' }).click();
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting)).toBeNull();
});

/** A member on /emberite/settings/videos, the page controlled by the service worker. */
async function openVideos(page: Page, context: BrowserContext) {
  const member = await server.withDatabase((db) => createMember(db, { firstName: 'Ivy', email: `ivy-${crypto.randomUUID()}@example.com` }));
  await context.addCookies([{ name: 'sid', value: member.sessionId, url: server.url }]);
  await page.goto(`${server.url}/emberite/settings/videos`);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Publishes a new version and has the page find it (online); marks the page, to tell a reload later. */
async function findNewVersion(page: Page) {
  fs.appendFileSync(path.join(clientDir, 'sw.js'), `\n// version ${crypto.randomUUID()}\n`);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
  const prompt = page.getByRole('status').filter({ hasText: 'a new version of the app is ready.' });
  await expect(prompt).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
  });
  return { accept: () => prompt.getByRole('button', { name: 'update now' }).click() };
}

const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false);

interface UpdateSteps {
  outboxChecks: number;
  takeOverAsked: number;
}

/**
 * Counts, in the page, the two steps an accepted update goes through before a reload: the app reads how many changes
 * wait in its outbox (IndexedDB, store 'outbox'), then, once nothing waits and nothing is busy, asks the new version
 * to take over (SKIP_WAITING to the waiting worker). The count is kept as it succeeds, before the app reads it, so
 * once it has moved the app has made its choice: a test waits for that, not for a while.
 */
async function countUpdateSteps(page: Page): Promise<() => Promise<UpdateSteps>> {
  await page.addInitScript(() => {
    const steps = { outboxChecks: 0, takeOverAsked: 0 };
    (window as unknown as { updateSteps: UpdateSteps }).updateSteps = steps;
    const count = IDBObjectStore.prototype.count;
    IDBObjectStore.prototype.count = function (this: IDBObjectStore, ...query: [IDBValidKey | IDBKeyRange | undefined]) {
      const request = count.apply(this, query);
      if (this.name === 'outbox') request.addEventListener('success', () => (steps.outboxChecks += 1));
      return request;
    };
    const post = ServiceWorker.prototype.postMessage as (this: ServiceWorker, message: unknown, ...rest: unknown[]) => void;
    ServiceWorker.prototype.postMessage = function (this: ServiceWorker, message: unknown, ...rest: unknown[]) {
      if ((message as { type?: string } | null)?.type === 'SKIP_WAITING') steps.takeOverAsked += 1;
      return post.call(this, message, ...rest);
    } as typeof ServiceWorker.prototype.postMessage;
  });
  return () => page.evaluate(() => ({ ...(window as unknown as { updateSteps: UpdateSteps }).updateSteps }));
}

/** Accepts the update, and waits until the app has looked at its outbox on the way to switching versions. */
async function acceptAndUntilChosen(accept: () => Promise<void>, steps: () => Promise<UpdateSteps>) {
  const before = (await steps()).outboxChecks;
  await accept();
  await expect.poll(async () => (await steps()).outboxChecks).toBeGreaterThan(before);
}
const kept = (page: Page) => page.getByRole('list', { name: 'recordings on this device' }).getByRole('listitem');

test('an accepted update waits while a video is being recorded, and reloads once the recording stops', async ({ page, context }) => {
  test.setTimeout(60_000);
  const steps = await countUpdateSteps(page);
  await openVideos(page, context);
  await page.getByRole('button', { name: 'record a video' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await acceptAndUntilChosen((await findNewVersion(page)).accept, steps);
  // Nothing waits in the outbox, but a recording runs: the new version was not asked to take over.
  expect((await steps()).takeOverAsked).toBe(0);
  expect(await notReloaded(page)).toBe(true);
  await expect(page.getByRole('timer')).toBeVisible();

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'stop' }).click();
  await reloaded;
  expect(await notReloaded(page)).toBe(false);
  await expect(kept(page)).toHaveCount(1);
});

test('an accepted update waits while a video waits to upload, and reloads once the server has it', async ({ page, context }) => {
  test.setTimeout(60_000);
  const steps = await countUpdateSteps(page);
  await openVideos(page, context);
  await page.getByRole('button', { name: 'record a video' }).click();
  await expect(page.getByRole('timer')).toHaveText(/^(1[0-2]|[2-9]) s$/, { timeout: 10_000 });
  await page.getByRole('button', { name: 'stop' }).click();
  await expect(kept(page)).toHaveCount(1);
  const update = await findNewVersion(page);
  // Only this page goes offline, through DevTools (context.setOffline also holds the new worker back); without
  // Background Sync the page itself sends the upload once back online.
  await context.grantPermissions([], { origin: server.url });
  const cdp = await context.newCDPSession(page);
  const network = (offline: boolean) =>
    cdp.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await network(true);
  await kept(page).getByRole('button', { name: 'upload' }).click();
  await expect(kept(page).getByText(/waiting to upload/)).toBeVisible();
  await acceptAndUntilChosen(update.accept, steps);
  // The upload waits in the outbox: the new version was not asked to take over.
  expect((await steps()).takeOverAsked).toBe(0);
  expect(await notReloaded(page)).toBe(true);

  const reloaded = page.waitForEvent('load', { timeout: 30_000 });
  await network(false);
  await reloaded;
  expect(await notReloaded(page)).toBe(false);
  await expect(kept(page)).toHaveCount(0);
  // The new version took over (on a busy machine only once the reload let go of the old worker's work).
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting), { timeout: 20_000 })
    .toBeNull();
});
