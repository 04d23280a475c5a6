import crypto from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { COMING_SOON } from '../../client/features/feature-flags/ComingSoon';
import { profilesRepo } from '../../server/features/profiles/repo';
import { createMember, type TestMember } from '../helpers/members';
import { outboxRows } from './support/device-outbox';
import { expect, test } from './support/fixtures';
import { memberKeys } from './support/member-writes';
import { changeProfile } from './support/profile-answers';

// The settings sub-screens (preview, basic info, bucket list, visibility) and, with their switches off
// (the default), people browsing and availability saying they are coming soon.

async function signedIn(page: Page, context: BrowserContext, baseURL: string, member: TestMember, path: string) {
  await context.addCookies([{ name: 'sid', value: member.sessionId, url: baseURL }]);
  await page.goto(path);
}

const email = (name: string) => `${name}-${crypto.randomUUID()}@example.com`;

test('the settings list opens preview, basic info, bucket list and visibility; an item without a screen says coming soon', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  const member = await createMember(database, { firstName: 'Lia', email: email('lia') });
  await signedIn(page, context, baseURL!, member, '/emberite/settings');
  const list = page.getByRole('list', { name: 'settings' });
  for (const [item, heading] of [
    ['preview', 'preview'],
    ['basic info and preferences', 'basic info and preferences'],
    ['bucket list', 'bucket list'],
    ['visibility', 'visibility'],
  ] as const) {
    await list.getByRole('link', { name: item }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.getByRole('link', { name: 'back to settings' }).click();
  }
  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await list.getByRole('button', { name: 'mindset' }).click();
  await expect.poll(() => alerts).toEqual([COMING_SOON]);
});

test('preview shows my card as others see it in their batch, with my bucket list and none of my private preferences, offline too', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  const member = await createMember(database, { firstName: 'Noor', interests: ['book club', 'photography'], email: email('noor') });
  await changeProfile(database, member.email, { bucketList: ['sail to the islands'] });
  await signedIn(page, context, baseURL!, member, '/emberite/settings/preview');
  await expect(page.getByRole('heading', { level: 1, name: 'preview' })).toBeVisible();
  const card = page.locator('article.profile-card');
  await expect(card.getByRole('heading', { name: 'noor, 31' })).toBeVisible();
  await expect(card.getByRole('list', { name: 'interests' })).toContainText('photography');
  // The card does not link to a profile of one's own (there is none to open from a batch).
  await expect(card.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'bucket list' })).toContainText('sail to the islands');
  // createMember gives Noor private preferences (men, 29-41, open): none of them is on what others see.
  await expect(page.getByText(/\b(29|41)\b|open to romance|not looking/)).toHaveCount(0);

  // Saved on the device: it opens offline too.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await page.reload();
  await expect(card.getByRole('heading', { name: 'noor, 31' })).toBeVisible();
  await expect(page.getByText('offline: showing what was saved on this device')).toBeVisible();
});

