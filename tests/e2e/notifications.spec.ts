import { pushRepo } from '../../server/features/push/repo';
import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// The notifications settings: each kind by push and by e-mail, kept on the server; the lock-screen switch; and
// what this device can do about push.

test('notifications: a kind switched off stays off, the lock screen switch is kept, and the screen passes axe', async ({
  page,
  signIn,
  database,
}) => {
  const member = await signIn({ hasProfile: true });
  await page.goto('/emberite/settings');
  await page.getByRole('list', { name: 'settings' }).getByRole('link', { name: 'notifications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'notifications' })).toBeVisible();
  await expect(page.getByRole('status').first()).not.toHaveText('checking this device...');

  const invitesByPush = page.getByRole('checkbox', { name: 'group invites by push' });
  await expect(invitesByPush).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'group invites by e-mail' })).toBeChecked();
  await invitesByPush.uncheck();
  await expect(invitesByPush).not.toBeChecked();
  await expect(invitesByPush).toBeEnabled();
  const names = page.getByRole('switch', { name: 'show names and details on the lock screen' });
  await expect(names).not.toBeChecked();
  await names.check();
  await expect(names).toBeEnabled();

  expect((await pushRepo(database).channelsOf(member.email)).invites).toEqual({ push: false, email: true });
  expect(await pushRepo(database).namesOnLockScreen(member.email)).toBe(true);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'group invites by push' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'show names and details on the lock screen' })).toBeChecked();
  await expectNoSeriousAxeViolations(page, '/emberite/settings/notifications');
});
