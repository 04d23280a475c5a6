import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { authRepo } from '../../server/features/auth/repo';
import { discoverRepo } from '../../server/features/discover/repo';
import { picksRepo } from '../../server/features/discover/picks-repo';
import { profilesRepo } from '../../server/features/profiles/repo';
import { DELETE_CONFIRMATION_MESSAGE } from '../../shared/my-data';
import { createMember } from '../helpers/members';
import { jpeg, validProfileJson } from '../server/features/profiles/helpers';
import { E2E_DATA_DIR } from './support/e2e-env';
import { expect, test } from './support/fixtures';

// The settings list, "download my data" and "delete account".

const WEEK = '2026-11-19';
const AT = '2026-11-20T15:00:00.000Z';

test('the settings list names every item, alerts the coming-soon ones, and leads to the real ones by keyboard', async ({
  page,
  signIn,
}) => {
  await signIn({ hasProfile: true });
  await page.goto('/me');
  await page.getByRole('link', { name: 'account settings' }).click();
  await expect(page).toHaveURL(/\/emberite\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'settings' })).toBeVisible();
  const items = page.getByRole('list', { name: 'settings' }).getByRole('listitem');
  await expect(items).toHaveText([
    /preview/,
    /basic info and preferences/,
    /videos/,
    /bucket list/,
    /mindset/,
    /event preferences/,
    /invites/,
    /notifications/,
    /install the app/,
    /visibility/,
    /authentication/,
    /agreements/,
    /download my data/,
    /delete account/,
  ]);

  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'mindset' }).click();
  await expect.poll(() => alerts).toEqual(['This feature is coming soon! Apologies for inconvenience.']);

  await page.getByRole('link', { name: 'agreements' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'agreements' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/terms-of-use');
  await page.getByRole('link', { name: 'back to settings' }).click();
  await page.getByRole('link', { name: 'authentication' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'authentication' })).toBeVisible();
});

test('download my data saves one JSON file with my profile and my own picks, never anyone’s pick of me', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  const me = await createMember(database, { firstName: 'Mira', email: `mira-${crypto.randomUUID()}@example.com` });
  const other = await createMember(database, { firstName: 'Otto', email: `otto-${crypto.randomUUID()}@example.com` });
  await picksRepo(database).setLevel(me.email, other.email, 4, WEEK, AT);
  await picksRepo(database).setLevel(other.email, me.email, 5, WEEK, AT);
  await context.addCookies([{ name: 'sid', value: me.sessionId, url: baseURL! }]);

  await page.goto('/emberite/settings/my-data');
  await expect(page.getByRole('heading', { level: 1, name: 'download my data' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
  expect(data.account.email).toBe(me.email);
  expect(data.profile.firstName).toBe('Mira');
  expect(data.picks).toEqual([{ profileId: other.profileId, firstName: 'Otto', level: 4, week: WEEK, updatedAt: AT }]);
  expect(JSON.stringify(data)).not.toContain(other.email);
  await expect(page.getByRole('status')).toHaveText('Your file is downloaded.');

  // Offline, the export says so instead of failing silently.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'download my data' }).click();
  await expect(page.getByRole('alert')).toHaveText("You're offline. Connect to the internet and try again.");
  await context.setOffline(false);
});

test('delete account: refused until the e-mail is typed, then the account, its photo file and its place in batches are gone', async ({
  page,
  signIn,
  database,
}) => {
  const me = await signIn({ hasProfile: false });
  const photo = await jpeg(600, 400).jpeg().toBuffer();
  const created = await page.request.post('/api/profiles', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    multipart: {
      ProfileJson: JSON.stringify(validProfileJson({ FirstName: 'Dana' })),
      Photo: { name: 'dana.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(created.status()).toBe(201);
  const { photoFile } = (await profilesRepo(database).find(me.email))!;
  const photoPath = path.join(E2E_DATA_DIR, 'media', 'photos', photoFile!);
  expect(fs.existsSync(photoPath)).toBe(true);
  // Dana is in another member's batch this week.
  const viewer = await createMember(database, { firstName: 'Vic', email: `vic-${crypto.randomUUID()}@example.com` });
  await discoverRepo(database).insertBatchesUnlessThere(
    WEEK,
    'toronto',
    [{ viewerId: viewer.email, memberIds: [me.email] }],
    new Date().toISOString(),
  );

  await page.goto('/emberite/settings/delete-account');
  await expect(page.getByRole('heading', { level: 1, name: 'delete account' })).toBeVisible();
  const confirm = page.getByLabel('type your e-mail address to confirm');
  await confirm.fill('someone-else@example.com');
  await page.getByRole('button', { name: 'delete my account' }).click();
  await expect(page.getByRole('alert')).toHaveText(DELETE_CONFIRMATION_MESSAGE);
  expect(await authRepo(database).findUser(me.email)).toBeDefined();

  await confirm.fill(me.email);
  await confirm.press('Enter');
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('status')).toContainText('Everything we kept about you is gone');

  expect(fs.existsSync(photoPath)).toBe(false);
  expect(await authRepo(database).findUser(me.email)).toBeUndefined();
  expect(await profilesRepo(database).exists(me.email)).toBe(false);
  // The viewer's batch is kept, emptied (null would be no batch at all).
  expect(await discoverRepo(database).batchVersions(viewer.email, WEEK)).toEqual([]);
  expect(await page.evaluate(() => fetch('/api/auth/me').then((r) => r.json()))).toBeNull();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\?redirectedFrom=%2Fhome$/);
});
