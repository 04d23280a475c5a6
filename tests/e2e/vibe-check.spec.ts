import crypto from 'node:crypto';
import type { BrowserContext, Page, Request } from '@playwright/test';
import type { Database } from '../../server/db/database';
import { profilesRepo } from '../../server/features/profiles/repo';
import { createMember, type TestMember } from '../helpers/members';
import { outboxRows } from './support/device-outbox';
import { expect, test } from './support/fixtures';
import { memberKeys } from './support/member-writes';
import { changeProfile, VIBE_CHECK_UNANSWERED } from './support/profile-answers';

// /vibe-check, the private preferences step by step (docs/product-rules.md#vibe-check).

const email = (name: string) => `${name}-${crypto.randomUUID()}@example.com`;

/** createMember answers the vibe check already (open, men, 29-41); a fresh member has answered nothing. */
const forgetPreferences = (database: Database, member: TestMember) => changeProfile(database, member.email, VIBE_CHECK_UNANSWERED);

async function openVibeCheck(page: Page, context: BrowserContext, baseURL: string, member: TestMember) {
  await context.addCookies([{ name: 'sid', value: member.sessionId, url: baseURL }]);
  await page.goto('/vibe-check');
  await expect(page.getByRole('heading', { level: 1, name: 'vibe check' })).toBeVisible();
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** The step shows and has focus (so a screen reader announces it). */
async function expectStep(page: Page, name: string) {
  await expect(stepHeading(page, name)).toBeFocused();
}

/** The vibe check's answers on the server (the sexes as stored, in JSON). */
const stored = async (database: Database, member: TestMember) => {
  const profile = (await profilesRepo(database).find(member.email))!;
  return {
    status: profile.relationshipStatus,
    sexes: JSON.stringify(profile.preferredSex),
    min: profile.minIdealAge,
    max: profile.maxIdealAge,
    discovery: profile.discoveryPreference,
    other: profile.discoveryPreferenceOther,
  };
};

/** The fields of every updateProfileProperty request the page sends. */
function sentFields(page: Page): string[][] {
  const sent: string[][] = [];
  page.on('request', (request: Request) => {
    if (!request.url().includes('/api/profiles/updateProfileProperty')) return;
    const body = request.postDataJSON() as { Changes: { Field: string }[] };
    sent.push(body.Changes.map((change) => change.Field));
  });
  return sent;
}

test('the whole walk: open, men, an age range, videos, then the summary with the practice video card', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  const member = await createMember(database, { firstName: 'Vi', email: email('vi') });
  await forgetPreferences(database, member);
  const sent = sentFields(page);
  await openVibeCheck(page, context, baseURL!, member);
  await expect(stepHeading(page, 'romantic openness')).toBeVisible();
  await expect(page.getByRole('button', { name: 'continue' })).toBeDisabled();
  await page.getByRole('radio', { name: 'open to romance' }).check();
  await page.getByRole('button', { name: 'continue' }).click();

  await expectStep(page, 'looking to meet');
  await expect(page.getByRole('group', { name: 'who would you like to meet?' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'men', exact: true }).check();
  await page.getByRole('button', { name: 'continue' }).click();

  await expectStep(page, 'age range');
  await expect(page.getByRole('button', { name: 'continue' })).toBeDisabled();
  // Later first: the picker swaps them; the brackets in between fill.
  await page.getByRole('button', { name: /^early 40s/ }).click();
  await page.getByRole('button', { name: /^mid 20s/ }).click();
  for (const bracket of [/^mid 20s/, /^late 20s/, /^early 30s/, /^late 30s/, /^early 40s/])
    await expect(page.getByRole('button', { name: bracket })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /^mid 40s/ })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: /^70\+/ })).toContainText('70-100');
  await page.getByRole('button', { name: 'continue' }).click();

  await expectStep(page, 'discovery preference');
  await page.getByRole('radio', { name: 'videos' }).check();
  await page.getByRole('button', { name: 'continue' }).click();

  await expectStep(page, 'your preferences');
  const summary = page.locator('.vibe-summary');
  await expect(summary).toContainText('open to romance');
  await expect(summary).toContainText('men');
  await expect(summary).toContainText('25-44');
  await expect(summary).toContainText('videos');
  const practice = page.getByRole('region', { name: 'practice videos' });
  await expect(practice.getByRole('link', { name: 'go to videos' })).toHaveAttribute('href', '/emberite/settings/videos');

  await expect
    .poll(() => stored(database, member), { timeout: 15_000 })
    .toEqual({ status: 'open', sexes: '["male"]', min: 25, max: 44, discovery: 'videos', other: '' });
  // One request per answer; the age range is both ends in one.
  expect(sent).toEqual([['relationshipStatus'], ['preferredSex'], ['minIdealAge', 'maxIdealAge'], ['discoveryPreference']]);
});

