/**
 * `npm run test:postgres`: the server test suite again, on PostgreSQL, in a throwaway cluster
 * (scripts/with-postgres.sh). Without PostgreSQL the pass is skipped with a notice on a developer machine, and
 * fails under CI=true, like the end-to-end tests without Chromium.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

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

const result = spawnSync('bash', ['scripts/with-postgres.sh', 'npx', 'vitest', 'run', 'tests/server', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
