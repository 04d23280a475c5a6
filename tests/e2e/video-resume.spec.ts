import crypto from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { VIDEO_UPLOAD_CHUNK_BYTES } from '../../shared/video-upload';
import { videosRepo } from '../../server/features/videos/repo';
import { type CuttingProxy, startCuttingProxy } from '../helpers/cutting-proxy';
import { createMember, type TestMember } from '../helpers/members';
import { expectNoSeriousAxeViolations } from './support/axe';
import { CHROMIUM_ARGS, chromiumPath } from './support/e2e-env';
import { untilWorkerActive, watchWorker } from './support/service-worker';
import { expect, type TestServer, test as base } from './support/worker-server';

// A 15-second recording's resumable upload, cut halfway and resumed from the server's
// offset, by the page and by the service worker with no page open. The browser reaches the app through a TCP proxy
// (each test its own, on a free port) that slows the uplink, counts what is sent and drops every connection when
// told: the bytes the server keeps must hash to the recording's, and at most one chunk may be sent twice.
/** Slow enough that a cut lands mid-upload, fast enough that a 15-second recording is up in a few seconds. */
const UPLINK_BYTES_PER_SECOND = 150_000;
/** What else crosses the uplink during the upload: request headers, the tus HEAD, the finish, the page's refreshes. */
const OVERHEAD_BYTES = 64 * 1024;

const test = base.extend<{ uplink: CuttingProxy }>({
  uplink: async ({ server }, use) => {
    const proxy = await startCuttingProxy({ targetPort: server.port });
    await use(proxy);
    await proxy.stop();
  },
});

test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});
const videoRows = async (server: TestServer, member: TestMember) =>
  (await server.withDatabase((db) => videosRepo(db).ofUser(member.email))).map((video) => ({
    promptId: video.promptId,
    sha256: video.receivedSha256,
  }));

async function signIn(
  server: TestServer,
  proxy: CuttingProxy,
  context: BrowserContext,
  options: { backgroundSync?: boolean } = {},
): Promise<TestMember> {
  await context.grantPermissions(options.backgroundSync ? ['background-sync'] : [], { origin: proxy.url });
  const member = await server.withDatabase((db) => createMember(db, { firstName: 'Rae', email: `rae-${crypto.randomUUID()}@example.com` }));
  await context.addCookies([{ name: 'sid', value: member.sessionId, url: proxy.url }]);
  return member;
}

const kept = (page: Page) => page.getByRole('list', { name: 'recordings on this device' }).getByRole('listitem');

/** Records the prompt for the full 15 seconds (the countdown stops it) and answers the recording's size and SHA-256. */
async function record15Seconds(proxy: CuttingProxy, page: Page, prompt: string) {
  await page.goto(`${proxy.url}/emberite/settings/videos`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.getByRole('radio', { name: prompt }).check();
  await page.getByRole('button', { name: 'record a video' }).click();
  await expect(page.getByRole('timer')).toHaveText('1 s', { timeout: 20_000 });
  await expect(kept(page)).toHaveCount(1, { timeout: 5000 });
  return recordingOnDevice(page);
}

/** The recording's bytes as the device keeps them (IndexedDB, chunk by chunk): their size and SHA-256. */
async function recordingOnDevice(page: Page): Promise<{ size: number; sha256: string }> {
  const bytes = await page.evaluate(
    () =>
      new Promise<number[]>((resolve, reject) => {
        const open = indexedDB.open('meetup');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('recordingChunks').objectStore('recordingChunks').getAll();
          read.onsuccess = () => {
            const chunks = (read.result as { index: number; data: ArrayBuffer }[]).sort((a, b) => a.index - b.index);
            open.result.close();
            resolve(chunks.flatMap((chunk) => Array.from(new Uint8Array(chunk.data))));
          };
        };
      }),
  );
  const buffer = Buffer.from(bytes);
  return { size: buffer.length, sha256: crypto.createHash('sha256').update(buffer).digest('hex') };
}