test('not looking skips who and what ages, never sends them, and "other" needs words before finish', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  const member = await createMember(database, { firstName: 'Nell', email: email('nell') });
  await forgetPreferences(database, member);
  const sent = sentFields(page);
  await openVibeCheck(page, context, baseURL!, member);
  // By keyboard: the radio, then Tab to continue.
  await page.getByRole('radio', { name: 'not looking for romance, friends only' }).check();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'continue' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expectStep(page, 'discovery preference');
  await page.getByRole('button', { name: 'back' }).click();
  await expectStep(page, 'romantic openness');
  await expect(page.getByRole('radio', { name: 'not looking for romance, friends only' })).toBeChecked();
  await page.getByRole('button', { name: 'continue' }).click();

  await expectStep(page, 'discovery preference');
  await page.getByRole('radio', { name: 'other' }).check();
  const finish = page.getByRole('button', { name: 'finish' });
  await expect(finish).toBeDisabled();
  const words = page.getByLabel('what would you prefer?');
  await expect(words).toHaveAttribute('maxlength', '200');
  await words.fill('   ');
  await expect(finish).toBeDisabled();
  await words.fill('  long walks by the lake ');
  await finish.click();

  await expectStep(page, 'your preferences');
  const summary = page.locator('.vibe-summary');
  await expect(summary).toContainText('not looking for romance, friends only');
  await expect(summary).toContainText('other: long walks by the lake');
  await expect(summary).not.toContainText('looking to meet');
  await expect(page.getByRole('region', { name: 'practice videos' })).toHaveCount(0);
  await expect
    .poll(() => stored(database, member), { timeout: 15_000 })
    .toEqual({ status: 'not_looking', sexes: '[]', min: null, max: null, discovery: 'other', other: 'long walks by the lake' });
  expect(sent).toEqual([['relationshipStatus'], ['discoveryPreference', 'discoveryPreferenceOther']]);

  // Saved preferences exist: the screen opens at the summary.
  await page.reload();
  await expect(stepHeading(page, 'your preferences')).toBeVisible();
  await expect(summary).toContainText('other: long walks by the lake');
});

test('edit preferences offline: the answers stay on the device, the screen reopens offline, and each reaches the server once', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  // createMember has answered open, men, 29-41; with a discovery preference too the check is finished: the summary comes first.
  const member = await createMember(database, { firstName: 'Otto', email: email('otto') });
  await changeProfile(database, member.email, { discoveryPreference: 'pictures' });
  await openVibeCheck(page, context, baseURL!, member);
  await expect(stepHeading(page, 'your preferences')).toBeVisible();
  await expect(page.locator('.vibe-summary')).toContainText('29-41');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);

  await page.getByRole('button', { name: 'edit preferences' }).click();
  await expectStep(page, 'romantic openness');
  await expect(page.getByRole('radio', { name: 'open to romance' })).toBeChecked();
  await page.getByRole('radio', { name: 'not looking for romance, friends only' }).check();
  await page.getByRole('button', { name: 'continue' }).click();
  await expectStep(page, 'discovery preference');
  await page.getByRole('radio', { name: 'interests' }).check();
  await page.getByRole('button', { name: 'continue' }).click();
  await expectStep(page, 'your preferences');
  await expect(page.getByText('saved on this device, sending...')).toBeVisible();
  // Both answers are on the device (the notice shows from the first one on) before the reload.
  await expect.poll(async () => (await outboxRows(page)).length).toBe(2);

  expect(await stored(database, member)).toMatchObject({ status: 'open', discovery: 'pictures' });
  await page.reload();
  await expect(stepHeading(page, 'your preferences')).toBeVisible();
  const summary = page.locator('.vibe-summary');
  await expect(summary).toContainText('not looking for romance, friends only');
  await expect(summary).toContainText('interests');

  await context.setOffline(false);
  await expect
    .poll(() => stored(database, member), { timeout: 15_000 })
    .toEqual({ status: 'not_looking', sexes: '["male"]', min: 29, max: 41, discovery: 'interests', other: '' });
  // Two answers, two requests, each taken once.
  await expect.poll(async () => (await memberKeys(database, member.email)).length).toBe(2);
  await expect(page.getByText('saved on this device, sending...')).toHaveCount(0);
});
