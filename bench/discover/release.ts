/** bench:discover's view of the week's release: its job row, the load beside it, and the batches it wrote. */
import crypto from 'node:crypto';
import type { Database } from '../../server/db/database';
import { discoverRepo } from '../../server/features/discover/repo';
import { jobRepo } from '../../server/features/week/job-repo';
import type { ServerProcess } from '../../tests/helpers/server-process';
import { load, type Request, report } from './load';
import { RELEASE_LOAD_SECONDS, RELEASE_TIMEOUT_MS, RELEASE_WINDOW_SECONDS, started, WEEK, log } from './settings';

export type ReleaseJob = NonNullable<Awaited<ReturnType<typeof releaseJob>>>;

const releaseJob = (reader: Database) => jobRepo(reader).runOf('toronto', WEEK, 'release');

/**
 * GET /api/profiles/all in windows while the release job runs, until it is done: how the server's own thread and
 * the database hold up beside the job. Until the job is done the week is not released, so GET answers the empty
 * pre-release batch (the whole request path but the batch's read). Answers the windows that ended before the job.
 */
export async function loadDuringRelease(
  reader: Database,
  server: ServerProcess,
  request: Request,
  sizes: () => Promise<string>,
): Promise<Awaited<ReturnType<typeof load>>[]> {
  const windows: Awaited<ReturnType<typeof load>>[] = [];
  // Until the job starts: the same load, in 1 s windows that are not counted.
  for (;;) {
    const job = await releaseJob(reader);
    if (job?.status === 'running' || job?.status === 'done' || job?.status === 'skipped') break;
    if (Date.now() - started > RELEASE_TIMEOUT_MS) throw new Error('the release did not start in time');
    await load('GET /api/profiles/all before the release', 1, request);
  }
  while (
    server.child.exitCode === null &&
    server.child.signalCode === null &&
    windows.length * RELEASE_WINDOW_SECONDS < RELEASE_LOAD_SECONDS
  ) {
    const before = await releaseJob(reader);
    if (before?.status === 'done' || before?.status === 'skipped') return windows;
    const window = await load('GET /api/profiles/all during the release', RELEASE_WINDOW_SECONDS, request);
    const after = await releaseJob(reader);
    // Only windows spent wholly beside a running job count.
    if (before?.status === 'running' && after?.status === 'running') {
      windows.push(window);
      await report(window, sizes);
    }
    if (Date.now() - started > RELEASE_TIMEOUT_MS) throw new Error('the release did not finish in time');
  }
  return windows;
}

/** Waits for the server's scheduler to finish the week's release, printing progress; returns the job row. */
export async function waitForRelease(reader: Database, server: ServerProcess): Promise<ReleaseJob> {
  let lastReport = 0;
  for (;;) {
    const row = await releaseJob(reader);
    if (row?.status === 'done') return row;
    if (row?.status === 'skipped') throw new Error(`the release was skipped: ${row.summary}`);
    if (Date.now() - started > RELEASE_TIMEOUT_MS) throw new Error('the release did not finish in time');
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`the server exited (${server.child.exitCode ?? server.child.signalCode}) during the release`);
    }
    if (Date.now() - lastReport >= 5000) {
      lastReport = Date.now();
      const built = await discoverRepo(reader).batchCount(WEEK);
      log(`release ${row?.status ?? 'not scheduled yet'}: ${built} batches committed`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A digest of every batch of the week (viewer and list, in viewer order): a change meant to make the release faster
 * without changing anyone's batch shows the same digest before and after.
 */
export async function weekDigest(reader: Database): Promise<string> {
  const hash = crypto.createHash('sha256');
  let after = '';
  for (;;) {
    const rows = await discoverRepo(reader).weekBatchesAfter(WEEK, after, 5000);
    // The list's ids, not its text: PostgreSQL writes a list with spaces, SQLite without.
    for (const row of rows) hash.update(`${row.viewerId}:${(JSON.parse(row.memberIds) as string[]).join(',')};`);
    if (rows.length < 5000) break;
    after = rows[rows.length - 1]!.viewerId;
  }
  return hash.digest('hex').slice(0, 12);
}

/** For each benchmarked member, the profile ids in their own batch of the week. */
export async function batchesOf(reader: Database, userIds: string[]): Promise<string[][]> {
  const discover = discoverRepo(reader);
  const lists: string[][] = [];
  for (const userId of userIds) lists.push(((await discover.batchVersions(userId, WEEK)) ?? []).map((row) => row.profileId!));
  return lists;
}
