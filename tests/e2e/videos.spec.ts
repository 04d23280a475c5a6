import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import type { Database } from '../../server/db/database';
import { videosRepo } from '../../server/features/videos/repo';
import { createMember, type TestMember } from '../helpers/members';
import { outboxRows } from './support/device-outbox';
import { CHROMIUM_ARGS, chromiumPath, E2E_DATA_DIR } from './support/e2e-env';
import { damageFirstVideoChunk } from './support/damaged-upload';
import { expect, test } from './support/fixtures';
import { changeProfile, VIBE_CHECK_BY_VIDEOS } from './support/profile-answers';

// /emberite/settings/videos with Chromium's fake camera: record (stopped early, or by the
// 15-second countdown), kept on the device through a reload, uploaded through the outbox once back online, deleted.

const FAKE_DEVICE = '--use-fake-device-for-media-stream';
test.use({ launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, FAKE_DEVICE, '--use-fake-ui-for-media-stream'] } });

const email = (name: string) => `${name}-${crypto.randomUUID()}@example.com`;

async function openVideos(page: Page, context: BrowserContext, baseURL: string, member: TestMember) {
  await context.addCookies([{ name: 'sid', value: member.sessionId, url: baseURL }]);
  await page.goto('/emberite/settings/videos');
  await expect(page.getByRole('heading', { level: 1, name: 'videos' })).toBeVisible();
}

const kept = (page: Page) => page.getByRole('list', { name: 'recordings on this device' }).getByRole('listitem');

const videosOf = async (database: Database, member: TestMember) =>
  (await videosRepo(database).ofUser(member.email)).map(({ id, promptId, file, reviewStatus }) => ({
    id,
    promptId,
    file,
    review: reviewStatus,
  }));

test('a recording stopped early survives a reload, waits offline, uploads once online, then is deleted with confirm', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  test.setTimeout(90_000);
  const member = await createMember(database, { firstName: 'Vee', email: email('vee') });
  await openVideos(page, context, baseURL!, member);
  await expect(page.getByText('no videos uploaded yet.')).toBeVisible();

  await page.getByRole('radio', { name: 'Your best Toronto tip' }).check();
  await page.getByRole('button', { name: 'record a video' }).click();
  await expect(page.getByRole('heading', { name: 'recording: Your best Toronto tip' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(1[0-3]|[2-9]) s$/, { timeout: 10_000 });
  await page.getByRole('button', { name: 'stop' }).click();
  await expect(kept(page)).toHaveCount(1);
  await expect(kept(page).first().getByRole('heading', { name: 'Your best Toronto tip' })).toBeVisible();

  await page.reload();
  await expect(kept(page)).toHaveCount(1);
  await expect(page.getByLabel('your recording for Your best Toronto tip')).toBeVisible();

  await context.setOffline(true);
  await kept(page).getByRole('button', { name: 'upload' }).click();
  await expect(page.getByText('Uploading video...')).toBeVisible();
  await expect(kept(page).getByText(/waiting to upload/)).toBeVisible();
  // The upload is kept in the outbox, not sent (offline, no try is spent): the server has no video.
  await expect.poll(() => outboxRows(page)).toMatchObject([{ status: 'pending', attempts: 0 }]);
  expect(await videosOf(database, member)).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByText('Video uploaded successfully')).toBeVisible({ timeout: 20_000 });
  await expect(kept(page)).toHaveCount(0);
  const stored = await videosOf(database, member);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ promptId: 'city_tip', review: 'pending' });
  expect(fs.existsSync(path.join(E2E_DATA_DIR, 'media', 'videos', stored[0]!.file))).toBe(true);
  const list = page.getByRole('list', { name: 'your videos' });
  await expect(list.getByText('Your best Toronto tip')).toBeVisible();
  await expect(list.getByText('waiting for review')).toBeVisible();
  await expect(page.getByText('Video uploaded successfully')).toBeHidden({ timeout: 5000 });

  await page.goto('/me');
  const vibeCheck = page.getByRole('list', { name: 'your vibe check videos' });
  await expect(vibeCheck.getByText('Your best Toronto tip')).toBeVisible();
  await page.goto('/emberite/settings/videos');

  const asked = page.getByRole('dialog', { name: 'delete this video?' });
  await list.getByRole('button', { name: 'delete your video for Your best Toronto tip' }).click();
  await expect(asked.getByText('Are you sure you want to delete this video?')).toBeVisible();
  await asked.getByRole('button', { name: 'keep it' }).click();
  await expect(asked).toBeHidden();
  expect(await videosOf(database, member)).toHaveLength(1);

  await list.getByRole('button', { name: 'delete your video for Your best Toronto tip' }).click();
  await asked.getByRole('button', { name: 'delete' }).click();
  await expect(page.getByText('Video deleted successfully')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('no videos uploaded yet.')).toBeVisible();
  expect(await videosOf(database, member)).toEqual([]);
  expect(fs.existsSync(path.join(E2E_DATA_DIR, 'media', 'videos', stored[0]!.file))).toBe(false);
});

