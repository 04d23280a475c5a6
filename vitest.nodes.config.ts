import { defineConfig } from 'vitest/config';
import { common } from './vitest.config';

/**
 * `npm run test:nodes` (scripts/test-nodes.ts): two app nodes on PostgreSQL and an S3-compatible bucket. Apart from
 * the server tests because it needs PostgreSQL to mean anything (two nodes never share a SQLite file across machines).
 */
export default defineConfig({
  test: {
    ...common,
    globalSetup: ['tests/helpers/server-bundle-setup.ts'],
    projects: [{ extends: true, test: { name: 'nodes', include: ['tests/nodes/**/*.test.ts'] } }],
  },
});
