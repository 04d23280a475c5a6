import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { readSignInMail, startSmtpListener, type SmtpListener } from '../../../helpers/smtp-listener';

let smtp: SmtpListener;
let t: TestApp;
let clock = new Date('2026-11-21T12:00:00Z');
const now = () => clock;
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
let seq = 0;
const newEmail = () => `Person${++seq}.${Date.now()}@Example.com`;

beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());
beforeEach(async () => {
  t = await buildTestApp({ now, env: { SMTP_URL: smtp.url } });
});
afterEach(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { host: 'localhost:3000', ...headers } });

async function requestCode(email: string, headers: Record<string, string> = {}) {
  const before = smtp.mails.length;
  const res = await post('/api/auth/magic-link/send', { email }, headers);
  expect(res.statusCode).toBe(202);
  return readSignInMail(await smtp.nextMailTo(email.trim().toLowerCase(), before));
}

function sessionCookie(res: { cookies: { name: string; value: string }[] }) {
  return res.cookies.find((c) => c.name === 'sid')?.value;
}

describe('sign-in by e-mailed code', () => {
  it('mails a 6-digit code and a magic link, with the brand and why it was sent', async () => {
    const email = newEmail();
    const before = smtp.mails.length;
    await post('/api/auth/magic-link/send', { email: `  ${email} ` });
    const mail = await smtp.nextMailTo(email.toLowerCase(), before);
    const { code, link } = readSignInMail(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe(`${code} is your emberite sign-in code`);
    expect(link).toContain('http://localhost:3000/login/magic-link?email=');
    expect(mail.text).toContain("You're getting this because someone");
    expect(mail.html).toContain(code);
  });

  it('creates the account on the first verification and signs in with a session cookie', async () => {
    const email = newEmail();
    const { code } = await requestCode(email);
    const res = await post('/api/auth/magic-link/code', { email, code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: email.toLowerCase(), user: { id: email.toLowerCase(), hasProfile: false } });
    const me = await t.app.inject({ url: '/api/auth/me', cookies: { sid: sessionCookie(res)! } });
    expect(me.json().id).toBe(email.toLowerCase());
  });

  it('a code works once', async () => {
    const email = newEmail();
    const { code } = await requestCode(email);
    expect((await post('/api/auth/magic-link/code', { email, code })).statusCode).toBe(200);
    const again = await post('/api/auth/magic-link/code', { email, code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'invalid-code', message: 'Invalid or expired code. Please try again.' });
  });

  it('after 5 wrong codes the right one is refused', async () => {
    const email = newEmail();
    const { code } = await requestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/magic-link/code', { email, code: wrong })).statusCode).toBe(400);
    expect((await post('/api/auth/magic-link/code', { email, code })).statusCode).toBe(400);
  });

  it('a new code voids the previous one', async () => {
    const email = newEmail();
    const first = await requestCode(email);
    const second = await requestCode(email);
    if (first.code !== second.code) expect((await post('/api/auth/magic-link/code', { email, code: first.code })).statusCode).toBe(400);
    expect((await post('/api/auth/magic-link/code', { email, code: second.code })).statusCode).toBe(200);
  });

  it('a code is valid for 10 minutes', async () => {
    const [early, late] = [newEmail(), newEmail()];
    const [earlyCode, lateCode] = [(await requestCode(early)).code, (await requestCode(late)).code];
    advance(10 * 60 * 1000 - 1000);
    expect((await post('/api/auth/magic-link/code', { email: early, code: earlyCode })).statusCode).toBe(200);
    advance(1000 + 1);
    const expired = await post('/api/auth/magic-link/code', { email: late, code: lateCode });
    expect([expired.statusCode, expired.json().code]).toEqual([400, 'invalid-code']);
  });

  it('refuses codes that are not exactly 6 digits without counting them as tries', async () => {
    const email = newEmail();
    const { code } = await requestCode(email);
    for (const bad of ['12345', '1234567', 'abcdef'])
      expect((await post('/api/auth/magic-link/code', { email, code: bad })).statusCode).toBe(400);
    expect((await post('/api/auth/magic-link/code', { email, code })).statusCode).toBe(200);
  });

  it('answers /send the same for known and unknown addresses', async () => {
    const known = newEmail();
    const { code } = await requestCode(known);
    await post('/api/auth/magic-link/code', { email: known, code });
    const a = await post('/api/auth/magic-link/send', { email: known });
    const b = await post('/api/auth/magic-link/send', { email: newEmail() });
    // Every requester gets a new random browser cookie: its name and attributes must match, its value cannot.
    const randomCookieValue = (value: unknown) => String(value).replace(/^(sign_in_browser=)[^;]+/, '$1<random>');
    const strip = (h: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(h)
          .filter(([k]) => !['date', 'x-request-id'].includes(k))
          .map(([k, v]) => [k, k === 'set-cookie' ? randomCookieValue(v) : v]),
      );
    expect([a.statusCode, a.body, strip(a.headers)]).toEqual([b.statusCode, b.body, strip(b.headers)]);
  });

  it('refuses a malformed e-mail with a field message', async () => {
    const res = await post('/api/auth/magic-link/send', { email: 'not an email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.email).toBe('Enter a valid e-mail address.');
  });
});

describe('send limits', () => {
  it('the 4th send to one address in 15 minutes gets 429 with Retry-After, whatever X-Forwarded-For says', async () => {
    const email = newEmail();
    for (let i = 0; i < 3; i++) await requestCode(email, { 'x-forwarded-for': `203.0.113.${i}` });
    const res = await post('/api/auth/magic-link/send', { email }, { 'x-forwarded-for': '198.51.100.7' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'rate-limited', message: 'Too many codes requested. Please wait a few minutes and try again.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    advance(15 * 60 * 1000 + 1000);
    expect((await post('/api/auth/magic-link/send', { email })).statusCode).toBe(202);
  });

  it('allows 10 sends to one address a day', async () => {
    const email = newEmail();
    for (let i = 0; i < 10; i++) {
      await requestCode(email);
      if (i % 3 === 2) advance(15 * 60 * 1000 + 1000);
    }
    expect((await post('/api/auth/magic-link/send', { email })).statusCode).toBe(429);
  });

  it('allows 20 sends an hour from one client address', async () => {
    for (let i = 0; i < 20; i++) expect((await post('/api/auth/magic-link/send', { email: newEmail() })).statusCode).toBe(202);
    const res = await post('/api/auth/magic-link/send', { email: newEmail() });
    expect(res.statusCode).toBe(429);
  });
});
