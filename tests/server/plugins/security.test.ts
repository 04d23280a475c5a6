import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    extraRoutes: (app) => {
      app.post('/echo', async (request) => ({ received: request.body }));
    },
  });
});
afterAll(() => t.close());

describe('security', () => {
  it('sends the security headers with a CSP that allows only our own scripts and styles', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toContain('geolocation=()');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a cross-site POST (Sec-Fetch-Site)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/echo',
      payload: { a: 1 },
      headers: { 'sec-fetch-site': 'cross-site', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'cross-site-request', message: 'This request came from another site and was refused.' });
  });

  it('refuses a POST whose Origin is another site when the browser sends no Sec-Fetch-Site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/echo',
      payload: { a: 1 },
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets a same-origin POST through', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/echo',
      payload: { a: 1 },
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: { a: 1 } });
  });

  it('answers text/plain bodies with 415 in the error format', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/echo',
      payload: '{"a":1}',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported-media-type');
  });

  it('answers malformed JSON with 400 and never leaks internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/echo',
      payload: '{"a":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
  });
});
