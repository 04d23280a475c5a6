import type { Request } from '@playwright/test';
import { authRepo } from '../../server/features/auth/repo';
import { hashSessionId } from '../../server/features/auth/session-rules';
import { expect, test } from './support/fixtures';

// docs/product-rules.md#routes-and-guards: one test per guard rule.

test('a visitor who is not signed in sees the landing page at /', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'get your invite' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('at /, a signed-in user with a profile goes to /home', async ({ page, signIn }) => {
  await signIn({ hasProfile: true });
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('navigation', { name: 'member' })).toBeVisible();
});

test('at /, a signed-in user without a profile goes to /welcome, which leads to onboarding', async ({ page, signIn }) => {
  await signIn({ hasProfile: false });
  const visited: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
  await page.goto('/');
  await expect(page).toHaveURL(/\/start$/);
  expect(visited).toContain('/welcome');
});

test('/welcome sends a user who already has a profile to /home', async ({ page, signIn }) => {
  await signIn({ hasProfile: true });
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/home$/);
});

test('/welcome sends a visitor without a profile to /start', async ({ page }) => {
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/start$/);
});

test('a page that needs login sends a signed-out visitor to /login with redirectedFrom', async ({ page }) => {
  await page.goto('/vibe-check');
  await expect(page).toHaveURL(/\/login\?redirectedFrom=%2Fvibe-check$/);
});

test('a signed-in user without a profile is sent to /welcome (then /start) from any guarded page', async ({ page, signIn }) => {
  await signIn({ hasProfile: false });
  for (const path of ['/home', '/me', '/emberite/settings/auth']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/start$/);
  }
});

test('pages reached before a profile exists need login but not a profile', async ({ page, signIn }) => {
  await page.goto('/complete-profile');
  await expect(page).toHaveURL(/\/login\?redirectedFrom=%2Fcomplete-profile$/);
  await signIn({ hasProfile: false });
  await page.goto('/complete-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'complete your profile' })).toBeVisible();
});

test('/complete-profile and /interests lead someone without a profile into the wizard, and a member to /home', async ({
  page,
  signIn,
  context,
}) => {
  await signIn({ hasProfile: false });
  for (const [path, heading] of [
    ['/complete-profile', 'complete your profile'],
    ['/interests', 'your interests'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.getByRole('link', { name: 'continue' }).click();
    await expect(page).toHaveURL(/\/start$/);
  }
  await context.clearCookies();
  await signIn({ hasProfile: true });
  for (const path of ['/complete-profile', '/interests']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/home$/);
  }
});

test('any 401 from the server sends the person to /login with the current path in redirectedFrom', async ({ page, signIn, database }) => {
  const account = await signIn({ hasProfile: true });
  // A page that asks nothing on a timer: /home asks again for a batch that is not ready yet, and that request's 401
  // could arrive before the click and name /home. Every request the page makes as it opens has answered first.
  const inFlight = new Set<Request>();
  page.on('request', (request) => void (request.url().includes('/api/') && inFlight.add(request)));
  page.on('requestfinished', (request) => void inFlight.delete(request));
  page.on('requestfailed', (request) => void inFlight.delete(request));
  await page.goto('/emberite/settings');
  await expect(page.getByRole('navigation', { name: 'member' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => inFlight.size).toBe(0);
  // The session ends on the server (expired or signed out elsewhere) while the page is open.
  await authRepo(database).deleteSession(hashSessionId(account.sessionId));
  await page.getByRole('navigation', { name: 'member' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/login\?redirectedFrom=%2Fme$/);
});

test('the host area needs login, then the host role; its empty path opens the dashboard', async ({ page, signIn }) => {
  await page.goto('/host');
  await expect(page).toHaveURL(/\/login\?redirectedFrom=%2Fhost$/);
  await signIn({ hasProfile: true, isHost: false });
  await page.goto('/host/formats');
  await expect(page.getByRole('heading', { level: 1, name: 'hosts only' })).toBeVisible();
});

test('a host opening /host lands on /host/dashboard', async ({ page, signIn }) => {
  await signIn({ isHost: true });
  await page.goto('/host');
  await expect(page).toHaveURL(/\/host\/dashboard$/);
  await expect(page.getByRole('link', { name: 'New Format' })).toHaveAttribute('href', '/create-event');
});

test('scroll goes to the top on navigation and is kept when going back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/programs');
  const lastCard = page.getByRole('list', { name: 'our programs' }).locator('a[href^="/program/"]').last();
  // /programs arrives pre-rendered: until React has hydrated the link, a click is the browser's own page load, which
  // the router's scroll restoration never sees. What is tested here is the app's navigation, so wait for the app.
  await expect.poll(() => lastCard.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber')))).toBe(true);
  await lastCard.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => Math.round(window.scrollY));
  expect(before).toBeGreaterThan(300);
  await lastCard.click();
  await expect(page).toHaveURL(/\/program\/[a-z-]+$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/programs$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(before);
});
