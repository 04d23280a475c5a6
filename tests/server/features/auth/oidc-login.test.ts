import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOidcProvider, type OidcProviderFixture } from '../../../helpers/oidc-provider';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { cookieOf, GOOGLE_CALLBACK, oidcSteps, PUBLIC_URL } from './oidc-steps';

let op: OidcProviderFixture;
let t: TestApp;
let clock: Date;
const now = () => clock;
const subject = 'subject-login-tests';
const { startLogin, atProvider, callback } = oidcSteps(
  () => t,
  () => op,
);
const FAILED = { code: 'authentication-failed', message: 'Authentication failed. Please try again.' };
/** The redirect the login under way stored (the login is then used up). */
const redirectStored = async (state: string) => (await t.app.repos.oidc.takeLogin(state))!.redirectTo;

beforeAll(async () => {
  op = await startOidcProvider({ redirectUris: [GOOGLE_CALLBACK] });
  op.accounts.set(subject, { email: 'sam@example.com', email_verified: true });
});
afterAll(() => op.close());
beforeEach(async () => {
  clock = new Date('2026-11-21T12:00:00Z');
  t = await buildTestApp({ now, env: { PUBLIC_URL, ...op.env('OIDC_GOOGLE') } });
});
afterEach(() => t.close());

describe('provider sign-in: configuration', () => {
  it('lists only the configured providers', async () => {
    expect((await t.app.inject({ url: '/api/auth/providers' })).json()).toEqual([{ id: 'google', name: 'Google' }]);
    const bare = await buildTestApp();
    expect((await bare.app.inject({ url: '/api/auth/providers' })).json()).toEqual([]);
    expect((await bare.app.inject({ url: '/api/auth/google-login' })).statusCode).toBe(404);
    await bare.close();
  });

  it('an unconfigured provider answers 404 on its login, session-expiry and callback paths', async () => {
    for (const url of ['/api/auth/microsoft-login', '/.auth/login/microsoft', '/.auth/login/elsewhere']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('not-found');
    }
    const res = await callback({ code: 'x', state: 'y' }, 'y', 'microsoft');
    expect(res.statusCode).toBe(404);
  });

  it('a provider that cannot be reached answers 502 provider-unavailable, and is tried again next time', async () => {
    const unreachable = await buildTestApp({ env: { ...op.env('OIDC_GOOGLE'), OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:9' } });
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await unreachable.app.inject({ url: '/api/auth/google-login' });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ code: 'provider-unavailable', message: 'We could not reach Google. Please try again in a moment.' });
    }
    await unreachable.close();
  });

  it('the redirect carries the authorization code flow with PKCE S256, state, nonce and the login hint', async () => {
    const login = await startLogin('/api/auth/google-login?login_hint=sam@example.com');
    const query = Object.fromEntries(login.location.searchParams);
    expect(login.location.origin + login.location.pathname).toBe(`${op.issuer}/auth`);
    expect(query).toMatchObject({
      response_type: 'code',
      client_id: op.clientId,
      redirect_uri: GOOGLE_CALLBACK,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      login_hint: 'sam@example.com',
    });
    expect(query.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(query.state).toMatch(/^[\w-]{20,}$/);
    expect(query.nonce).toMatch(/^[\w-]{20,}$/);
    expect(login.stateCookie).toBe(query.state);
    const setCookie = String(login.response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(login.response.headers['cache-control']).toBe('no-store');

    const again = await startLogin();
    expect(again.location.searchParams.get('state')).not.toBe(query.state);
    expect(again.location.searchParams.get('nonce')).not.toBe(query.nonce);
  });

  it('keeps a same-site return path and drops anything that leads elsewhere', async () => {
    const cases: [string, string | null][] = [
      ['/settings?tab=auth', '/settings?tab=auth'],
      ['//evil.example/x', null],
      ['/\\evil.example', null],
      ['https://evil.example/', null],
      ['home', null],
    ];
    for (const [given, kept] of cases) {
      const login = await startLogin(`/api/auth/google-login?redirect=${encodeURIComponent(given)}`);
      expect(await redirectStored(login.stateCookie), given).toBe(kept);
    }
  });
});

describe('provider sign-in: the callback refuses what it cannot trust', () => {
  it('a state that does not match the one given is refused, with no session', async () => {
    const login = await startLogin();
    const answer = await atProvider(login, subject);
    const forged = crypto.randomBytes(32).toString('base64url');
    for (const res of [
      await callback({ ...answer, state: forged }, forged),
      await callback({ ...answer, state: forged }, login.stateCookie),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(FAILED);
      expect(cookieOf(res, 'sid')).toBeUndefined();
    }
  });

  it('a callback from a browser that did not start the sign-in is refused (no state cookie)', async () => {
    const login = await startLogin();
    const res = await callback(await atProvider(login, subject), undefined);
    expect(res.statusCode).toBe(400);
    expect(cookieOf(res, 'sid')).toBeUndefined();
  });

  it('a state works once', async () => {
    const login = await startLogin();
    const answer = await atProvider(login, subject);
    expect((await callback(answer, login.stateCookie)).statusCode).toBe(200);
    const replay = await callback(answer, login.stateCookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(FAILED);
  });

  it('a sign-in started more than 10 minutes ago is refused', async () => {
    const login = await startLogin();
    const answer = await atProvider(login, subject);
    clock = new Date(clock.getTime() + 10 * 60 * 1000);
    expect((await callback(answer, login.stateCookie)).statusCode).toBe(400);
  });

  it('a code cannot be carried into another sign-in: it is bound to its own PKCE verifier', async () => {
    const first = await startLogin();
    const second = await startLogin();
    const answer = await atProvider(first, subject);
    const res = await callback({ ...answer, state: second.stateCookie }, second.stateCookie);
    expect(res.statusCode).toBe(400);
    expect(cookieOf(res, 'sid')).toBeUndefined();
  });

  it('an answer claiming another issuer is refused', async () => {
    const login = await startLogin();
    const answer = await atProvider(login, subject);
    expect((await callback({ ...answer, iss: 'http://127.0.0.1:1' }, login.stateCookie)).statusCode).toBe(400);
  });
});
