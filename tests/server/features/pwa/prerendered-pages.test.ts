import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_SCRIPT } from '../../../../shared/first-paint-script';
import { prerenderedFile } from '../../../../shared/prerendered-pages';
import { FIRST_PAINT_SCRIPT_SOURCE, withFirstPaintScript } from '../../../../server/features/pwa/first-paint-csp';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
let clientDir: string;

const template = (root: string) =>
  `<html data-brand="__BRAND_ID__"><head><title>__BRAND_NAME__</title><script>${FIRST_PAINT_SCRIPT}</script></head><body><div id="root">${root}</div></body></html>`;

/** A miniature build: the shell, and two pages pre-rendered for two brands, as `vite build` writes them. */
function writeFakeBuild(dir: string) {
  fs.writeFileSync(path.join(dir, 'index.html'), template(''));
  for (const [brand, pathname, heading] of [
    ['advenchy', '/', 'advenchy landing'],
    ['kindling', '/', 'kindling landing'],
    ['kindling', '/faq', 'kindling faq'],
  ] as const) {
    const file = path.join(dir, prerenderedFile(brand, pathname));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, template(`<main><h1>${heading}</h1></main>`));
  }
}

const page = (url: string, host: string, cookie?: string) => t.app.inject({ url, headers: { host, ...(cookie ? { cookie } : {}) } });
const heading = (body: string) => /<h1>(.*?)<\/h1>/.exec(body)?.[1] ?? null;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
  writeFakeBuild(clientDir);
  t = await buildTestApp({ env: { CLIENT_DIR: clientDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('pre-rendered public pages', () => {
  it('sends a visitor the page pre-rendered for the brand of the host and the path, brand filled in', async () => {
    const advenchy = await page('/', 'advenchy.localhost:3000');
    expect(advenchy.statusCode).toBe(200);
    expect(advenchy.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(heading(advenchy.body)).toBe('advenchy landing');
    expect(advenchy.body).toContain('data-brand="advenchy"');
    expect(advenchy.body).not.toContain('__BRAND_');
    expect(heading((await page('/', 'kindling.localhost:3000')).body)).toBe('kindling landing');
    expect(heading((await page('/faq', 'kindling.localhost')).body)).toBe('kindling faq');
    // A query string does not change the page.
    expect(heading((await page('/faq?from=footer', 'kindling.localhost')).body)).toBe('kindling faq');
  });

  it('falls back to the shell for other paths, and for a brand or path the build did not pre-render', async () => {
    for (const [url, host] of [
      ['/faq', 'advenchy.localhost'],
      ['/', 'localhost:3000'],
      ['/login', 'kindling.localhost'],
      ['/home', 'kindling.localhost'],
      ['/faq/', 'kindling.localhost'],
      ['/index.html', 'kindling.localhost'],
    ] as const) {
      const res = await page(url, host);
      expect(res.statusCode, `${host}${url}`).toBe(200);
      expect(heading(res.body), `${host}${url}`).toBeNull();
      expect(res.body, `${host}${url}`).toContain('<div id="root"></div>');
    }
  });

  it('sends the shell to a request with a session cookie: a member is redirected, never shown the visitor landing', async () => {
    const res = await page('/', 'kindling.localhost', 'sid=whatever');
    expect(heading(res.body)).toBeNull();
    expect(res.body).toContain('data-brand="kindling"');
    // Another cookie is no session.
    expect(heading((await page('/', 'kindling.localhost', 'other=1')).body)).toBe('kindling landing');
  });

  it('has the browser revalidate each time, varying by host and cookie', async () => {
    for (const cookie of [undefined, 'sid=x']) {
      const res = await page('/', 'kindling.localhost', cookie);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('Host, Cookie');
    }
  });

  it('lets the documents run the first-paint script by its hash, and nothing else inline', async () => {
    for (const res of [await page('/', 'kindling.localhost'), await page('/login', 'kindling.localhost')]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' ${FIRST_PAINT_SCRIPT_SOURCE};`);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("style-src 'self';");
    }
    // The API keeps the policy without it.
    const api = String((await t.app.inject({ url: '/api/health' })).headers['content-security-policy']);
    expect(api).toContain("script-src 'self';");
  });

  it('does not serve the pre-rendered files themselves', async () => {
    const res = await t.app.inject({ url: `/${prerenderedFile('kindling', '/faq')}`, headers: { host: 'kindling.localhost' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('the first-paint script source', () => {
  it('is the sha256 of the script exactly as index.html carries it, added to script-src only', () => {
    expect(FIRST_PAINT_SCRIPT_SOURCE).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(withFirstPaintScript("default-src 'self';script-src 'self' https://js.stripe.com;style-src 'self'")).toBe(
      `default-src 'self';script-src 'self' https://js.stripe.com ${FIRST_PAINT_SCRIPT_SOURCE};style-src 'self'`,
    );
  });
});
