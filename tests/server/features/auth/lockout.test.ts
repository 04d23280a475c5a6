import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readSignInMail, startSmtpListener, type SmtpListener } from '../../../helpers/smtp-listener';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

/**
 * Nobody can lock someone else out of signing in, and nobody can guess their way in. The attacker and the person use
 * different client addresses (remoteAddress); a browser keeps the cookies the server gives it unless told otherwise.
 */
let smtp: SmtpListener;
let t: TestApp;
let clock = new Date('2026-11-21T12:00:00Z');
const now = () => clock;
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
const DAY_MS = 24 * 60 * 60 * 1000;
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

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;
type Browser = ((url: string, payload: object) => Promise<Response>) & { cookies: Record<string, string> };

/** A browser: its own address and the cookies the server set for it (none kept when `keepsCookies` is false). */
function browser(remoteAddress: string, keepsCookies = true): Browser {
  const cookies: Record<string, string> = {};
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, payload, remoteAddress, cookies, headers: { host: 'localhost:3000' } });
    if (keepsCookies) for (const cookie of res.cookies) cookies[cookie.name] = cookie.value;
    return res;
  };
  return Object.assign(post, { cookies });
}

async function mailFor(email: string, post: Browser) {
  const before = smtp.mails.length;
  expect((await post('/api/auth/magic-link/send', { email })).statusCode).toBe(202);
  return readSignInMail(await smtp.nextMailTo(email, before));
}
const codeFor = async (email: string, post: Browser) => (await mailFor(email, post)).code;
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
const secretOf = (link: string) => new URL(link).searchParams.get('secret')!;

