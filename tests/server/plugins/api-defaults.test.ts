import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  // Once per app: its PostgreSQL schema is dropped by the first close.
  await t?.close();
  t = undefined;
});

/** The /api routes anyone may call signed out. Adding one here is a decision; everything else needs a session. */
const PUBLIC = [
  'GET /api/health',
  'GET /api/auth/me',
  'POST /api/auth/logout',
  'POST /api/auth/magic-link/send',
  'POST /api/auth/magic-link/code',
  'POST /api/auth/magic-link/secret',
  'GET /api/auth/providers',
  'GET /api/auth/google-login',
  'GET /api/auth/microsoft-login',
  'POST /api/auth/callback/:provider',
  'GET /api/interests/ai-prompt-examples',
  'GET /api/interests/examples',
  'POST /api/waitlist',
  'GET /api/site-links',
  'GET /api/features',
  // For /start, before an account exists; rate-limited per connection (invites/routes.ts).
  'GET /api/invites/check',
  // Stripe's webhook carries no session: it is believed only when signed (payments/webhook-routes.ts).
  'POST /api/payments/stripe/webhook',
  // The experiences shown on the public pages /poetry, /yvr and /experience/:id (experiences/routes.ts).
  'GET /api/experiences',
  'GET /api/experiences/:experienceId',
  // A host may make an event format without an account (docs/product-rules.md#api-conventions): the draft is then opened by its device's key,
  // and only a published format is read by anyone (programs/formats-service.ts); drafts are rate-limited per connection.
  'POST /api/event-format/draft',
  'GET /api/event-format/search',
  'GET /api/event-format/:id',
  'PUT /api/event-format/:id',
  'DELETE /api/event-format/:id',
  // The device holding an unclaimed draft's key corrects the e-mail it was made with (counted with its drafts).
  'PUT /api/event-format/:id/host-email',
  // "I'm interested" takes only a name and an e-mail (docs/product-rules.md#api-conventions), rate-limited per connection, answering the same
  // whether or not the e-mail was on the list; where a published format's cycle is, with "me" only when signed in.
  'POST /api/event-format/:id/interest',
  'GET /api/event-format/:id/journey',
].sort();

const concrete = (url: string) => url.replace(/:(\w+)/g, 'x-$1');

describe('every /api route needs a session unless it declares itself public', () => {
  it("walks Fastify's route table signed out: exactly the public list answers without 401", async () => {
    t = await buildTestApp();
    const routes = t.app.apiRoutes.filter((route) => route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(25);
    const answeredSignedOut: string[] = [];
    for (const route of routes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      const name = `${route.method} ${route.url}`;
      if (res.statusCode === 401) expect(res.json(), name).toEqual({ message: 'Please sign in to continue.', code: 'not-signed-in' });
      else answeredSignedOut.push(name);
    }
    expect(answeredSignedOut.sort()).toEqual(PUBLIC);
    expect(
      routes
        .filter((route) => route.public)
        .map((route) => `${route.method} ${route.url}`)
        .sort(),
    ).toEqual(PUBLIC);
  });

  it('refuses a signed-out write before reading its body', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/picks/x',
      payload: '{"not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('API answers are not cached unless a route says so', () => {
  it('sends Cache-Control: no-store by default, on errors too, and keeps a route own choice', async () => {
    t = await buildTestApp();
    for (const url of ['/api/picks', '/api/health', '/api/nowhere']) {
      expect((await t.app.inject({ url })).headers['cache-control'], url).toBe('no-store');
    }
    expect((await t.app.inject({ url: '/api/site-links' })).headers['cache-control']).toBe('public, max-age=300');
  });
});
