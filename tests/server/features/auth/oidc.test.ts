import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOidcProvider, type OidcProviderFixture } from '../../../helpers/oidc-provider';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { cookieOf, GOOGLE_CALLBACK, oidcSteps, PUBLIC_URL } from './oidc-steps';

let op: OidcProviderFixture;
let t: TestApp;
const now = () => new Date('2026-11-21T12:00:00Z');
let seq = 0;
/** A fresh account at the provider for each test: subjects are what the provider calls people. */
function personAtProvider(claims: { email?: string; email_verified?: boolean } = {}) {
  const subject = `subject-${++seq}-${Date.now()}`;
  op.accounts.set(subject, { email: `Person${seq}@Example.com`, email_verified: true, ...claims });
  return subject;
}
const { signIn } = oidcSteps(
  () => t,
  () => op,
);
const countUsers = () => t.app.repos.auth.countUsers();

beforeAll(async () => {
  op = await startOidcProvider({ redirectUris: [GOOGLE_CALLBACK] });
});
afterAll(() => op.close());
beforeEach(async () => {
  t = await buildTestApp({ now, env: { PUBLIC_URL, ...op.env('OIDC_GOOGLE') } });
});
afterEach(() => t.close());

describe('sign-in with an OpenID provider', () => {
  it('a first sign-in creates the account from the verified e-mail, starts a session and lists the identity', async () => {
    const subject = personAtProvider();
    const res = await signIn(subject, '/api/auth/google-login?redirect=/me');
    expect(res.statusCode).toBe(200);
    const email = `person${seq}@example.com`;
    const user = { id: email, email, hasProfile: false, isHost: false, identities: [{ provider: 'google', userId: subject }] };
    expect(res.json()).toMatchObject({ email, user, redirectTo: '/me' });
    expect(res.headers['cache-control']).toBe('no-store');

    const me = await t.app.inject({ url: '/api/auth/me', cookies: { sid: cookieOf(res, 'sid')! } });
    expect(me.json()).toMatchObject(user);
  });

  it('a second sign-in with the same subject reaches the same account, even after the e-mail claim changed', async () => {
    const subject = personAtProvider();
    const first = await signIn(subject);
    const accountId = first.json().user.id;
    op.accounts.set(subject, { email: 'someone.else@example.com', email_verified: true });

    const second = await signIn(subject);
    expect(second.statusCode).toBe(200);
    expect(second.json().user.id).toBe(accountId);
    expect(await t.app.repos.auth.findUser('someone.else@example.com')).toBeUndefined();
    // Every sign-in gets a brand-new session id.
    expect(cookieOf(second, 'sid')).not.toBe(cookieOf(first, 'sid'));
  });

  it('a new identity whose verified e-mail has an account is linked to that account', async () => {
    await t.app.repos.auth.ensureUser('known@example.com', now().toISOString());
    const subject = personAtProvider({ email: 'Known@Example.com' });
    const res = await signIn(subject);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: 'known@example.com', identities: [{ provider: 'google', userId: subject }] });
    expect(await countUsers()).toBe(1);
  });

  it('a new identity without a verified e-mail is refused, and no account is made', async () => {
    for (const claims of [{ email_verified: false }, { email: undefined }]) {
      const res = await signIn(personAtProvider(claims));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'authentication-failed', message: 'Authentication failed. Please try again.' });
      expect(cookieOf(res, 'sid')).toBeUndefined();
    }
    expect(await countUsers()).toBe(0);
  });

  it("the spec's session-expiry path /.auth/login/google signs in and returns to post_login_redirect_uri", async () => {
    const subject = personAtProvider();
    const back = '/emberite?authSuccess=true';
    const res = await signIn(subject, `/.auth/login/google?login_hint=${subject}&post_login_redirect_uri=${encodeURIComponent(back)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().redirectTo).toBe(back);
  });
});