/** A browser that signed in to `email` once, by code, and signed out. */
async function ownersBrowser(email: string, remoteAddress = PERSON): Promise<Browser> {
  const owner = browser(remoteAddress);
  const code = await codeFor(email, owner);
  expect((await owner('/api/auth/magic-link/code', { email, code })).statusCode).toBe(200);
  return owner;
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

  it("an attacker's sends do not void the code the person's browser asked for", async () => {
    const email = newEmail();
    const person = browser(PERSON);
    const code = await codeFor(email, person);
    const attacker = browser(ATTACKER);
    await codeFor(email, attacker);
    await codeFor(email, browser('203.0.113.67', false));
    expect((await person('/api/auth/magic-link/code', { email, code })).statusCode).toBe(200);
  });

  it("an attacker's wrong guesses never reach the code the person then types", async () => {
    const email = newEmail();
    const person = browser(PERSON);
    const code = await codeFor(email, person);
    const attacker = browser(ATTACKER, false);
    for (let i = 0; i < 8; i++) expect((await attacker('/api/auth/magic-link/code', { email, code: wrongFor(code) })).statusCode).toBe(400);
    // The code belongs to the person's browser: even the right digits from elsewhere are refused...
    expect((await attacker('/api/auth/magic-link/code', { email, code })).statusCode).toBe(400);
    // ...while the person's own try works.
    expect((await person('/api/auth/magic-link/code', { email, code })).statusCode).toBe(200);
  });

  it('20 wrong guesses from one address, with a made-up browser cookie every 5, leave the code working', async () => {
    const email = newEmail();
    const person = browser(PERSON);
    const code = await codeFor(email, person);
    const attacker = browser(ATTACKER, false);
    for (let i = 0; i < 20; i++) {
      if (i % 5 === 0) attacker.cookies.sign_in_browser = `made-up-browser-${String(i).padStart(6, '0')}`;
      expect((await attacker('/api/auth/magic-link/code', { email, code: wrongFor(code) })).statusCode).toBe(400);
    }
    expect((await person('/api/auth/magic-link/code', { email, code })).statusCode).toBe(200);
  });

  it('20 wrong guesses from 20 addresses, each with a cookie the server made, leave the code working', async () => {
    const email = newEmail();
    const person = browser(PERSON);
    const code = await codeFor(email, person);
    for (let i = 0; i < 20; i++) {
      const stranger = browser(`203.0.113.${i + 1}`);
      await stranger('/api/auth/magic-link/send', { email: newEmail() });
      expect((await stranger('/api/auth/magic-link/code', { email, code: wrongFor(code) })).statusCode).toBe(400);
    }
    expect((await person('/api/auth/magic-link/code', { email, code })).statusCode).toBe(200);
  });

  it('the person in one browser is counted apart from someone else behind the same address', async () => {
    const email = newEmail();
    const person = browser(PERSON);
    const code = await codeFor(email, person);
    const neighbour = browser(PERSON);
    await neighbour('/api/auth/magic-link/send', { email: newEmail() });
    for (let i = 0; i < 5; i++) await neighbour('/api/auth/magic-link/code', { email, code: wrongFor(code) });
    expect((await person('/api/auth/magic-link/code', { email, code })).statusCode).toBe(200);
  });

  it("30 sends from 10 addresses fill the address's day for strangers, not for a browser that signed in before", async () => {
    const email = newEmail();
    const owner = await ownersBrowser(email);
    let last = 0;
    for (let i = 0; i < 10; i++) {
      const stranger = browser(`203.0.113.${i + 1}`, false);
      for (let j = 0; j < 3; j++) last = (await stranger('/api/auth/magic-link/send', { email })).statusCode;
    }
    expect(last).toBe(429);
    expect((await browser('192.0.2.44')('/api/auth/magic-link/send', { email })).statusCode).toBe(429);
    const code = await codeFor(email, owner);
    expect((await owner('/api/auth/magic-link/code', { email, code })).statusCode).toBe(200);
  });

  it('the browser that asked for a code before the flood can ask again once the day is full', async () => {
    const email = newEmail();
    const person = browser(PERSON);
    await codeFor(email, person);
    for (let i = 0; i < 10; i++) {
      const stranger = browser(`203.0.113.${i + 1}`, false);
      for (let j = 0; j < 3; j++) await stranger('/api/auth/magic-link/send', { email });
    }
    expect((await browser('192.0.2.44')('/api/auth/magic-link/send', { email })).statusCode).toBe(429);
    const code = await codeFor(email, person);
    expect((await person('/api/auth/magic-link/code', { email, code })).statusCode).toBe(200);
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
});

describe('guessing a code stays bounded', () => {
  it("a code dies after 5 wrong tries by its own browser; the browser's next code works", async () => {
    const email = newEmail();
    const person = browser(PERSON);
    const code = await codeFor(email, person);
    for (let i = 0; i < 5; i++) await person('/api/auth/magic-link/code', { email, code: wrongFor(code) });
    expect((await person('/api/auth/magic-link/code', { email, code })).statusCode).toBe(400);
    const next = await codeFor(email, person);
    expect((await person('/api/auth/magic-link/code', { email, code: next })).statusCode).toBe(200);
  });

  it("10 wrong codes a day for an address from strangers' own codes, then only its owner's browsers and the link", async () => {
    const email = newEmail();
    const owner = await ownersBrowser(email);
    // Strangers ask for codes to the address (mailed to its owner, not to them) and guess at their own.
    for (let i = 0; i < 2; i++) {
      const stranger = browser(`203.0.113.${i + 1}`);
      const theirs = await codeFor(email, stranger);
      for (let j = 0; j < 5; j++)
        expect((await stranger('/api/auth/magic-link/code', { email, code: wrongFor(theirs) })).statusCode).toBe(400);
    }
    const third = browser('203.0.113.3');
    const thirdCode = await codeFor(email, third);
    const refused = await third('/api/auth/magic-link/code', { email, code: thirdCode });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'rate-limited',
      message: 'Too many wrong codes were tried for this e-mail address. Use the link in the e-mail we sent you, or try again later.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The owner's browser still signs in by code; a new browser of theirs by the link in the mail.
    const code = await codeFor(email, owner);
    expect((await owner('/api/auth/magic-link/code', { email, code })).statusCode).toBe(200);
    const newDevice = browser('192.0.2.45');
    const { link } = await mailFor(email, newDevice);
    expect((await newDevice('/api/auth/magic-link/secret', { email, secret: secretOf(link) })).statusCode).toBe(200);
    // A day later strangers' codes are tried again.
    advance(DAY_MS);
    const later = browser('203.0.113.4');
    const laterCode = await codeFor(email, later);
    expect((await later('/api/auth/magic-link/code', { email, code: laterCode })).statusCode).toBe(200);
  });

  it('at most 100 wrong codes in 30 days for an address from browsers not its owner', async () => {
    const email = newEmail();
    let wrongTries = 0;
    for (let day = 0; day < 14; day++) {
      for (let i = 0; i < 3; i++) {
        const stranger = browser(`203.0.${day}.${i + 1}`);
        const theirs = await codeFor(email, stranger);
        for (let j = 0; j < 5; j++) {
          const res = await stranger('/api/auth/magic-link/code', { email, code: wrongFor(theirs) });
          if (res.statusCode === 400) wrongTries++;
          else expect(res.statusCode).toBe(429);
        }
      }
      advance(DAY_MS);
    }
    expect(wrongTries).toBe(100);
  });

  it('a made-up cookie is not a browser: it is replaced by one the server signs', async () => {
    const email = newEmail();
    const person = browser(PERSON);
    person.cookies.sign_in_browser = 'AAAAAAAAAAAAAAAAAAAAAA';
    const res = await person('/api/auth/magic-link/send', { email });
    expect(person.cookies.sign_in_browser).not.toBe('AAAAAAAAAAAAAAAAAAAAAA');
    expect(res.cookies.find((c) => c.name === 'sign_in_browser')?.value).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9+/_-]+$/);
  });

  it('gives the browser a long-lived, signed, HttpOnly, same-site cookie scoped to sign-in', async () => {
    const res = await browser(PERSON)('/api/auth/magic-link/send', { email: newEmail() });
    const cookie = res.cookies.find((c) => c.name === 'sign_in_browser')!;
    expect(cookie).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Strict', maxAge: 180 * 24 * 60 * 60 });
    expect(t.app.unsignCookie(cookie.value)).toMatchObject({ valid: true });
  });
});
