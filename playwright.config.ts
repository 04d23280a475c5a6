import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, E2E_CLIENT_DIR, E2E_DATA_DIR, E2E_PORT } from './tests/e2e/support/e2e-env';

/** End-to-end tests: Debian's Chromium against the production build served by the real server. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A whole journey (several pages, browsers and a service worker) takes 20-30 s on a 2-core machine: with a 30 s limit
  // some went over it under CI's load, at a commit that had passed before. Each expectation still waits at most 7 s.
  timeout: 60_000,
  // One run once hung in a file's beforeAll with no test reported until CI's own limit (90 min): past this one
  // Playwright stops, names the tests still running, and fails. The whole run took 11-12 min in CI on some days and
  // 25.9 min on a slower one (the same tests, the VM's CPU slower), so 30 min was too close; with
  // 55 min a hang still fails inside CI's limit (the unit and PostgreSQL runs before it take about 23 min).
  globalTimeout: 55 * 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    // A failed test keeps its trace (its actions with their errors and timings, the console, the sources) without the
    // screencast or DOM snapshots, which cost CPU in every test, passing or not, on this 2-core machine: 30 tests of five
    // specs took 5.7 and 5.4 min with the screencast, 5.0 and 4.8 min without; discover's and onboarding-wizard's 22
    // tests took 193 and 180 s with the snapshots, 158 and 165 s without (159 and 168 s with no trace at all;
    // measured when the whole end-to-end run took 25.7 min against a 30 min guideline for all of CI).
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
