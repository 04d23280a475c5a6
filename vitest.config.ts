import { defineConfig } from 'vitest/config';

/** What every project shares, the lab's too (vitest.lab.config.ts). */
export const common = {
  environment: 'node',
  pool: 'forks',
  /** Two test files at a time: most server test files spend much of their time waiting (docs/decisions/0014-test-runner-limits.md). */
  maxWorkers: 2,
  testTimeout: 20_000,
  /** Setup (a fake build, a seeded city, a fixture video) is not under test; on a loaded machine it can take a while. */
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    ...common,
    /**
     * The server bundle spawned servers start from (tests/helpers/server-process.ts), built once per run, and a place
     * for the run's migrated databases that test apps copy (tests/helpers/template-databases.ts), removed at the end.
     */
    globalSetup: ['tests/helpers/server-bundle-setup.ts', 'tests/helpers/templates-global-setup.ts'],
    projects: [
      /**
       * The client's files each load their own in-memory IndexedDB before Dexie (fake-indexeddb/auto), and Dexie
       * keeps the one it found when first loaded: they run each in a fresh module graph.
       */
      { extends: true, test: { name: 'client', include: ['tests/client/**/*.test.ts'] } },
      /**
       * The server's and shared's files build what they test in each test (an app on a database of its
       * own, a spawned server), and the modules keep nothing between tests but caches of pure answers (a week's
       * times): a worker keeps the modules it loaded for its next file, which saves much of a run
       * (docs/decisions/0014-test-runner-limits.md).
       */
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/client/**', 'tests/e2e/**', 'tests/nodes/**', '**/node_modules/**'],
          isolate: false,
        },
      },
    ],
  },
});
