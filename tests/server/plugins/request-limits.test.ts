import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMember } from '../../helpers/members';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
afterEach(async () => t?.close());

const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('bodies nested too deep are a 400, never a 500', () => {
  it('a 10 KB body nested 5,000 levels deep on an idempotent route gets validation-failed', async () => {
    t = await buildTestApp();
    const member = await createMember(t.app.db);
    for (const payload of [deep(5000), JSON.stringify({ level: JSON.parse(deep(200)) })]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/picks/${crypto.randomUUID()}`,
        payload,
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        cookies: { sid: member.sessionId },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Some fields need another look.',
        code: 'validation-failed',
        fields: { body: 'is nested more than 32 levels deep' },
      });
    }
  });

  it('counts brackets inside strings as text, and still takes ordinary bodies', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/magic-link/send',
      payload: JSON.stringify({ email: `${'['.repeat(40)}@example.com` }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(202);
  });
});

describe("Fastify's and Node's own refusals speak our {message, code} and echo nothing", () => {
  async function listening() {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    return `http://127.0.0.1:${port}`;
  }

  it('a path parameter over the length limit: 414 uri-too-long', async () => {
    const base = await listening();
    const res = await fetch(`${base}/api/profiles/${'x'.repeat(5000)}`);
    expect(res.status).toBe(414);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: 'The address is too long.', code: 'uri-too-long' });
    expect(text).not.toContain('xxxx');
  });

  it('a badly encoded path: 400 bad-url', async () => {
    const base = await listening();
    const res = await fetch(`${base}/api/profiles/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The address is not valid.', code: 'bad-url' });
  });

  it('headers or an address over the size limit: 431 headers-too-large', async () => {
    const base = await listening();
    for (const init of [
      { url: `${base}/api/health?${'q'.repeat(100_000)}` },
      { url: `${base}/api/health`, headers: { 'x-big': 'y'.repeat(20_000) } },
    ]) {
      const res = await fetch(init.url, { headers: init.headers });
      expect(res.status).toBe(431);
      expect(await res.json()).toEqual({ message: 'The request headers or address are too large.', code: 'headers-too-large' });
    }
  });
});

describe('a multipart request whose Content-Type has no usable boundary is a 400, never a 500', () => {
  it('POST /api/profiles and /api/videos/upload: no boundary, or one longer than busboy takes', async () => {
    t = await buildTestApp();
    const member = await createMember(t.app.db);
    const body = '--b\r\nContent-Disposition: form-data; name="ProfileJson"\r\n\r\n{}\r\n--b--\r\n';
    for (const url of ['/api/profiles', '/api/videos/upload']) {
      for (const contentType of [
        'multipart/form-data',
        'Multipart/Form-Data; charset=utf-8',
        `multipart/form-data; boundary=${'b'.repeat(300)}`,
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload: body,
          headers: { 'content-type': contentType, 'idempotency-key': crypto.randomUUID() },
          cookies: { sid: member.sessionId },
        });
        expect([url, contentType.slice(0, 40), res.statusCode]).toEqual([url, contentType.slice(0, 40), 400]);
        expect(res.json()).toEqual({ message: 'The multipart form has no valid boundary in its Content-Type.', code: 'bad-request' });
      }
    }
  });
});
