import crypto from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { journeyRepo } from '../../server/features/journey/repo';
import { createMember, type TestMember } from '../helpers/members';
import { expect, test } from './support/fixtures';
import { gettingStartedDoneIn } from './support/journey-state';
import { answeredWrites } from './support/member-writes';

// docs/product-rules.md#journey-and-chats: the Final Step video onboarding, the roadmaps with progress and locked steps,
// a step completed offline that reaches the server once, "Go back", show/hide completed, and the Vancouver bonus.

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const steps = (page: Page, roadmap = 'Getting started') => page.getByRole('list', { name: `${roadmap} steps` });

async function member(database: Parameters<typeof createMember>[0], name: string) {
  return createMember(database, { firstName: name, email: `${name.toLowerCase()}-${crypto.randomUUID()}@example.com` });
}

/** Signs the member in and opens the journey past the Final Step ("see my journey first"). */
async function openJourney(page: Page, context: BrowserContext, baseURL: string, account: TestMember) {
  await context.addCookies([{ name: 'sid', value: account.sessionId, url: baseURL }]);
  await page.goto('/emberite/journey');
  await expect(heading(page)).toHaveText('Final Step');
  await page.getByRole('button', { name: 'see my journey first' }).click();
  await expect(heading(page)).toHaveText('Advenchy Journey');
}

test('without videos the journey opens on the Final Step; "see my journey first" shows the roadmaps and is remembered', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  const account = await member(database, 'Femi');
  await context.addCookies([{ name: 'sid', value: account.sessionId, url: baseURL! }]);
  await page.goto('/emberite/journey');
  await expect(heading(page)).toHaveText('Final Step');
  await expect(page.getByText('Record a 15-second video.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'record my video' })).toHaveAttribute('href', '/emberite/settings/videos');
  await expect(page.getByRole('heading', { name: 'Two sample invite videos' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Your perfect weekend morning', exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'useful' }).check();
  await expect(page.getByRole('heading', { level: 3, name: 'Teach us something in 15 seconds', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'another idea' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'How you organize your day', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'see my journey first' }).click();
  await expect(heading(page)).toHaveText('Advenchy Journey');
  await expect(page.getByText('0% complete')).toBeVisible();
  const list = steps(page);
  const active = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Anonymous feedback' }) });
  await expect(active.getByRole('link', { name: 'Read more about Anonymous feedback' })).toBeVisible();
  const locked = list.getByRole('listitem').filter({ hasText: 'Craft your profile' });
  await expect(locked).toContainText('(locked)');
  await expect(locked.getByRole('link')).toHaveCount(0);
  await expect(list.getByRole('listitem').filter({ hasText: 'Host your own morning' })).toContainText('Coming soon.');
  // Toronto members never see the Vancouver bonus roadmap; nothing is completed, so no cards yet.
  await expect(page.getByRole('heading', { name: /Vancouver/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Upload your first two videos' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: "You're all set" })).toHaveCount(0);

  await page.reload();
  await expect(heading(page)).toHaveText('Advenchy Journey');
  // A locked step's page says so and offers no completion.
  await page.goto('/emberite/journey/getting-started/improve');
  await expect(heading(page)).toHaveText('Improve');
  await expect(page.getByText('This step is locked')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Completed' })).toHaveCount(0);
  await page.goto('/emberite/journey/bonus-giveaway/giveaway-rules');
  await expect(heading(page)).toHaveText("we couldn't find this step");
});

test('a step completed offline is kept on the device, reaches the server once after reconnecting, and shows "Go back"', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  const account = await member(database, 'Lior');
  await openJourney(page, context, baseURL!, account);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Read more about Anonymous feedback' }).click();
  await expect(heading(page)).toHaveText('Anonymous feedback');
  await expect(page.getByRole('heading', { level: 2, name: 'One question, after every coffee' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark as Completed' }).click();
  await expect(page.getByText('You completed this step.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Completed' })).toHaveCount(0);

  const completions = async () =>
    (await journeyRepo(database).completionsOf(account.email)).map(({ roadmapId, stepId }) => ({ roadmapId, stepId }));
  expect(await completions()).toEqual([]);
  await page.reload();
  await expect(page.getByText('You completed this step.')).toBeVisible();
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(heading(page)).toHaveText('Advenchy Journey');
  await expect(page.getByText('14% complete')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read more about Craft your profile' })).toBeVisible();
  await expect(page.getByText('saved on this device, sending...')).toBeVisible();

  await context.setOffline(false);
  await expect.poll(completions, { timeout: 15_000 }).toEqual([{ roadmapId: 'getting-started', stepId: 'anonymous-feedback' }]);
  await expect(page.getByText('saved on this device, sending...')).toHaveCount(0, { timeout: 15_000 });
  expect(await answeredWrites(database, account.email)).toBe(1);

  // Show/hide completed steps.
  const done = steps(page).getByRole('link', { name: 'Anonymous feedback (completed)' });
  await expect(done).toBeVisible();
  await page.getByLabel('show completed steps').uncheck();
  await expect(done).toHaveCount(0);
  await expect(page.getByText('1 completed step hidden')).toBeVisible();
  await page.getByLabel('show completed steps').check();
  await expect(done).toBeVisible();
});

test('with getting started completed: the all-set card celebrates, the videos card shows, and Vancouver sees the bonus', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  const account = await member(database, 'Ayla');
  await gettingStartedDoneIn(database, account, 'CA:BC:Vancouver');

  await openJourney(page, context, baseURL!, account);
  await expect(page.getByText('100% complete')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Upload your first two videos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'record a video' })).toHaveAttribute('href', '/emberite/settings/videos');
  await expect(page.getByRole('heading', { level: 2, name: "You're all set" })).toBeVisible();
  await page.getByRole('button', { name: 'celebrate' }).click();
  await expect(page.locator('canvas.confetti-canvas')).toHaveCount(1);

  const bonus = steps(page, 'Bonus: Vancouver founders’ giveaway');
  await expect(bonus).toBeVisible();
  await expect(bonus.getByRole('link', { name: 'Read more about Read how the giveaway works' })).toBeVisible();

  await bonus.getByRole('link', { name: 'Read more about Read how the giveaway works' }).click();
  await expect(heading(page)).toHaveText('Read how the giveaway works');
  await page.getByRole('button', { name: 'Mark as Completed' }).click();
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await journeyRepo(database).completionsOf(account.email))
          .filter((completion) => completion.roadmapId === 'bonus-giveaway')
          .map(({ stepId }) => ({ stepId })),
      {
        timeout: 15_000,
      },
    )
    .toEqual([{ stepId: 'giveaway-rules' }]);
});