test('basic info: fixed facts are read-only; preference changes made offline are kept on the device and reach the server once', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  const member = await createMember(database, { firstName: 'Ode', email: email('ode') });
  await signedIn(page, context, baseURL!, member, '/emberite/settings/basic');
  await expect(page.getByText("Can't change now.")).toBeVisible();
  const status = page.getByRole('radio', { name: 'not looking for romance, friends only' });
  await expect(page.getByRole('radio', { name: 'open to romance' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'men', exact: true })).toBeChecked();
  await expect(page.getByLabel('ideal age range')).toHaveValue('29-41');

  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await status.check();
  await page.getByRole('checkbox', { name: 'women', exact: true }).check();
  await page.getByLabel('ideal age range').selectOption('30-34');
  // Each change is written to the device a moment after it is made: the reload comes once all three are there (a
  // reload in the middle of an IndexedDB transaction aborts it), as the notice tells a person.
  await expect(page.getByText('saved on this device, sending...')).toBeVisible();
  await expect.poll(async () => (await outboxRows(page)).length).toBe(3);
  /** The preferences on the server (the sexes as stored, in JSON). */
  const stored = async () => {
    const profile = (await profilesRepo(database).find(member.email))!;
    return {
      status: profile.relationshipStatus,
      sexes: JSON.stringify(profile.preferredSex),
      min: profile.minIdealAge,
      max: profile.maxIdealAge,
    };
  };
  expect(await stored()).toEqual({ status: 'open', sexes: '["male"]', min: 29, max: 41 });
  await page.reload();
  await expect(status).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'women', exact: true })).toBeChecked();
  await expect(page.getByLabel('ideal age range')).toHaveValue('30-34');

  await context.setOffline(false);
  await expect.poll(stored, { timeout: 15_000 }).toEqual({ status: 'not_looking', sexes: '["male","female"]', min: 30, max: 34 });
  // Three changes, three requests, each taken once: the age range travels as one update of both ends.
  await expect.poll(async () => (await memberKeys(database, member.email)).length).toBe(3);
});

test('bucket list: add and remove items; Save Changes trims, drops blanks and duplicates, and saves', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  const member = await createMember(database, { firstName: 'Bo', email: email('bo') });
  await signedIn(page, context, baseURL!, member, '/emberite/settings/bucketlist');
  await expect(page.getByRole('heading', { level: 1, name: 'bucket list' })).toBeVisible();
  await page.getByLabel('bucket list item 1', { exact: true }).fill('  learn to surf ');
  for (const [n, text] of [
    [2, 'remove me'],
    [3, '   '],
    [4, 'Learn to surf'],
    [5, 'see the northern lights'],
  ] as const) {
    await page.getByRole('button', { name: 'add an item' }).click();
    await expect(page.getByLabel(`bucket list item ${n}`, { exact: true })).toBeFocused();
    await page.keyboard.type(text);
  }
  await page.getByRole('button', { name: 'remove bucket list item 2' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('your bucket list is saved')).toBeVisible();
  await expect(page.getByRole('list', { name: 'your bucket list' }).getByRole('textbox')).toHaveCount(2);
  await expect(page.getByLabel('bucket list item 1', { exact: true })).toHaveValue('learn to surf');
  await expect(page.getByLabel('bucket list item 2', { exact: true })).toHaveValue('see the northern lights');
  const stored = async () => (await profilesRepo(database).find(member.email))!.bucketList;
  await expect.poll(stored, { timeout: 15_000 }).toEqual(['learn to surf', 'see the northern lights']);
  await page.goto('/emberite/settings/preview');
  await expect(page.getByRole('region', { name: 'bucket list' })).toContainText('see the northern lights');
});

test('visibility: the "Show my videos to others" switch is disabled and says why', async ({ page, context, baseURL, database }) => {
  const member = await createMember(database, { firstName: 'Vi', email: email('vi') });
  await signedIn(page, context, baseURL!, member, '/emberite/settings/visibility');
  const toggle = page.getByRole('switch', { name: 'Show my videos to others' });
  await expect(toggle).toBeDisabled();
  await expect(toggle).not.toBeChecked();
  // This server has no DISCOVER_OPENS_AT: it is past its pre-launch.
  await expect(toggle).toHaveAccessibleDescription(/at least 2 videos.*discoverable/);
  await expect(page.getByText('We have launched: members see each other in their weekly batch.')).toBeVisible();
});

test('with the switches off (the default), people, Search Settings and availability say they are coming soon', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  const member = await createMember(database, { firstName: 'Cy', email: email('cy') });
  await signedIn(page, context, baseURL!, member, '/emberite/people');
  for (const [path, heading] of [
    ['/emberite/people', 'people'],
    ['/emberite/peopleFilterSettings', 'Search Settings'],
    ['/emberite/availability', 'availability'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(COMING_SOON)).toBeVisible();
  }
});
