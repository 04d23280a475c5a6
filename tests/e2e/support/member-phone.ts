import type { Browser } from '@playwright/test';
import type { TestMember } from '../../helpers/members';
import type { TestServer } from './worker-server';

/** The member signed in on a phone (390 x 844, touch), the page's clock at `clockStart` (where the server's started). */
export async function memberPhone(browser: Browser, server: TestServer, who: TestMember, clockStart: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await context.addCookies([{ name: 'sid', value: who.sessionId, url: server.url }]);
  const page = await context.newPage();
  await page.clock.install({ time: new Date(clockStart) });
  return { context, page };
}
