import { expect } from '@playwright/test';
import type { ServerProcess } from '../../helpers/server-process';

/** How long the scheduler may take to release the week at start on a busy CI machine (its worker runs at nice 5). */
const RELEASE_TIMEOUT_MS = 30_000;

/**
 * Waits until the server's scheduler has released `week` in Toronto. A spec whose clock starts just after Thursday's
 * release means the week to be out before its first page opens; the server answers its health check before the
 * release at start has finished (it runs in a worker thread), so a page opened at once could still see the week
 * before its release, and count down to it.
 */
export async function untilReleased(server: ServerProcess, week: string): Promise<void> {
  await expect
    .poll(
      () =>
        server.withDatabase(async (db) => {
          const row = await db.get<{ status: string }>(
            "SELECT status FROM cycle_jobs WHERE city = 'toronto' AND week = ? AND step = 'release'",
            [week],
          );
          return row?.status;
        }),
      { message: `the release of the week of ${week}`, timeout: RELEASE_TIMEOUT_MS },
    )
    .toBe('done');
}
