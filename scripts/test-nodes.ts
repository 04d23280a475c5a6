/**
 * `npm run test:nodes`: the two-node test (tests/nodes/) in a throwaway PostgreSQL cluster (scripts/with-postgres.sh),
 * with a local S3-compatible bucket (s3rver) the test starts itself. Without PostgreSQL it is skipped with a notice
 * on a developer machine, and fails under CI=true, like the PostgreSQL pass of the server tests.
 */
import { spawnSync } from 'node:child_process';
import { requirePostgresOrSkip } from './postgres-installed';

requirePostgresOrSkip('Two app nodes need a shared PostgreSQL', 'Skipping the two-node test');

// Its own port, so it may run beside the PostgreSQL pass (55432).
const result = spawnSync(
  'bash',
  ['scripts/with-postgres.sh', 'npx', 'vitest', 'run', '--config', 'vitest.nodes.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, POSTGRES_PORT: process.env.POSTGRES_PORT ?? '55442' },
  },
);
process.exit(result.status ?? 1);
