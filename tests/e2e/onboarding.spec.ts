import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { interestsRepo } from '../../server/features/interests/repo';
import { profilesRepo } from '../../server/features/profiles/repo';
import { readSignInMail } from '../helpers/smtp-listener';
import { busyDeviceStore } from './support/busy-device-store';
import { outboxRows } from './support/device-outbox';
import { deviceRows } from './support/device-rows';
import { draftAt, heading, openAt, press } from './support/onboarding';
import { expect, test, type WorkerServer } from './support/worker-server';

// The server's mail goes to a real SMTP listener: the code is read from the mail, and the profile from the SQLite file.

/** Opens /start in a new page the service worker controls, so it keeps working with the network off. */
async function openStart(server: WorkerServer, context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.url}/start`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  return page;
}

const AI_ANSWER = `Sure! Here you go:

\`\`\`yaml
interests:
  - name: board games & strategy
    looking_for: people who want to learn a new euro game every month
    can_contribute: a shelf of heavy games and patient rules explanations
  - name: running
    looking_for: a slow sunday pace
    can_contribute: routes
\`\`\`

let me know if you want more!`;

test('the whole wizard works offline, survives a reload and a closed page, then registers once online', async ({ context, server }) => {
  test.setTimeout(120_000);
  const email = `maya.${Date.now()}@example.com`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  let page = await openStart(server, context);
  await context.setOffline(true);

  await expect(heading(page)).toHaveText('where do you live?');
  await expect(page.getByRole('button', { name: 'Toronto' })).toHaveAttribute('aria-pressed', 'true');
  await press(page, 'next');

  await expect(heading(page)).toHaveText('where do you want to meet?');
  await page.getByRole('button', { name: 'coffee get-togethers' }).click();
  await page.getByRole('button', { name: 'Downtown' }).click();
  await page.getByRole('button', { name: 'West End' }).click();
  await press(page, 'next');

  await expect(heading(page)).toHaveText('can you book a venue?');
  await page.getByRole('button', { name: 'yes' }).click();
  await page.getByLabel('which café or place would you book? (optional)').fill('Balzac’s Distillery');
  // On a slow device too, the step on screen is the one kept, so the reload below comes back to it.
  await busyDeviceStore(page, 'onboardingDraft', 1500);
  await press(page, 'next');

  await expect(heading(page)).toHaveText('what times could work?');
  await page.getByRole('button', { name: 'Saturday 9 AM' }).click();
  await page.getByRole('button', { name: 'Sunday 11 AM' }).click();
  // A tapped slot shows at once and is kept a moment later: the reload comes once both are on the device.
  await expect
    .poll(async () => (await deviceRows<{ draft: { selectedSlots: unknown } }>(page, 'onboardingDraft'))[0]?.draft.selectedSlots)
    .toEqual([
      { day: 'Saturday', time: '9 AM' },
      { day: 'Sunday', time: '11 AM' },
    ]);

  // Reload mid-way: the same step, with the answers given so far.
  await page.reload();
  await expect(heading(page)).toHaveText('what times could work?');
  await expect(page.getByRole('button', { name: 'Saturday 9 AM' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Sunday 11 AM' })).toHaveAttribute('aria-pressed', 'true');
  await press(page, 'next');

  await expect(heading(page)).toHaveText('logistics done!');
  await press(page, "let's go");
  await page.getByLabel('first name').fill('Maya');
  await press(page, 'next');
  await page.getByLabel('age').fill('31');
  await press(page, 'next');
  await page.getByRole('button', { name: 'female' }).click();
  await press(page, 'next');

  await expect(heading(page)).toHaveText('choose your profile photo');
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();
  await page.getByLabel('upload a photo').setInputFiles({ name: 'maya.png', mimeType: 'image/png', buffer: png });
  await expect(heading(page)).toHaveText('looking good!');
  await expect(page.getByRole('img', { name: "maya's profile photo" })).toBeVisible();
  // The yellow banner reported the photo work; a click dismisses it.
  const banner = page.getByRole('button', { name: /photo saved on this device/ });
  await banner.click();
  await expect(banner).toBeHidden();

  // The browser closes the page: a new one opens at the same step, photo and all.
  await page.close();
  page = await context.newPage();
  await page.goto(`${server.url}/start`);
  await expect(heading(page)).toHaveText('looking good!');
  const preview = page.getByRole('img', { name: "maya's profile photo" });
  await expect(preview).toBeVisible();
  // The preview is drawn from the bytes kept on the device, so it must really decode after the page was closed.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText('maya, 31')).toBeVisible();
  await press(page, 'next');

  await expect(heading(page)).toHaveText('let your AI suggest topics');
  await expect(page.locator('.progress-bar__bar')).toHaveCount(13);
  await press(page, 'copy prompt');
  await expect(page.getByRole('button', { name: 'copied! continuing...' })).toBeVisible();
  await expect(heading(page)).toHaveText('paste what the AI said');
  await expect(page.locator('.progress-bar__bar')).toHaveCount(15);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('ONLY YAML');
  await page.getByLabel("the AI's answer").fill(AI_ANSWER);
  await expect(page.getByText('2 interest(s) detected')).toBeVisible();
  await press(page, 'next');

  await expect(heading(page)).toHaveText("here's what we found");
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['board games & strategy', 'running']);
  await press(page, 'next');

  await expect(heading(page)).toHaveText('want to add more?');
  await page.getByRole('button', { name: 'photography' }).click();
  const dialog = page.getByRole('dialog', { name: 'tell more about photography' });
  await dialog.getByRole('textbox', { name: 'what are you looking for?' }).fill('people to shoot golden hour at the harbourfront with');
  await dialog.getByRole('textbox', { name: 'how can you contribute?' }).fill('a spare 50mm lens and tips on street portraits');
  await dialog.getByRole('button', { name: 'add' }).click();
  await expect(page.getByRole('button', { name: 'photography' })).toHaveAttribute('aria-pressed', 'true');
  await press(page, 'continue');

  // The AI's 'running' has texts under 20 characters: its detail page comes next.
  await expect(heading(page)).toHaveText('tell more about running');
  await expect(page.getByText('1 of 1')).toBeVisible();
  await page.getByRole('textbox', { name: 'what are you looking for?' }).fill('a slow sunday pace with coffee after');
  await page.getByRole('textbox', { name: 'how can you contribute?' }).fill('routes along the don valley trails');
  await press(page, 'next');

  await expect(heading(page)).toHaveText("almost there! what's your email?");
  await page.getByLabel('email').fill(email);
  await context.setOffline(false);
  const before = server.smtp.mails.length;
  await page.getByRole('button', { name: 'send code' }).click();
  const { code } = readSignInMail(await mailTo(server, email, before));
  await page.getByLabel('6-digit code').fill(code);

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('profile created')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => aiResponseStored(server, email)).toBe(AI_ANSWER);

  // One profile at most: a profile is keyed by its member.
  const profile = (await server.withDatabase((db) => profilesRepo(db).find(email)))!;
  expect(profile).toMatchObject({
    firstName: 'Maya',
    age: 31,
    sex: 'female',
    location: 'CA:ON:Toronto',
    canHost: true,
    hasVenue: true,
    venueName: 'Balzac’s Distillery',
  });
  expect(profile.neighborhoods).toEqual(['downtown', 'west-end']);
  expect(profile.availableTimeSlots).toEqual([
    { dayOfWeek: 6, hour: 9 },
    { dayOfWeek: 0, hour: 11 },
  ]);
  expect(profile.activityPreferences).toEqual(['coffee']);
  const photo = path.join(server.dataDir, 'media', 'photos', profile.photoFile!);
  expect((await sharp(fs.readFileSync(photo)).metadata()).format).toBe('jpeg');
  const interests = (await server.withDatabase((db) => interestsRepo(db).listFor(email))).map(({ name }) => ({ name }));
  expect(interests).toEqual([{ name: 'board games & strategy' }, { name: 'running' }, { name: 'photography' }]);
});

test('when the connection drops right after the code, /home says the profile is pending, then that it was created', async ({
  context,
  server,
}) => {
  // Room for the outbox's backoff below (up to 32 s) on top of the steps before it.
  test.setTimeout(90_000);
  const email = `sam.${Date.now()}@example.com`;
  const page = await context.newPage();
  await openAt(page, `${server.url}/start`, draftAt('register'));
  await expect(heading(page)).toHaveText("almost there! what's your email?");

  // The profile request fails as if the network went away just after the code was accepted.
  await context.route('**/api/profiles', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('email').fill(email);
  const before = server.smtp.mails.length;
  await page.getByRole('button', { name: 'send code' }).click();
  await page.getByLabel('6-digit code').fill(readSignInMail(await mailTo(server, email, before)).code);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('your profile is being created')).toBeVisible();
  // A reload while the profile is still on its way keeps the person in the member area, not back at /start.
  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('your profile is being created')).toBeVisible();

  await context.unroute('**/api/profiles');
  // The device tries again when its backoff says (full jitter, up to 32 s after five failed tries; the browser still
  // says online, so no 'online' event hurries it): the profile must be created within 15 s of that try.
  const nextTry = Math.max(
    ...(await outboxRows(page)).filter((row) => row.status === 'pending').map((row) => row.nextAttemptAt),
    Date.now(),
  );
  await expect(page.getByText('profile created')).toBeVisible({ timeout: nextTry - Date.now() + 15_000 });
  // One profile, made once (a profile is keyed by its member: a second would have been refused).
  expect(await server.withDatabase((db) => profilesRepo(db).exists(email))).toBe(true);
});

/** The next mail to `email`, or a failure naming what did arrive (instead of waiting out the test's timeout). */
async function mailTo(server: WorkerServer, email: string, before: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no mail to ${email}; received: ${server.smtp.mails.map((m) => m.to).join(', ')}`)), 15_000);
  });
  try {
    return await Promise.race([server.smtp.nextMailTo(email, before), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The AI answer stored on the member's first interest. */
const aiResponseStored = async (server: WorkerServer, email: string) =>
  (await server.withDatabase((db) => interestsRepo(db).aiResponsesOf(email)))[0];
