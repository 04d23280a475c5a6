// Starts the real server for the end-to-end tests on a fresh data folder (never the app's own ./data).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { E2E_DATA_DIR } from '../tests/e2e/support/e2e-env';

fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
// From the bundle scripts/e2e.ts built (SERVER_BUNDLE), or the sources through tsx.
const entry = process.env.SERVER_BUNDLE ? ['--enable-source-maps', process.env.SERVER_BUNDLE] : ['--import', 'tsx', 'server/main.ts'];
const child = spawn(process.execPath, entry, {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
