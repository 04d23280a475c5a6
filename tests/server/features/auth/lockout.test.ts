import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readSignInMail, startSmtpListener, type SmtpListener } from '../../../helpers/smtp-listener';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

/**
 * Issue 9: nobody can lock someone else out. The attacker and the person use different client addresses
 * (remoteAddress) and the person's browser keeps the cookie the server gives it.
 */
let smtp: SmtpListener;
let t: TestApp;
let clock = new Date('2026-11-21T12:00:00Z');
const now = () => clock;
let seq = 0;
const newEmail = () => `victim${++seq}.${Date.now()}@example.com`;
const ATTACKER = '203.0.113.66';
const PERSON = '198.51.100.7';

beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());
beforeEach(async () => {
  clock = new Date('2026-11-21T12:00:00Z');
  t = await buildTestApp({ now, env: { SMTP_URL: smtp.url } });
});
afterEach(() => t.close());

/** A browser: its own address and the cookies the server set for it. */
function browser(remoteAddress: string, keepsCookies = true) {
  const cookies: Record<string, string> = {};
  return async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, payload, remoteAddress, cookies, headers: { host: 'localhost:3000' } });
    if (keepsCookies) for (const cookie of res.cookies) cookies[cookie.name] = cookie.value;
    return res;
  };
}

async function codeFor(email: string, post: ReturnType<typeof browser>) {
  const before = smtp.mails.length;
  expect((await post('/api/auth/magic-link/send', { email })).statusCode).toBe(202);
  return readSignInMail(await smtp.nextMailTo(email, before)).code;
}

describe('nobody can lock someone else out of signing in', () => {
  it("an attacker's sends to an address do not stop the person's own send", async () => {
    const email = newEmail();
    const attacker = browser(ATTACKER, false);
    for (let i = 0; i < 3; i++) expect((await attacker('/api/auth/magic-link/send', { email })).statusCode).toBe(202);
    const refused = await attacker('/api/auth/magic-link/send', { email });
    expect(refused.statusCode).toBe(429);
    const person = browser(PERSON);
    const code = await codeFor(email, person);
    expect((await person('/api/auth/magic-link/code', { email, code })).statusCode).toBe(200);
  });

  it("an attacker's wrong guesses do not burn the code the person then types", async () => {
    const email = newEmail();
    const person = browser(PERSON);
    const code = await codeFor(email, person);
    const attacker = browser(ATTACKER, false);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 8; i++) expect((await attacker('/api/auth/magic-link/code', { email, code: wrong })).statusCode).toBe(400);
    // Even the right code is refused to the requester who guessed wrong five times...
    expect((await attacker('/api/auth/magic-link/code', { email, code })).statusCode).toBe(400);
    // ...while the person's own try still works.
    expect((await person('/api/auth/magic-link/code', { email, code })).statusCode).toBe(200);
  });

  it('the person in one browser is counted apart from someone else behind the same address', async () => {
    const email = newEmail();
    const person = browser(PERSON);
    const code = await codeFor(email, person);
    const neighbour = browser(PERSON);
    const wrong = code === '000000' ? '111111' : '000000';
    await neighbour('/api/auth/magic-link/send', { email: newEmail() });
    for (let i = 0; i < 5; i++) await neighbour('/api/auth/magic-link/code', { email, code: wrong });
    expect((await person('/api/auth/magic-link/code', { email, code })).statusCode).toBe(200);
  });

  it('burns a code after 20 wrong guesses from everywhere together', async () => {
    const email = newEmail();
    const person = browser(PERSON);
    const code = await codeFor(email, person);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 20; i++) await browser(`203.0.113.${i + 1}`, false)('/api/auth/magic-link/code', { email, code: wrong });
    expect((await person('/api/auth/magic-link/code', { email, code })).statusCode).toBe(400);
  });

  it('limits wrong verifications per client address (429 with Retry-After), not other addresses', async () => {
    const attacker = browser(ATTACKER, false);
    const emails = Array.from({ length: 7 }, newEmail);
    const person = browser(PERSON);
    const code = await codeFor(emails[0]!, person);
    let status = 0;
    for (let i = 0; i < 30; i++)
      status = (await attacker('/api/auth/magic-link/code', { email: emails[i % 7]!, code: '000001' })).statusCode;
    expect(status).toBe(400);
    const limited = await attacker('/api/auth/magic-link/code', { email: emails[1]!, code: '000001' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'rate-limited', message: 'Too many attempts. Please wait a few minutes and try again.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await person('/api/auth/magic-link/code', { email: emails[0]!, code })).statusCode).toBe(200);
  });

  it('gives the browser a short-lived, HttpOnly, same-site cookie scoped to sign-in', async () => {
    const res = await browser(PERSON)('/api/auth/magic-link/send', { email: newEmail() });
    const cookie = res.cookies.find((c) => c.name === 'sign_in_browser')!;
    expect(cookie).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Strict', maxAge: 86400 });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
