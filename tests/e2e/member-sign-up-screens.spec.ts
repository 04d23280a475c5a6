import type { Page } from '@playwright/test';
import type { Database } from '../../server/db/database';
import { profilesRepo } from '../../server/features/profiles/repo';
import { createSignedInUser } from '../helpers/accounts';
import { newestSignInMail } from './support/dev-mail';
import { expect, test } from './support/fixtures';
import { draftAt, heading, openAt, profileMadeElsewhereWhileSending } from './support/onboarding';

// A member never meets the way in again: the /start wizard and the sign-in forms send them on, public pages offer
// them the app instead of "get your invite", and when a profile turns out to be there already (the wizard ended by
// signing in to an account that has one, or the server answers 409) they are told its answers were not used. On a phone.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const NOT_USED =
  'You already have a profile, so these answers were not used and your profile is unchanged. Change your photo, neighbourhoods, hosting, times or interests in settings.';
const profilePosts = (page: Page) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/profiles') posts.push(request.url());
  });
  return posts;
};
/** The first name on the member's profile (one at most: a profile is keyed by its member). */
const firstName = async (database: Database, email: string) => (await profilesRepo(database).find(email))?.firstName;

test('a member opening /start or a sign-in form goes on into the app; a public page offers the app, not an invite', async ({
  page,
  signIn,
}) => {
  await signIn({ hasProfile: true });
  await page.goto('/start');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('.wizard')).toHaveCount(0);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/create-account?redirectedFrom=%2Fme');
  await expect(page).toHaveURL(/\/me$/);

  await page.goto('/faq');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'go to discover' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'get your invite' })).toHaveCount(0);
  await header.getByRole('link', { name: 'go to discover' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the wizard finished by signing in to an account that has a profile sends nothing and says its answers were not used', async ({
  page,
  database,
}) => {
  const member = await createSignedInUser(database, { hasProfile: true });
  const posts = profilePosts(page);
  await openAt(page, '/start', draftAt('register', { firstName: 'Other' }));
  await expect(heading(page)).toHaveText("almost there! what's your email?");
  await page.getByLabel('email').fill(member.email);
  await page.getByRole('button', { name: 'send code' }).click();
  await expect(heading(page)).toHaveText('check your email');
  await page.getByLabel('6-digit code').fill((await newestSignInMail(member.email)).code);

  await expect(page).toHaveURL(/\/home$/);
  const notice = page.getByRole('status').filter({ hasText: NOT_USED });
  await expect(notice).toBeVisible();
  await expect(page.getByText('profile created')).toHaveCount(0);
  await notice.getByRole('link', { name: 'go to settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  expect(posts).toEqual([]);
  expect(await firstName(database, member.email)).toBe('Sam');
});

test('a profile made elsewhere while this one was on its way: the 409 is shown, never "profile created"', async ({ page, database }) => {
  const email = await profileMadeElsewhereWhileSending(page, database);

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('status').filter({ hasText: NOT_USED })).toBeVisible();
  const attention = page.getByRole('region', { name: 'needs your attention' });
  await expect(attention).toContainText(NOT_USED);
  await expect(page.getByText('profile created')).toHaveCount(0);
  expect(await firstName(database, email)).toBe('Elsewhere');
});
