import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    /**
     * Two test files at a time. Vitest's default on a 2-core machine is one (cores - 1), but most server test files
     * spend much of their time waiting on fsync, a spawned server or PostgreSQL's round trips, and with one worker
     * the files ran strictly one after another (CI: 355 s of tests plus 59 s of imports in 453 s of wall time).
     */
    maxWorkers: 2,
    testTimeout: 20_000,
    /** Setup (a fake build, a seeded city, a fixture video) is not under test; on a loaded machine it can take a while. */
    hookTimeout: 60_000,
  },
});
