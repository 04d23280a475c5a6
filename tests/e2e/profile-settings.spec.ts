import crypto from 'node:crypto';
import { profilesRepo } from '../../server/features/profiles/repo';
import { createMember } from '../helpers/members';
import { expect, test } from './support/fixtures';
import { answeredWrites } from './support/member-writes';
import { openSettings, settingsRow } from './support/profile-settings';

// /settings ("edit profile") with its counters, the locked fields, and edits through the wizard's steps.

const row = settingsRow;

test('counters, a locked field’s modal, cancel restores, a save without a change makes no call', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  const member = await createMember(database, {
    firstName: 'Lu',
    email: `lu-${crypto.randomUUID()}@example.com`,
    neighborhoods: ['anywhere'],
  });
  await openSettings(page, context, baseURL!, member);
  await expect(row(page, 'logistics', 'neighborhoods')).toContainText('1 selected');
  await expect(row(page, 'logistics', 'hosting')).toContainText('no');
  await expect(row(page, 'logistics', 'availability')).toContainText('4 slots');
  await expect(page.getByRole('list', { name: 'interests' })).toContainText(/1 interest\s*$/);

  await row(page, 'profile', 'age').click();
  const modal = page.getByRole('dialog', { name: "can't edit age" });
  await expect(modal).toContainText("can't be changed after registration");
  await expect(modal.getByRole('link')).toHaveAttribute('href', /^mailto:.+@.+/);
  await modal.getByRole('button', { name: 'got it' }).click();
  await expect(modal).toBeHidden();

  const updates: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/profiles/updateProfileProperty')) updates.push(request.postData() ?? '');
  });
  await row(page, 'logistics', 'neighborhoods').click();
  await expect(page.getByRole('heading', { level: 1, name: 'where do you want to meet?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'save' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(next|back)$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Midtown' }).click();
  await page.getByRole('button', { name: '← back to settings' }).click();
  await expect(row(page, 'logistics', 'neighborhoods')).toContainText('1 selected');

  await row(page, 'logistics', 'availability').click();
  await page.getByRole('button', { name: 'save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'edit profile' })).toBeVisible();
  // Then a real change: the outbox sends in order, so a call for the save above would have gone before this one's.
  const sent = page.waitForResponse((response) => response.url().includes('/api/profiles/updateProfileProperty'));
  await row(page, 'logistics', 'neighborhoods').click();
  await page.getByRole('button', { name: 'Midtown' }).click();
  await page.getByRole('button', { name: 'save' }).click();
  expect((await sent).ok()).toBe(true);
  expect(updates.map((body) => (JSON.parse(body) as { Changes: { Field: string }[] }).Changes.map((change) => change.Field))).toEqual([
    ['neighborhoods'],
  ]);
});

test('an edit made offline is saved on the device at once and reaches the server once when back online', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  const member = await createMember(database, {
    firstName: 'Ode',
    email: `ode-${crypto.randomUUID()}@example.com`,
    neighborhoods: ['anywhere'],
  });
  await openSettings(page, context, baseURL!, member);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await row(page, 'logistics', 'neighborhoods').click();
  await page.getByRole('button', { name: 'Midtown' }).click();
  await page.getByRole('button', { name: 'save' }).click();
  await expect(row(page, 'logistics', 'neighborhoods')).toContainText('2 selected');
  await row(page, 'logistics', 'hosting').click();
  await page.getByRole('button', { name: 'yes' }).click();
  await page.getByLabel('which café or place would you book? (optional)').fill('  Café Pamenar ');
  await page.getByRole('button', { name: 'save' }).click();
  await expect(row(page, 'logistics', 'hosting')).toContainText('yes');
  // Still offline: the server has the old answers; a reload keeps the device's.
  const stored = async () => (await profilesRepo(database).find(member.email))!;
  expect((await stored()).neighborhoods).toEqual(['anywhere']);
  await page.reload();
  await expect(row(page, 'logistics', 'neighborhoods')).toContainText('2 selected');

  await context.setOffline(false);
  await expect.poll(async () => (await stored()).neighborhoods, { timeout: 15_000 }).toEqual(['anywhere', 'midtown']);
  await expect.poll(async () => (await stored()).canHost).toBe(true);
  expect((await stored()).venueName).toBe('Café Pamenar');
  expect(await answeredWrites(database, member.email)).toBe(2);
});
