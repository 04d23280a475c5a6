import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../helpers/accounts';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let now = new Date('2026-11-21T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => now });
});
afterAll(() => t.close());

const cookie = (sessionId: string) => ({ cookie: `sid=${sessionId}` });

describe('who is signed in', () => {
  it('GET /api/auth/me answers null when nobody is signed in', async () => {
    const res = await t.app.inject({ url: '/api/auth/me' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it('GET /api/auth/me answers the user with hasProfile and the host role', async () => {
    const member = await createSignedInUser(t.app.db, { hasProfile: true, now });
    const res = await t.app.inject({ url: '/api/auth/me', headers: cookie(member.sessionId) });
    expect(res.json()).toMatchObject({ id: member.email, hasProfile: true, isHost: false, location: 'CA:ON:Toronto' });
    const host = await createSignedInUser(t.app.db, { isHost: true, now });
    expect((await t.app.inject({ url: '/api/auth/me', headers: cookie(host.sessionId) })).json()).toMatchObject({
      hasProfile: false,
      isHost: true,
    });
  });

  it('GET /api/users/currentUser is 401 with the error body when signed out', async () => {
    const res = await t.app.inject({ url: '/api/users/currentUser' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'not-signed-in', message: 'Please sign in to continue.' });
  });

  it('a session idle for 7 days is over', async () => {
    const account = await createSignedInUser(t.app.db, { now });
    now = new Date(now.getTime() + 7 * 24 * 3600 * 1000 + 1000);
    const res = await t.app.inject({ url: '/api/users/currentUser', headers: cookie(account.sessionId) });
    expect(res.statusCode).toBe(401);
  });

  it('logout deletes the session on the server, so the same cookie is 401 afterwards', async () => {
    const account = await createSignedInUser(t.app.db, { now });
    expect((await t.app.inject({ url: '/api/users/currentUser', headers: cookie(account.sessionId) })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: cookie(account.sessionId) });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^sid=;/);
    expect((await t.app.inject({ url: '/api/users/currentUser', headers: cookie(account.sessionId) })).statusCode).toBe(401);
  });

  it('GET /api/health reports the process and database are fine, and not the version', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
