import { describe, expect, it } from 'vitest';
import { CONTROL_PAGE, serveControlPage } from '../../scripts/lighthouse-control-page';

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
});