test('the countdown stops the recording by itself at 15 seconds; the video uploads and is accepted', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  test.setTimeout(90_000);
  const member = await createMember(database, { firstName: 'Tee', email: email('tee') });
  await openVideos(page, context, baseURL!, member);
  await page.getByRole('radio', { name: 'A talent nobody would guess' }).check();
  await page.getByRole('button', { name: 'record a video' }).click();
  const countdown = page.getByRole('timer');
  await expect(countdown).toHaveText(/^1[0-4] s$/, { timeout: 10_000 });
  // Every value the countdown shows is collected in the page, so that no wait of the test's can make it miss one.
  await countdown.evaluate((timer) => {
    const shown = [timer.textContent ?? ''];
    (window as unknown as { countdownShown: string[] }).countdownShown = shown;
    new MutationObserver(() => shown.push(timer.textContent ?? '')).observe(timer, { childList: true, characterData: true, subtree: true });
  });
  await expect(page.getByRole('button', { name: 'stop' })).toHaveCount(0, { timeout: 20_000 });
  await expect(kept(page)).toHaveCount(1, { timeout: 5000 });
  const shown = await page.evaluate(() => (window as unknown as { countdownShown: string[] }).countdownShown);
  const seconds = shown.filter((text, at) => text !== shown[at - 1]).map((text) => Number(/^(\d+) s$/.exec(text)?.[1]));
  // Counting down, to 1 (a last tick may show 0 as it stops).
  const counted = seconds.filter((left) => left >= 1);
  expect(counted).toEqual([...counted].sort((a, b) => b - a));
  expect(new Set(counted).size).toBe(counted.length);
  expect(counted.at(-1)).toBe(1);
  expect(seconds.every((left) => left >= 0)).toBe(true);
  const duration = await page.getByLabel('your recording for A talent nobody would guess').evaluate(async (video: HTMLVideoElement) => {
    // MediaRecorder's WebM has no duration in its header: seek to the end to learn it.
    if (video.readyState < 1) await new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true }));
    if (!Number.isFinite(video.duration)) {
      video.currentTime = 1e6;
      await new Promise((resolve) => video.addEventListener('durationchange', resolve, { once: true }));
    }
    return video.duration;
  });
  expect(duration).toBeGreaterThan(14);
  expect(duration).toBeLessThan(16);

  await kept(page).getByRole('button', { name: 'upload' }).click();
  await expect(page.getByText('Video uploaded successfully')).toBeVisible({ timeout: 20_000 });
  expect(await videosOf(database, member)).toMatchObject([{ promptId: 'hidden_talent', review: 'pending' }]);
});

test('a reload in the middle of a recording keeps what was recorded, offered for preview, upload and delete', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  test.setTimeout(60_000);
  const member = await createMember(database, { firstName: 'Rae', email: email('rae') });
  await openVideos(page, context, baseURL!, member);
  await page.getByRole('button', { name: 'record a video' }).click();
  await expect(page.getByRole('timer')).toHaveText(/^(1[0-2]|[2-9]) s$/, { timeout: 10_000 });
  await page.reload();
  await expect(kept(page)).toHaveCount(1);
  await expect(kept(page).getByText('this recording was interrupted; what was recorded is kept.')).toBeVisible();
  const player = page.getByLabel(/^your recording for /);
  await expect(player).toBeVisible();
  expect(await player.evaluate((video: HTMLVideoElement) => video.src.startsWith('blob:'))).toBe(true);
  await expect(kept(page).getByRole('button', { name: 'upload' })).toBeEnabled();

  await kept(page).getByRole('button', { name: 'delete' }).click();
  await page.getByRole('dialog', { name: 'delete this video?' }).getByRole('button', { name: 'delete' }).click();
  await expect(kept(page)).toHaveCount(0);
  await expect(page.getByText('Video deleted successfully')).toBeVisible();
  const left = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('meetup');
        open.onsuccess = () => {
          const count = open.result.transaction('recordingChunks').objectStore('recordingChunks').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
  expect(left).toBe(0);
});

test('a camera the browser refuses closes the recorder and says how to allow it', async ({ baseURL, database }) => {
  const member = await createMember(database, { firstName: 'Dee', email: email('dee') });
  // A browser with the fake camera but no automatic yes: the permission is denied.
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, FAKE_DEVICE] });
  try {
    const context = await browser.newContext({ baseURL: baseURL! });
    const page = await context.newPage();
    await openVideos(page, context, baseURL!, member);
    await page.getByRole('button', { name: 'record a video' }).click();
    await expect(page.getByRole('alert')).toContainText('Camera access was denied. To record, allow the camera');
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'record a video' })).toBeVisible();
  } finally {
    await browser.close();
  }
});

