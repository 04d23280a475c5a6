import { describe, expect, it } from 'vitest';
import { CONTROL_PAGE, documentPolicyHeaders, policyHeaders, serveControlPage } from '../lighthouse-control-page';

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
    // The policy headers, as Node gives a response's headers (names in lower case).
    const policy = {
      'content-security-policy': "default-src 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'permissions-policy': 'geolocation=()',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
    };
    // Among the rest of a response's headers: Set-Cookie as a list, a header not sent as undefined.
    const headers = {
      ...policy,
      'strict-transport-security': undefined,
      'content-type': 'text/html; charset=utf-8',
      'content-length': '13519',
      'cache-control': 'no-cache',
      vary: 'Host, Cookie',
      'set-cookie': ['sid=1', 'theme=dark'],
      link: '</assets/a.js>; rel=modulepreload',
      'x-request-id': 'abc',
    };
    expect(policyHeaders(headers)).toEqual(policy);
  });

  it("reads the security-policy headers a server sends with a document, here the control page's own", async () => {
    const page = await serveControlPage(0, { 'Cross-Origin-Opener-Policy': 'same-origin', 'Referrer-Policy': 'no-referrer' });
    try {
      expect(await documentPolicyHeaders(page.url)).toEqual({
        'cross-origin-opener-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
      });
    } finally {
      await page.close();
    }
  });
});
