import { test as base } from '@playwright/test';
import Database from 'better-sqlite3';
import { createSignedInUser, type TestAccount } from '../../helpers/accounts';
import { E2E_DB_FILE } from './e2e-env';

interface Fixtures {
  /** The running server's own database file, for arranging state a test needs. */
  db: Database.Database;
  /** Creates an account in the server's database and gives this browser context its session cookie. */
  signIn: (options?: { hasProfile?: boolean; isHost?: boolean }) => Promise<TestAccount>;
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from the destructuring pattern
  db: async ({}, use) => {
    const db = new Database(E2E_DB_FILE);
    db.pragma('busy_timeout = 5000');
    await use(db);
    db.close();
  },
  signIn: async ({ context, baseURL, db }, use) => {
    await use(async (options = {}) => {
      const account = createSignedInUser(db, options);
      await context.addCookies([{ name: 'sid', value: account.sessionId, url: baseURL! }]);
      return account;
    });
  },
});

export { expect } from '@playwright/test';
