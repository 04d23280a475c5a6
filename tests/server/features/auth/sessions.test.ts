import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { readSignInMail, startSmtpListener, type SmtpListener } from '../../../helpers/smtp-listener';

let smtp: SmtpListener;
let t: TestApp;
let clock = new Date('2026-11-21T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
let seq = 0;

beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());
afterEach(() => t.close());

async function signIn(options: { cookies?: Record<string, string>; host?: string } = {}) {
  const email = `session${++seq}.${Date.now()}@example.com`;
  const host = options.host ?? 'localhost:3000';
  const before = smtp.mails.length;
  await t.app.inject({ method: 'POST', url: '/api/auth/magic-link/send', payload: { email }, headers: { host } });
  const { code, link } = readSignInMail(await smtp.nextMailTo(email, before));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/magic-link/code',
    payload: { email, code },
    headers: { host },
    cookies: options.cookies,
  });
  return { email, res, link };
}

const me = (cookieName: string, value: string) => t.app.inject({ url: '/api/users/currentUser', cookies: { [cookieName]: value } });

describe('sessions over plain http', () => {
  beforeEach(async () => {
    clock = new Date('2026-11-21T12:00:00Z');
    t = await buildTestApp({ now: () => clock, env: { SMTP_URL: smtp.url } });
  });

  it('gives a new session id at every sign-in and ends the one the browser brought', async () => {
    const first = await signIn();
    const firstId = first.res.cookies.find((c) => c.name === 'sid')!.value;
    const second = await signIn({ cookies: { sid: firstId } });
    const secondId = second.res.cookies.find((c) => c.name === 'sid')!.value;
    expect(secondId).not.toBe(firstId);
    expect((await me('sid', firstId)).statusCode).toBe(401);
    expect((await me('sid', secondId)).statusCode).toBe(200);
  });

  it('a cookie reused after logout gets 401', async () => {
    const { res } = await signIn();
    const id = res.cookies.find((c) => c.name === 'sid')!.value;
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { sid: id } });
    expect((await me('sid', id)).statusCode).toBe(401);
  });

  it('ends a session idle for 7 days', async () => {
    const id = (await signIn()).res.cookies.find((c) => c.name === 'sid')!.value;
    clock = new Date(clock.getTime() + 6 * DAY);
    expect((await me('sid', id)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 7 * DAY - 1000);
    expect((await me('sid', id)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 7 * DAY + 1000);
    expect((await me('sid', id)).statusCode).toBe(401);
  });

  it('ends any session 30 days after sign-in, however active', async () => {
    const id = (await signIn()).res.cookies.find((c) => c.name === 'sid')!.value;
    for (let day = 1; day < 30; day++) {
      clock = new Date(clock.getTime() + DAY);
      expect((await me('sid', id)).statusCode, `day ${day}`).toBe(200);
    }
    clock = new Date(clock.getTime() + DAY);
    expect((await me('sid', id)).statusCode).toBe(401);
  });

  it('sets the cookie HttpOnly, SameSite=Lax, Path=/, for 30 days, under the documented local name', async () => {
    const cookie = (await signIn()).res.cookies.find((c) => c.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.domain).toBeUndefined();
    expect(Date.parse(String(cookie.expires)) - clock.getTime()).toBe(30 * DAY);
  });

  it('opening the magic link (a GET) consumes nothing; posting its secret signs in once', async () => {
    const email = `link${++seq}@example.com`;
    const before = smtp.mails.length;
    await t.app.inject({ method: 'POST', url: '/api/auth/magic-link/send', payload: { email }, headers: { host: 'localhost:3000' } });
    const { link, code } = readSignInMail(await smtp.nextMailTo(email, before));
    const url = new URL(link);
    await t.app.inject({ url: url.pathname + url.search });
    await t.app.inject({ url: url.pathname + url.search, method: 'HEAD' });
    const secret = url.searchParams.get('secret')!;
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/magic-link/secret', payload: { email, secret: 'x'.repeat(22) } });
    expect(wrong.json()).toEqual({ code: 'invalid-link', message: 'Invalid or expired link. Please request a new verification code.' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/magic-link/secret', payload: { email, secret } });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(email);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/magic-link/secret', payload: { email, secret } })).statusCode).toBe(400);
    // The code from the same mail was voided with it.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/magic-link/code', payload: { email, code } })).statusCode).toBe(400);
  });

  it('links use the brand host the person asked from', async () => {
    const { link } = await signIn({ host: 'kindling.localhost:3000' });
    expect(link.startsWith('http://kindling.localhost:3000/login/magic-link?')).toBe(true);
    const mail = smtp.mails.at(-1)!;
    expect(mail.subject).toContain('kindling');
  });
});

describe('sessions over https', () => {
  beforeEach(async () => {
    t = await buildTestApp({ now: () => clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://meet.example' } });
  });

  it('uses a __Host- cookie that is Secure, HttpOnly, SameSite=Lax, Path=/ and has no Domain', async () => {
    const { res } = await signIn();
    const cookie = res.cookies.find((c) => c.name === '__Host-sid')!;
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.domain).toBeUndefined();
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { '__Host-sid': cookie.value } });
    expect(String(out.headers['set-cookie'])).toMatch(/^__Host-sid=;.*Path=\/;.*HttpOnly;.*Secure;.*SameSite=Lax/);
  });
});
