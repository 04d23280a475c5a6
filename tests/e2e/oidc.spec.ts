import { expect, test } from '@playwright/test';
import { startOidcProvider, type OidcProviderFixture } from '../helpers/oidc-provider';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { E2E_CLIENT_DIR, privatePort } from './support/e2e-env';

// Its own server, configured with a real OpenID provider on loopback (oidc-provider and its development login
// screens), so the whole trip runs in the browser: app → provider → /login/callback/google → signed in.
let PORT: number;
let provider: OidcProviderFixture;
let server: ServerProcess;
// One server and provider for the file: its tests share them, in one worker, one after the other.
test.describe.configure({ mode: 'default' });

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from the destructuring pattern
test.beforeAll(async ({}, workerInfo) => {
  PORT = privatePort(11, workerInfo);
  provider = await startOidcProvider({ redirectUris: [`http://localhost:${PORT}/login/callback/google`] });
  server = await startServerProcess(PORT, {
    PUBLIC_URL: `http://localhost:${PORT}`,
    CLIENT_DIR: E2E_CLIENT_DIR,
    ...provider.env('OIDC_GOOGLE'),
  });
});
test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

test('signing in with Google at /login lands signed in, with the Google identity on the account', async ({ page }) => {
  provider.accounts.set('google-subject-7', { email: 'Robin@Example.com', email_verified: true, name: 'Robin' });

  await page.goto(`${server.url}/login`);
  await page.getByRole('link', { name: /continue with Google/i }).click();

  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill('google-subject-7');
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.waitForURL((url) => url.origin === server.url && !url.pathname.startsWith('/login'));
  const me = await page.evaluate(async () => (await fetch('/api/auth/me')).json());
  expect(me).toMatchObject({
    id: 'robin@example.com',
    email: 'robin@example.com',
    identities: [{ provider: 'google', userId: 'google-subject-7' }],
  });
});

test('the session-expiry path /.auth/login/google signs in again and returns to the original page, service worker in control', async ({
  page,
}) => {
  provider.accounts.set('google-subject-8', { email: 'kai@example.com', email_verified: true });
  await page.goto(`${server.url}/faq`);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  const back = '/emberite?authSuccess=true';
  await page.goto(`${server.url}/.auth/login/google?login_hint=google-subject-8&post_login_redirect_uri=${encodeURIComponent(back)}`);
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  // The provider got the login hint: its login field is already filled in.
  await expect(page.getByPlaceholder('Enter any login')).toHaveValue('google-subject-8');
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.waitForURL(`${server.url}${back}`);
  expect(await page.evaluate(async () => (await (await fetch('/api/auth/me')).json()).id)).toBe('kai@example.com');
});
