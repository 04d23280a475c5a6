import crypto from 'node:crypto';
import { createMember } from '../helpers/members';
import { expect, test } from './support/fixtures';
import { gettingStartedDone } from './support/journey-state';
import { addVideo, approveVideosOf } from './support/video-rows';

// The journey and the visibility screen count the member's real videos (docs/product-rules.md#videos-and-review).

const email = (name: string) => `${name}-${crypto.randomUUID()}@example.com`;

test('with a video uploaded, the journey opens on the roadmaps instead of the Final Step', async ({ page, context, baseURL, database }) => {
  const member = await createMember(database, { firstName: 'Ola', email: email('ola') });
  await addVideo(database, member, 'hidden_talent', 'fun', 'pending');
  await context.addCookies([{ name: 'sid', value: member.sessionId, url: baseURL! }]);
  await page.goto('/emberite/journey');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advenchy Journey');
  await expect(page.getByRole('button', { name: /back to the Final Step/ })).toHaveCount(0);
});

test('visibility says where the member stands towards being discoverable by video, and leads to Videos until then', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  const member = await createMember(database, { firstName: 'Uma', email: email('uma') });
  await addVideo(database, member, 'hidden_talent', 'fun', 'approved');
  await addVideo(database, member, 'city_tip', 'useful', 'pending');
  await context.addCookies([{ name: 'sid', value: member.sessionId, url: baseURL! }]);
  await page.goto('/emberite/settings/visibility');
  await expect(page.getByText('So far: your fun video is approved, your useful video is waiting for review.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Videos' })).toHaveAttribute('href', '/emberite/settings/videos');

  await approveVideosOf(database, member);
  await page.reload();
  await expect(page.getByText('Your fun and useful videos are both approved: you are discoverable by video.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Videos' })).toHaveCount(0);
});

test('the journey asks for the first two videos until there are two, then no more', async ({ page, context, baseURL, database }) => {
  const member = await createMember(database, { firstName: 'Ivo', email: email('ivo') });
  await gettingStartedDone(database, member);
  await addVideo(database, member, 'hidden_talent', 'fun', 'pending');
  await context.addCookies([{ name: 'sid', value: member.sessionId, url: baseURL! }]);
  await page.goto('/emberite/journey');
  const card = page.getByRole('heading', { level: 2, name: 'Upload your first two videos' });
  await expect(card).toBeVisible();

  await addVideo(database, member, 'city_tip', 'useful', 'pending');
  await page.reload();
  await expect(page.getByText('100% complete')).toBeVisible();
  await expect(card).toHaveCount(0);
});
