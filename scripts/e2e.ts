/**
 * `npm run test:e2e`: builds the client, then runs Playwright in Debian's Chromium. Without the browser the
 * run is skipped with a notice on a developer machine, and fails under CI=true.
 */
import { spawnSync } from 'node:child_process';
import { chromiumAvailable, chromiumPath } from '../tests/e2e/support/e2e-env';

if (!chromiumAvailable()) {
  const message = `Chromium not found at ${chromiumPath()} (apt-get install -y chromium, or set CHROMIUM_PATH).`;
  if (process.env.CI) {
    console.error(`${message} End-to-end tests cannot run: failing because CI is set.`);
    process.exit(1);
  }
  console.warn(`${message} Skipping the end-to-end tests.`);
  process.exit(0);
}

const run = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
const built = run('npx', ['vite', 'build', '--logLevel', 'warn']);
if (built !== 0) process.exit(built);
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
