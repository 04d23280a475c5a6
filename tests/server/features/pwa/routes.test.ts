import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
let clientDir: string;

/** A miniature build output with the same shape vite produces. */
function writeFakeBuild(dir: string) {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<html data-brand="__BRAND_ID__"><head><title>__BRAND_NAME__</title><meta name="theme-color" content="__BRAND_THEME_COLOR__"></head><body></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'assets', 'main-abc123.js.map'), '{}');
  fs.writeFileSync(path.join(dir, 'assets', 'main-abc123.js.br'), 'brotli bytes');
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
}

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
  writeFakeBuild(clientDir);
  t = await buildTestApp({ env: { CLIENT_DIR: clientDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('serving the PWA', () => {
  it('caches hashed assets for a year as immutable', async () => {
    const res = await t.app.inject({ url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy to browsers that accept it, still cached as immutable', async () => {
    const res = await t.app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('brotli bytes');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject({ url: '/assets/main-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('makes the browser revalidate index.html and sw.js every time', async () => {
    expect((await t.app.inject({ url: '/' })).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/index.html' })).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/sw.js' })).headers['cache-control']).toBe('no-cache');
  });

  it('answers client routes with the app (SPA fallback)', async () => {
    for (const url of ['/faq', '/program/pottery', '/emberite/settings/auth', '/category/creative/writing']) {
      const res = await t.app.inject({ url, headers: { host: 'localhost:3000' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('data-brand="emberite"');
    }
  });

  it('answers an unknown /api path with a 404 in the JSON error format', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not-found', message: 'There is nothing at this address.' });
    }
  });

  it('does not publish source maps', async () => {
    expect((await t.app.inject({ url: '/assets/main-abc123.js.map' })).statusCode).toBe(404);
  });

  it('answers a missing file with 404 instead of the app', async () => {
    const res = await t.app.inject({ url: '/assets/gone-999.js' });
    expect(res.statusCode).toBe(404);
  });

  it('picks the brand from the Host header; unknown hosts get the first brand', async () => {
    const brandOf = async (host: string) => /data-brand="(\w+)"/.exec((await t.app.inject({ url: '/faq', headers: { host } })).body)?.[1];
    expect(await brandOf('advenchy.localhost:3000')).toBe('advenchy');
    expect(await brandOf('KINDLING.localhost')).toBe('kindling');
    expect(await brandOf('emberite.localhost:3000')).toBe('emberite');
    expect(await brandOf('unknown.example.org')).toBe('emberite');
  });

  it('serves each brand its own installable manifest', async () => {
    const manifest = async (host: string) => (await t.app.inject({ url: '/manifest.webmanifest', headers: { host } })).json();
    const first = await manifest('localhost:3000');
    const third = await manifest('kindling.localhost:3000');
    expect(first.name).toBe('emberite');
    expect(third.name).toBe('kindling');
    for (const m of [first, third]) {
      expect(m).toMatchObject({ id: '/', scope: '/', display: 'standalone' });
      expect(m.start_url.startsWith('/')).toBe(true);
      const sizes = m.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes}/${i.purpose}`);
      expect(sizes).toEqual(expect.arrayContaining(['192x192/any', '512x512/any', '192x192/maskable', '512x512/maskable']));
    }
    expect(third.icons[0].src).toContain('/brands/kindling/');
  });

  it('the brand icons the manifests name exist in the client', () => {
    for (const brand of ['emberite', 'advenchy', 'kindling']) {
      for (const file of ['icon-192.png', 'icon-512.png', 'icon-maskable-192.png', 'icon-maskable-512.png', 'apple-touch-icon.png']) {
        expect(fs.existsSync(path.resolve('client/public/brands', brand, file)), `${brand}/${file}`).toBe(true);
      }
    }
  });
});

describe('before the client is built', () => {
  it('says how to build it instead of failing obscurely', async () => {
    const bare = await buildTestApp();
    const res = await bare.app.inject({ url: '/' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
    await bare.close();
  });
});
