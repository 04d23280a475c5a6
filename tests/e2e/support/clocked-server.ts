import { type Browser, test } from '@playwright/test';
import type { TestMember } from '../../helpers/members';
import { startServerProcess, type ServerProcess } from '../../helpers/server-process';
import { E2E_CLIENT_DIR } from './e2e-env';

/**
 * A spec's own server on `port` whose clock starts at `clockStart` (e.g. a day before a group's meetup): started
 * before the file's tests, stopped after them, which run one after another. Read `.server` inside tests.
 */
export function ownClockedServer(port: number, clockStart: string): { readonly server: ServerProcess } {
  const own = {} as { server: ServerProcess };
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async () => {
    own.server = await startServerProcess(port, {
      CLIENT_DIR: E2E_CLIENT_DIR,
      PUBLIC_URL: `http://localhost:${port}`,
      CLOCK_START: clockStart,
      NODE_ENV: 'test',
    });
  });
  test.afterAll(async () => own.server.stop());
  return own;
}

/** The member signed in on a phone (390 x 844, touch), the page's clock at the server's. */
export async function memberPhone(browser: Browser, server: ServerProcess, who: TestMember, clockStart: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await context.addCookies([{ name: 'sid', value: who.sessionId, url: server.url }]);
  const page = await context.newPage();
  await page.clock.install({ time: new Date(clockStart) });
  return { context, page };
}
