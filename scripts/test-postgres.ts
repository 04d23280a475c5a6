/**
 * `npm run test:postgres`: the server test suite again, on PostgreSQL, in a throwaway cluster
 * (scripts/with-postgres.sh). Only the files that can reach a database run again: a file that imports none of the
 * test helpers (tests/helpers/), the database layer, the app or the server, and never reads DATABASE_URL, is a
 * pure function's test (the matching engine, parsers, photo processing) and gives the same answer on either
 * database; the SQLite pass runs it. Extra arguments (a file filter) run as given. Without PostgreSQL the pass is skipped with a notice on a developer machine, and
 * fails under CI=true, like the end-to-end tests without Chromium.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const installed =
  fs.existsSync('/usr/lib/postgresql') &&
  fs.readdirSync('/usr/lib/postgresql').some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
if (!installed) {
  const message = 'PostgreSQL not found (/usr/lib/postgresql/*/bin/initdb; apt-get install -y postgresql).';
  if (process.env.CI) {
    console.error(`${message} The server tests cannot run on PostgreSQL: failing because CI is set.`);
    process.exit(1);
  }
  console.warn(`${message} Skipping the PostgreSQL pass of the server tests.`);
  process.exit(0);
}

/** What marks a test file as one that can open a database. */
const REACHES_A_DATABASE = /helpers\/|server\/db\/|server\/app|server\/main|DATABASE_URL/;

function testFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

const filters = process.argv.slice(2);
const all = testFiles('tests/server').sort();
const withDatabase = all.filter((file) => REACHES_A_DATABASE.test(fs.readFileSync(file, 'utf8')));
if (filters.length === 0) {
  console.log(`PostgreSQL pass: ${withDatabase.length} of ${all.length} server test files (the others never open a database):`);
  for (const file of all.filter((f) => !withDatabase.includes(f))) console.log(`  not again: ${file}`);
}
const result = spawnSync('bash', ['scripts/with-postgres.sh', 'npx', 'vitest', 'run', ...(filters.length > 0 ? filters : withDatabase)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
