import { test as base } from '@playwright/test';
import type { Database as AppDatabase } from '../../../server/db/database';
import { SqliteDatabase } from '../../../server/db/sqlite-database';
import { rateLimitsRepo } from '../../../server/features/rate-limits/repo';
import { createSignedInUser, type TestAccount } from '../../helpers/accounts';
import { E2E_DB_FILE } from './e2e-env';

interface Fixtures {
  /**
   * The running server's own database file through the app's own interface, for the builders that arrange state
   * through the owning repos (createSignedInUser, createMember, this folder's builders) and the checks that read it back.
   */
  database: AppDatabase;
  /** Creates an account in the server's database and gives this browser context its session cookie. */
  signIn: (options?: { hasProfile?: boolean; isHost?: boolean }) => Promise<TestAccount>;
  /**
   * Before each test, the main server forgets the sign-in and interest hits counted so far: every browser here shares
   * one client address, so a run that repeats tests (`--repeat-each`) would otherwise meet "Too many codes requested"
   * part-way. No end-to-end test is about those limits: the server tests cover them.
   */
  limitsForgotten: undefined;
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from the destructuring pattern
  database: async ({}, use) => {
    const database = new SqliteDatabase(E2E_DB_FILE);
    await use(database);
    await database.close();
  },
  limitsForgotten: [
    async ({ database }, use) => {
      const hits = rateLimitsRepo(database);
      const later = new Date(Date.now() + 24 * 60 * 60_000).toISOString();
      for (const bucket of ['sign-in-send', 'sign-in-failure', 'format-interest'] as const) await hits.pruneBefore(bucket, later);
      await use(undefined);
    },
    { auto: true },
  ],
  signIn: async ({ context, baseURL, database }, use) => {
    await use(async (options = {}) => {
      const account = await createSignedInUser(database, options);
      await context.addCookies([{ name: 'sid', value: account.sessionId, url: baseURL! }]);
      return account;
    });
  },
});

export { expect } from '@playwright/test';
