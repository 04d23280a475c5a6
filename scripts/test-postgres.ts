/**
 * `npm run test:postgres`: the server tests again, on PostgreSQL, in a throwaway cluster (scripts/with-postgres.sh).
 * Which files run again, by two rules (the README's "Test it" says why this covers both engines):
 * 1. A file that imports none of the test helpers (tests/helpers/), the database layer, the app or the server, and
 *    never reads DATABASE_URL, is a pure function's test (the matching engine, parsers, photo processing): the same
 *    answer on either database. Not again.
 * 2. Every other file runs again, unless it is in SQLITE_ONLY below, where each entry says why PostgreSQL would add
 *    nothing. A new test file therefore runs on both engines until someone shows it need not.
 * Extra arguments (a file filter) run as given. Without PostgreSQL the pass is skipped with a notice on a developer
 * machine, and fails under CI=true, like the end-to-end tests without Chromium.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { requirePostgresOrSkip } from './postgres-installed';

requirePostgresOrSkip('The server tests cannot run on PostgreSQL', 'Skipping the PostgreSQL pass of the server tests');

/** What marks a test file as one that can open a database. */
const REACHES_A_DATABASE = /helpers\/|server\/db\/|server\/app|server\/main|DATABASE_URL/;

/**
 * Files that reach a database but run on SQLite only. Only a file whose behaviour cannot depend on the engine goes
 * here: never one about transactions, conflicting or concurrent writes, claims and locks, crashes and restarts,
 * money (holds, charges, refunds, ledger sums), dates kept by the database, or what a member may learn from an
 * order (privacy). Every SQL statement such a file makes on PostgreSQL is also made by a file that runs on both
 * (checked against the statements PostgreSQL logged for each file of the whole pass; docs/decisions/0007-test-databases-from-a-template.md).
 */
const SQLITE_ONLY: Record<string, readonly string[]> = {
  'SQLite machinery (WAL, write turn) or no database at all': [
    'tests/server/config.test.ts',
    'tests/server/db/in-flight.test.ts',
    'tests/server/db/sql-placeholders.test.ts',
    'tests/server/db/wal-checkpointer.test.ts',
    'tests/server/db/wal-restart.test.ts',
    'tests/server/db/wal-sync.test.ts',
    'tests/server/db/write-turn.test.ts',
    'tests/server/features/discover/batch-ranking.test.ts',
    'tests/server/helpers/cutting-proxy.test.ts',
  ],
  'HTTP, files and cookies (schemas, contracts, headers, body limits, uploads, video checks, the PWA, sessions)': [
    'tests/server/features/auth/oidc.test.ts',
    'tests/server/features/auth/sessions.test.ts',
    'tests/server/features/feature-flags/features.test.ts',
    'tests/server/features/notices/notice-mail.test.ts',
    'tests/server/features/pwa/prerendered-pages.test.ts',
    'tests/server/features/pwa/routes.test.ts',
    'tests/server/features/site-links/routes.test.ts',
    'tests/server/features/videos/video-check.test.ts',
    'tests/server/features/videos/video-routes.test.ts',
    'tests/server/plugins/request-limits.test.ts',
    'tests/server/plugins/response-schemas.test.ts',
    'tests/server/plugins/route-contracts.test.ts',
    'tests/server/plugins/security.test.ts',
    'tests/server/plugins/validation.test.ts',
  ],
  'a feature’s rules in the server’s code, on rows read and written by statements other files run on both': [
    'tests/server/features/discover/batch-not-ready.test.ts',
    'tests/server/features/discover/release-exclusions.test.ts',
    'tests/server/features/experiences/catalog.test.ts',
    'tests/server/features/experiences/registration.test.ts',
    'tests/server/features/groups/groups.test.ts',
    'tests/server/features/groups/photo-required.test.ts',
    'tests/server/features/groups/shared-interests.test.ts',
    'tests/server/features/groups/week-outcome.test.ts',
    'tests/server/features/journey/update-user-property.test.ts',
    'tests/server/features/payments/deposit-terms.test.ts',
    'tests/server/features/profiles/preview.test.ts',
    'tests/server/features/visibility/may-see.test.ts',
  ],
};

function testFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

const sqliteOnly = new Set(Object.values(SQLITE_ONLY).flat());
const missing = [...sqliteOnly].filter((file) => !fs.existsSync(file));
if (missing.length > 0) {
  console.error(`scripts/test-postgres.ts names test files that are gone (remove or rename them there): ${missing.join(', ')}`);
  process.exit(1);
}

const filters = process.argv.slice(2);
const all = testFiles('tests/server').sort();
const withDatabase = all.filter((file) => REACHES_A_DATABASE.test(fs.readFileSync(file, 'utf8')));
const again = withDatabase.filter((file) => !sqliteOnly.has(file));
if (filters.length === 0) {
  console.log(
    `PostgreSQL pass: ${again.length} of ${all.length} server test files ` +
      `(${all.length - withDatabase.length} never open a database; ${sqliteOnly.size} behave alike on both engines):`,
  );
  for (const file of all.filter((f) => !again.includes(f))) console.log(`  not again: ${file}`);
}
const result = spawnSync('bash', ['scripts/with-postgres.sh', 'npx', 'vitest', 'run', ...(filters.length > 0 ? filters : again)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
