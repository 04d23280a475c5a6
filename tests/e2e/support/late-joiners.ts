import { spawnSync } from 'node:child_process';
import { expect } from '@playwright/test';
import { createMember, type MemberOptions, type TestMember } from '../../helpers/members';
import type { TestServer } from './worker-server';

/** `npm run cycle -- <step> --city toronto` against a spec's own server (its data folder and clock). */
export function runCycle(server: TestServer, clockStart: string, step: string): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/cycle.ts', step, '--city', 'toronto'], {
    env: {
      ...process.env,
      DATA_DIR: server.dataDir,
      ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
      CLOCK_START: clockStart,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
    },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

/**
 * Members who join after the release, straight in the database and in one transaction (so the server's tick never
 * gives one of them a batch before the others exist), then their batches as the scheduler gives them to late
 * joiners (`npm run cycle -- batches`; GET /profiles/all builds nothing).
 */
export async function lateJoiners<T extends MemberOptions[]>(
  server: TestServer,
  clockStart: string,
  ...options: T
): Promise<{ [K in keyof T]: TestMember }> {
  const made = await server.withDatabase((db) =>
    db.transaction(async () => {
      const list: TestMember[] = [];
      for (const one of options) list.push(await createMember(db, one));
      return list;
    }),
  );
  expect(runCycle(server, clockStart, 'batches')).toMatch(/^batches toronto: \d+ built/);
  return made as { [K in keyof T]: TestMember };
}