test('practice videos at /vibe-check: the daily prompt scientific_fact first, kept on the device through a reload, retaken, never uploaded', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  test.setTimeout(90_000);
  const member = await createMember(database, { firstName: 'Pia', email: email('pia') });
  await changeProfile(database, member.email, VIBE_CHECK_BY_VIDEOS);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/videos\/upload|\/api\/videos\/tus/.test(request.url())) uploads.push(request.url());
  });
  // Counts the page's requests to keep its storage (a recording lives only on the device until uploaded).
  await page.addInitScript(() => {
    const storage = navigator.storage;
    const persist = storage.persist.bind(storage);
    const probe = window as unknown as { persistAsked?: number };
    probe.persistAsked = 0;
    storage.persist = () => {
      probe.persistAsked = (probe.persistAsked ?? 0) + 1;
      return persist();
    };
  });
  await context.addCookies([{ name: 'sid', value: member.sessionId, url: baseURL! }]);
  await page.goto('/vibe-check');
  const practice = page.getByRole('region', { name: 'practice videos' });
  await expect(practice.getByRole('radio', { name: 'A scientific fact you love' })).toBeChecked();
  await expect(practice.getByRole('group', { name: 'daily prompts' }).getByRole('radio')).toHaveCount(2);

  await practice.getByRole('button', { name: 'record a practice video' }).click();
  await expect(page.getByRole('heading', { name: 'recording: A scientific fact you love' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { persistAsked?: number }).persistAsked)).toBe(1);
  await expect(page.getByRole('timer')).toHaveText(/^(1[0-3]|[2-9]) s$/, { timeout: 10_000 });
  await page.getByRole('button', { name: 'stop' }).click();
  const practiceKept = practice.getByRole('list', { name: 'practice recordings on this device' }).getByRole('listitem');
  await expect(practiceKept).toHaveCount(1);
  await expect(practiceKept.getByRole('button', { name: 'upload' })).toHaveCount(0);

  await page.reload();
  await expect(practiceKept).toHaveCount(1);
  await expect(page.getByLabel('your recording for A scientific fact you love')).toBeVisible();

  // Retake: the old recording goes, a new one of the same prompt takes its place.
  await practiceKept.getByRole('button', { name: 'retake' }).click();
  await expect(page.getByRole('heading', { name: 'recording: A scientific fact you love' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(1[0-3]|[2-9]) s$/, { timeout: 10_000 });
  await page.getByRole('button', { name: 'stop' }).click();
  await expect(practiceKept).toHaveCount(1);

  // The videos screen lists only what can be uploaded; the practice recording is not among them.
  await page.goto('/emberite/settings/videos');
  await expect(page.getByRole('heading', { level: 1, name: 'videos' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'recordings on this device' })).toHaveCount(0);

  await page.goto('/vibe-check');
  await practiceKept.getByRole('button', { name: 'delete' }).click();
  const asked = page.getByRole('dialog', { name: 'delete this video?' });
  await expect(asked.getByText('Are you sure you want to delete this video?')).toBeVisible();
  await asked.getByRole('button', { name: 'delete' }).click();
  await expect(practiceKept).toHaveCount(0);
  expect(uploads).toEqual([]);
  expect(await videosOf(database, member)).toEqual([]);
});

test('a device out of storage stops the recording, says so, and keeps what was recorded', async ({ page, context, baseURL, database }) => {
  test.setTimeout(60_000);
  // From the sixth chunk on, IndexedDB answers as a full phone does.
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    let chunks = 0;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (this.name === 'recordingChunks' && ++chunks > 5) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
  const member = await createMember(database, { firstName: 'Quin', email: email('quin') });
  await openVideos(page, context, baseURL!, member);
  await page.getByRole('button', { name: 'record a video' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your device is out of storage space, so the recording stopped. What was recorded so far is kept: free some space, then upload it or record again.',
    { timeout: 15_000 },
  );
  await expect(page.getByRole('button', { name: 'stop' })).toHaveCount(0);
  await expect(kept(page)).toHaveCount(1);
  await expect(kept(page).getByRole('button', { name: 'upload' })).toBeEnabled();
});

test('a video the server refuses stays on the device with the reason, and goes up when sent again', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  test.setTimeout(90_000);
  const member = await createMember(database, { firstName: 'Ros', email: email('ros') });
  await openVideos(page, context, baseURL!, member);
  // The first upload's video bytes are damaged on the way (a broken proxy): the real server reads and refuses them.
  const damaged = await damageFirstVideoChunk(page);
  await page.getByRole('button', { name: 'record a video' }).click();
  await expect(page.getByRole('timer')).toHaveText(/^1[2-4] s$/, { timeout: 10_000 });
  await page.getByRole('button', { name: 'stop' }).click();
  await expect(kept(page)).toHaveCount(1);

  await kept(page).getByRole('button', { name: 'upload' }).click();
  await expect(kept(page).getByText('the server did not take this video; your recording is still on this device.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(kept(page)).toContainText(/This (video is damaged or incomplete|file is not a video we can take)/);
  expect(damaged()).toBe(1);
  expect(await videosOf(database, member)).toEqual([]);
  await page.reload();
  await expect(kept(page)).toHaveCount(1);

  await kept(page).getByRole('button', { name: 'upload' }).click();
  await expect(page.getByText('Video uploaded successfully')).toBeVisible({ timeout: 20_000 });
  await expect(kept(page)).toHaveCount(0);
  expect(await videosOf(database, member)).toHaveLength(1);
});
