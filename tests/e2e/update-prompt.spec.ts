import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { E2E_CLIENT_DIR, E2E_PORT } from './support/e2e-env';

// Its own server on a copy of the build, so publishing a "new version" here touches no other test.
const PORT = E2E_PORT + 8;
let clientDir: string;
let server: ServerProcess;

test.beforeAll(async () => {
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
