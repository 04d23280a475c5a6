import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, E2E_CLIENT_DIR, E2E_DATA_DIR, E2E_PORT } from './tests/e2e/support/e2e-env';

/** End-to-end tests: Debian's Chromium against the production build served by the real server. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A whole journey (several pages, browsers and a service worker) is long on 2 cores under load (docs/decisions/0014-test-runner-limits.md).
  timeout: 60_000,
  // A hang fails here, naming the tests still running, before CI's own limit would end the job silently (docs/decisions/0014-test-runner-limits.md).
  globalTimeout: 55 * 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    // A failed test keeps its trace without the screencast or DOM snapshots, which cost CPU in every test (docs/decisions/0014-test-runner-limits.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
  },
  webServer: {
    command: 'npx tsx scripts/e2e-server.ts',
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Warnings (a refused video's ffmpeg words, say) show in the run's output.
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      CLIENT_DIR: E2E_CLIENT_DIR,
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The press page shows the installation's article; the builders' form is left unset (its default).
      PRESS_ARTICLE_URL: 'https://news.example.org/2026/coffee-with-strangers',
      PRESS_ARTICLE_HEADLINE: 'Coffee with strangers, every weekend',
      PRESS_ARTICLE_PUBLISHED: 'November 2026',
    },
  },
});