const progressOf = (page: Page, prompt: string) => page.getByRole('progressbar', { name: `upload of ${prompt}` });

test('a 15-second recording survives going offline and a reload; its upload, cut halfway, resumes and the server keeps the same bytes', async ({
  context,
  page,
  server,
  uplink: proxy,
}) => {
  test.setTimeout(180_000);
  const member = await signIn(server, proxy, context);
  const recording = await record15Seconds(proxy, page, 'A talent nobody would guess');
  expect(recording.size).toBeGreaterThan(3 * VIDEO_UPLOAD_CHUNK_BYTES);

  await untilWorkerActive(page);
  await context.setOffline(true);
  await page.reload();
  await expect(kept(page)).toHaveCount(1);
  expect(await recordingOnDevice(page)).toEqual(recording);
  await context.setOffline(false);

  proxy.throttle(UPLINK_BYTES_PER_SECOND);
  const sentBefore = proxy.upstreamBytes();
  // Halfway through the recording's bytes, the network goes away (in the middle of a chunk).
  proxy.cutAfter(Math.floor(recording.size / 2));
  await kept(page).getByRole('button', { name: 'upload' }).click();
  const progress = progressOf(page, 'A talent nobody would guess');
  await expect(progress).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^uploaded: \d+%$/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expect.poll(() => proxy.cuts(), { timeout: 30_000 }).toBe(1);

  // The second half crosses the slowed uplink after the cut: the wait allows twice its time at that rate, and 30 s
  // for the retry, the server's check and the screen (a busy CI machine needs them).
  const secondHalfMs = (recording.size / 2 / UPLINK_BYTES_PER_SECOND) * 1000;
  await expect(page.getByText('Video uploaded successfully')).toBeVisible({ timeout: 30_000 + 2 * secondHalfMs });
  await expect(kept(page)).toHaveCount(0);
  expect(await videoRows(server, member)).toEqual([{ promptId: 'hidden_talent', sha256: recording.sha256 }]);
  const sent = proxy.upstreamBytes() - sentBefore;
  expect(sent).toBeGreaterThanOrEqual(recording.size);
  expect(sent - recording.size).toBeLessThanOrEqual(VIDEO_UPLOAD_CHUNK_BYTES + OVERHEAD_BYTES);
});

test('with the page closed halfway through the upload, the service worker resumes it from the server’s offset and finishes it', async ({
  context,
  page,
  server,
  uplink: proxy,
}) => {
  test.setTimeout(120_000);
  const member = await signIn(server, proxy, context, { backgroundSync: true });
  const recording = await record15Seconds(proxy, page, 'Your best Toronto tip');

  proxy.throttle(UPLINK_BYTES_PER_SECOND);
  const sentBefore = proxy.upstreamBytes();
  await kept(page).getByRole('button', { name: 'upload' }).click();
  await expect
    .poll(async () => Number(await progressOf(page, 'Your best Toronto tip').getAttribute('value')), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(25);

  // A blank tab carries the DevTools session that wakes the worker; no page of the app stays open.
  const { blank, wakeForSync } = await watchWorker(context, proxy.url);
  await page.close();
  expect(context.pages()).toEqual([blank]);
  // The page left with part of the recording sent: what remains can only be sent by the worker.
  expect(proxy.upstreamBytes() - sentBefore).toBeLessThan(recording.size);
  expect(await videoRows(server, member)).toEqual([]);

  // Background Sync's wake-up (Chromium may also fire it by itself): only the worker is there to finish the upload.
  await wakeForSync();
  await expect.poll(() => videoRows(server, member), { timeout: 45_000 }).toEqual([{ promptId: 'city_tip', sha256: recording.sha256 }]);
  expect(context.pages()).toEqual([blank]);
  const sent = proxy.upstreamBytes() - sentBefore;
  expect(sent - recording.size).toBeLessThanOrEqual(VIDEO_UPLOAD_CHUNK_BYTES + OVERHEAD_BYTES);
});
