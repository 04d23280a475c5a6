import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/config';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('mail without an SMTP server', () => {
  it('outside production keeps sign-in mail at /dev/outbox so a newcomer can sign in', async () => {
    t = await buildTestApp();
    const send = await t.app.inject({ method: 'POST', url: '/api/auth/magic-link/send', payload: { email: 'new@example.com' } });
    expect(send.statusCode).toBe(202);
    const page = await t.app.inject({ url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/\d{6} is your emberite sign-in code/);
    expect(page.body).toContain('to new@example.com');
    const code = /(\d{6}) is your/.exec(page.body)![1];
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/magic-link/code', payload: { email: 'new@example.com', code } });
    expect(res.statusCode).toBe(200);
  });

  it('in production refuses to start with a clear message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL is required in production/);
  });

  it('with SMTP configured there is no /dev/outbox', async () => {
    t = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    expect((await t.app.inject({ url: '/dev/outbox' })).statusCode).not.toBe(200);
  });
});

describe('when the mail server fails', () => {
  it('says so with the spec message and the code cannot be used', async () => {
    // A port that accepts connections and closes them at once: the SMTP conversation fails.
    const server = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/magic-link/send', payload: { email: 'x@example.com' } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: 'mail-failed', message: 'Failed to send verification code. Please try again.' });
    server.close();
  });
});

describe('the dev outbox never shows codes beyond this machine', () => {
  it('refuses to start on a non-loopback HOST without SMTP, naming the risk', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(
      /HOST is 0\.0\.0\.0 but SMTP_URL is unset: sign-in codes would be kept at \/dev\/outbox/,
    );
    expect(() => loadConfig({ HOST: '192.168.1.20' })).toThrow(/SMTP_URL is unset/);
    expect(loadConfig({ HOST: '0.0.0.0', SMTP_URL: 'smtp://127.0.0.1:25' }).host).toBe('0.0.0.0');
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', 'localhost']) expect(loadConfig({ HOST: host }).host).toBe(host);
  });

  it('answers 404 to a request that came through a proxy or from another machine', async () => {
    t = await buildTestApp();
    await t.app.inject({ method: 'POST', url: '/api/auth/magic-link/send', payload: { email: 'someone@example.com' } });
    const viaProxy = await t.app.inject({ url: '/dev/outbox', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(viaProxy.statusCode).toBe(404);
    expect(viaProxy.body).not.toMatch(/\d{6}/);
    const fromAfar = await t.app.inject({ url: '/dev/outbox', remoteAddress: '203.0.113.9' });
    expect(fromAfar.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/dev/outbox' })).statusCode).toBe(200);
  });

  it('answers only a Host of this machine (localhost, 127.0.0.1, ::1), so a web page cannot read it by DNS rebinding', async () => {
    t = await buildTestApp();
    await t.app.inject({ method: 'POST', url: '/api/auth/magic-link/send', payload: { email: 'someone@example.com' } });
    const outbox = (host: string) => t!.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1', headers: { host } });
    for (const host of ['attacker.example', 'attacker.example:3000', '127.0.0.1.attacker.example', 'localhost.attacker.example']) {
      const res = await outbox(host);
      expect([host, res.statusCode]).toEqual([host, 404]);
      expect(res.json()).toEqual({ message: 'This page does not exist.', code: 'not-found' });
    }
    for (const host of ['localhost', 'localhost:3000', 'LOCALHOST:3000', '127.0.0.1', '127.0.0.1:3000', '[::1]', '[::1]:3000', '::1']) {
      const res = await outbox(host);
      expect([host, res.statusCode]).toEqual([host, 200]);
      expect(res.body).toMatch(/\d{6} is your emberite sign-in code/);
    }
  });
});
