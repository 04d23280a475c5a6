import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { interestsRepo } from '../../server/features/interests/repo';
import { profilesRepo } from '../../server/features/profiles/repo';
import { createMember } from '../helpers/members';
import { E2E_DATA_DIR } from './support/e2e-env';
import { expect, test } from './support/fixtures';
import { memberKeys } from './support/member-writes';
import { openSettings, settingsRow } from './support/profile-settings';

// The photo and interests edits of /settings, and what /home says to a member without a photo.

const row = settingsRow;

test('a member without a photo is told on /home; a photo chosen offline reaches the server once and replaces nothing else', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  const member = await createMember(database, { firstName: 'Noa', photo: false, email: `noa-${crypto.randomUUID()}@example.com` });
  await context.addCookies([{ name: 'sid', value: member.sessionId, url: baseURL! }]);
  await page.goto('/home');
  const card = page.getByRole('region', { name: 'add a photo to be matched' });
  await expect(card).toContainText("you'll need to add a profile photo before you can start matching with others");
  await card.getByRole('link', { name: 'add a photo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'choose your profile photo' })).toBeVisible();
  // "skip for now" warns, then leaves without a call.
  await page.getByRole('button', { name: 'skip for now' }).click();
  await page.getByRole('dialog', { name: 'photo required later' }).getByRole('button', { name: 'got it' }).click();
  await expect(row(page, 'profile', 'photo')).toContainText('none: you need one before matching');

  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await row(page, 'profile', 'photo').click();
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
  await page.getByLabel('upload a photo').setInputFiles({ name: 'noa.png', mimeType: 'image/png', buffer: png });
  await expect(row(page, 'profile', 'photo')).toContainText('new photo waiting to be sent');
  const stored = async () => (await profilesRepo(database).find(member.email))!;
  expect((await stored()).photoFile).toBeNull();
  await page.reload();
  await expect(row(page, 'profile', 'photo')).toContainText('new photo waiting to be sent');

  await context.setOffline(false);
  await expect.poll(async () => (await stored()).photoFile, { timeout: 15_000 }).not.toBeNull();
  expect((await stored()).firstName).toBe('Noa');
  expect(fs.existsSync(path.join(E2E_DATA_DIR, 'media', 'photos', (await stored()).photoFile!))).toBe(true);
  await expect(row(page, 'profile', 'photo')).toContainText('added');
  const uploads = (await memberKeys(database, member.email)).filter((key) => key.status === 200 && key.responseBody?.includes('photoUrl'));
  expect(uploads).toHaveLength(1);

  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: "who's into what you're into" })).toBeVisible();
  await expect(page.getByRole('region', { name: 'add a photo to be matched' })).toHaveCount(0);
  await page.goto('/me');
  await expect(page.locator(`img[src$="${(await stored()).photoFile}"]`)).toBeVisible();
});

test('interests are edited with the selection step: add one with its texts, remove one, save sends only that field', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  const member = await createMember(database, {
    firstName: 'Ivo',
    interests: ['book club', 'chess by the lake'],
    email: `ivo-${crypto.randomUUID()}@example.com`,
  });
  await openSettings(page, context, baseURL!, member);
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/profiles/updateProfileProperty')) bodies.push(request.postData() ?? '');
  });
  await expect(row(page, 'interests', 'interests')).toContainText('2 interests');
  await row(page, 'interests', 'interests').click();
  await expect(page.getByRole('heading', { level: 1, name: 'what topics are you curious about?' })).toBeVisible();
  // The member's own topic is listed and chosen; the button reads "save".
  await expect(page.getByRole('button', { name: 'chess by the lake' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'save' })).toBeVisible();

  // Cancel restores: a change, then back to settings, then nothing was sent.
  await page.getByRole('button', { name: 'book club' }).click();
  await page.getByRole('button', { name: '← back to settings' }).click();
  await expect(row(page, 'interests', 'interests')).toContainText('2 interests');

  await row(page, 'interests', 'interests').click();
  await page.getByRole('button', { name: 'photography' }).click();
  const dialog = page.getByRole('dialog', { name: 'tell more about photography' });
  await dialog.getByRole('textbox', { name: 'what are you looking for?' }).fill('people to walk the harbourfront with a camera');
  await dialog.getByRole('textbox', { name: 'how can you contribute?' }).fill('a spare 50mm lens and a thermos of coffee');
  await dialog.getByRole('button', { name: 'add' }).click();
  await page.getByRole('button', { name: 'book club' }).click();
  await page.getByRole('button', { name: 'save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'edit profile' })).toBeVisible();
  await expect(row(page, 'interests', 'interests')).toContainText('2 interests');

  const names = async () => (await interestsRepo(database).listFor(member.email)).map((r) => r.name);
  await expect.poll(names, { timeout: 15_000 }).toEqual(['chess by the lake', 'photography']);
  expect(bodies).toHaveLength(1);
  const sent = JSON.parse(bodies[0]!) as { Changes: { Field: string }[] };
  expect(sent.Changes.map((change) => change.Field)).toEqual(['interests']);
  await page.goto('/me');
  await expect(page.getByText('a spare 50mm lens and a thermos of coffee')).toBeVisible();
});
