import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { adminsRepo } from '../../server/features/admins/repo';
import type { TestMember } from '../helpers/members';
import { makeTestVideo } from '../helpers/videos';
import { expectNoSeriousAxeViolations } from './support/axe';
import { lateJoiners } from './support/late-joiners';
import { expect, type TestServer, test } from './support/worker-server';

// An admin reviews videos at /admin/review; the member hears the outcome; only a member with an
// approved video of their own sees others' videos on the profile view. The server's clock starts just after
// Thursday's release, so the members are in each other's batches.
const CLOCK_START = '2026-11-19T17:00:05Z';
let fixtures: string;
let clip: Buffer;

test.use({ serverStart: { clock: CLOCK_START } });
test.beforeAll(async () => {
  fixtures = fs.mkdtempSync(path.join(os.tmpdir(), 'review-e2e-'));
  clip = fs.readFileSync(await makeTestVideo(fixtures, 'clip.webm', 3));
});
test.afterAll(async () => {
  fs.rmSync(fixtures, { recursive: true, force: true });
});

const u = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

async function signedIn(browser: Browser, server: TestServer, who: TestMember): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'sid', value: who.sessionId, url: server.url }]);
  return context.newPage();
}

/** The member's recorder's upload, as multipart with the member's cookie. */
async function upload(server: TestServer, page: Page, promptId: string, promptType: 'fun' | 'useful'): Promise<{ id: string }> {
  const res = await page.request.post(`${server.url}/api/videos/upload`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    multipart: {
      location: 'CA:ON:Toronto',
      promptId,
      promptType,
      video: { name: 'recording.webm', mimeType: 'video/webm', buffer: clip },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

test('an admin approves and rejects videos; the member is told why; only members with an approved video see others’', async ({
  browser,
  server,
}) => {
  // Four members upload real videos, an admin reviews three, and three browsers look: longer than one screen's test.
  test.setTimeout(120_000);
  const [ana, ben, cal, admin] = await lateJoiners(
    server,
    CLOCK_START,
    { firstName: 'Ana', email: u('ana') },
    { firstName: 'Ben', email: u('ben') },
    { firstName: 'Cal', email: u('cal') },
    { firstName: 'Ada', email: u('ada') },
  );
  await server.withDatabase((db) => adminsRepo(db).setAdmin(admin.email, true));
  const anaPage = await signedIn(browser, server, ana);
  const benPage = await signedIn(browser, server, ben);
  const calPage = await signedIn(browser, server, cal);
  await upload(server, anaPage, 'hidden_talent', 'fun');
  await upload(server, anaPage, 'teach_in_15', 'useful');
  await upload(server, benPage, 'hidden_talent', 'fun');
  await upload(server, calPage, 'hidden_talent', 'fun');

  // A member who is not an admin is refused the screen.
  await calPage.goto(`${server.url}/admin/review`);
  await expect(calPage.getByRole('heading', { level: 1, name: 'admins only' })).toBeVisible();

  const reviewer = await signedIn(browser, server, admin);
  await reviewer.goto(`${server.url}/admin/review`);
  await expect(reviewer.getByRole('heading', { level: 2, name: 'videos waiting (4)' })).toBeVisible();
  const waiting = reviewer.getByRole('region', { name: /videos waiting/ });
  const anaFun = waiting.getByRole('article', { name: /^Ana: A talent nobody would guess/ });
  await anaFun.getByRole('button', { name: /approve/ }).click();
  await expect(reviewer.getByRole('status').filter({ hasText: /approved Ana's video/ })).toBeVisible();
  for (const [name, left] of [
    [/^Ana:/, 2],
    [/^Ben:/, 1],
  ] as const) {
    await waiting
      .getByRole('article', { name })
      .getByRole('button', { name: /approve/ })
      .click();
    await expect(reviewer.getByRole('heading', { level: 2, name: `videos waiting (${left})` })).toBeVisible();
  }

  const calFun = waiting.getByRole('article', { name: /^Cal:/ });
  // A reason is required; the field says so and keeps the focus on it.
  await calFun.getByRole('button', { name: /reject/ }).click();
  await expect(calFun.getByRole('alert')).toHaveText('Say why, in 1 to 300 characters.');
  await expect(calFun.getByLabel('reason for rejecting (the member sees it)')).toBeFocused();
  await calFun.getByLabel('reason for rejecting (the member sees it)').fill('the sound is too quiet to hear you');
  await calFun.getByRole('button', { name: /reject/ }).press('Enter');
  await expect(reviewer.getByRole('heading', { level: 2, name: 'videos waiting (0)' })).toBeVisible();
  await expect(
    reviewer.getByRole('region', { name: 'recently reviewed' }).getByText('reason given: the sound is too quiet to hear you'),
  ).toBeVisible();

  // Ana hears her approvals on /home; Cal hears the rejection, with its reason.
  await anaPage.goto(`${server.url}/home`);
  await expect(anaPage.getByRole('heading', { level: 3, name: 'your video was approved' }).first()).toBeVisible();
  await calPage.goto(`${server.url}/home`);
  await expect(calPage.getByRole('heading', { level: 3, name: 'your video was not approved' })).toBeVisible();
  await expect(calPage.getByText(/the reason: "the sound is too quiet to hear you"\. you can record it again/)).toBeVisible();

  // Ben has an approved video, and Ana an approved fun and useful one (discoverable by video): hers play on her
  // profile view, with their prompts.
  await benPage.goto(`${server.url}/profile/${ana.profileId}`);
  const videos = benPage.getByRole('region', { name: 'videos' });
  await expect(videos.getByText('A talent nobody would guess').first()).toBeVisible();
  await expect(videos.locator('video')).toHaveCount(1);
  await expect(videos.getByRole('listitem')).toHaveCount(2);
  await expect(videos.getByRole('link', { name: 'Go to Videos' })).toHaveCount(0);
  const src = await videos.locator('video').getAttribute('src');
  expect((await benPage.request.get(`${server.url}${src}`)).status()).toBe(200);
  await expectNoSeriousAxeViolations(benPage);

  // Cal has no approved video: the message that videos are needed and the way to record them; the address answers 404.
  await calPage.goto(`${server.url}/emberite/profile/${ana.profileId}`);
  const calsView = calPage.getByRole('region', { name: 'videos' });
  await expect(calsView.getByText(/at least two videos are needed/)).toBeVisible();
  await expect(calsView.locator('video')).toHaveCount(0);
  expect((await calPage.request.get(`${server.url}${src}`)).status()).toBe(404);
  await expectNoSeriousAxeViolations(calPage);
  await calsView.getByRole('link', { name: 'Go to Videos' }).click();
  await expect(calPage).toHaveURL(/\/emberite\/settings\/videos$/);
});
