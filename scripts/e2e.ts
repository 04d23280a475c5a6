/**
 * `npm run test:e2e`: builds the client (and the server bundle the test servers start from), then runs Playwright in Debian's Chromium. Without the browser the
 * run is skipped with a notice on a developer machine, and fails under CI=true.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServerBundle } from './build-server';
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
// The servers the tests start run from one bundle of the server, built here (and removed after) unless npm test built
// it already.
const ownBundle = process.env.SERVER_BUNDLE ? null : path.resolve(`.tmp/server-bundle-${process.pid}`);
if (ownBundle) process.env.SERVER_BUNDLE = await buildServerBundle(ownBundle);
const status = run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
if (ownBundle) fs.rmSync(ownBundle, { recursive: true, force: true });
process.exit(status);
