import { describe, expect, it } from 'vitest';
import { CONTROL_PAGE, policyHeaders, serveControlPage } from '../../scripts/lighthouse-control-page';

describe("bench:lighthouse's control page", () => {
  it('serves a static page with no script and no style sheet, and stops serving once closed', async () => {
    const page = await serveControlPage();
    let closed = false;
    try {
      const response = await fetch(page.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toBe(CONTROL_PAGE);
      expect(html).not.toMatch(/<script|<link|<style/i);
      await page.close();
      closed = true;
      await expect(fetch(page.url)).rejects.toThrow();
    } finally {
      if (!closed) await page.close();
    }
  });

  it('sends the security-policy headers it is given, with its own content type and caching', async () => {
    const page = await serveControlPage(0, {
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Origin-Agent-Cluster': '?1',
      'Content-Type': 'application/json',
    });
    try {
      const response = await fetch(page.url);
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('origin-agent-cluster')).toBe('?1');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toBe(CONTROL_PAGE);
    } finally {
      await page.close();
    }
  });

  it("takes a document's security-policy headers and leaves out its content, caching, cookies and links", () => {
    const headers = new Headers({
      'Content-Security-Policy': "default-src 'self'",
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Origin-Agent-Cluster': '?1',
      'Permissions-Policy': 'geolocation=()',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': '13519',
      'Cache-Control': 'no-cache',
      Vary: 'Host, Cookie',
      'Set-Cookie': 'sid=1',
      Link: '</assets/a.js>; rel=modulepreload',
      'X-Request-Id': 'abc',
    });
    expect(policyHeaders(headers)).toEqual({
      'content-security-policy': "default-src 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'permissions-policy': 'geolocation=()',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });
});
