import { parentPort, workerData } from 'node:worker_threads';
import type { Database } from '../../db/database';
import type { DatabaseLocation } from '../../db/open-database';
import { PostgresDatabase } from '../../db/postgres-database';
import { SqliteDatabase } from '../../db/sqlite-database';
import { WriteTurn } from '../../db/write-turn';
import { groupsRepo } from '../groups/repo';
import { profilesRepo } from '../profiles/repo';
import { picksRepo } from './picks-repo';
import { discoverRepo } from './repo';
import { CITIES } from '../../../shared/weekly-cycle';
import { batchService } from './batch-service';

export type BatchTask = { kind: 'release' | 'late-joiners'; city: string; week: string };
/** What the worker is booted with, before it has a job. */
export interface BatchWorkerData {
  location: Required<DatabaseLocation>;
  /** The server's SQLite write turn (write-turn.ts), shared so the two connections take turns; null on PostgreSQL. */
  writeTurn: SharedArrayBuffer | null;
}
/** Its one job, posted once it is wanted. */
export interface BatchJobMessage {
  task: BatchTask;
  /** When the job started, by the server's clock (a test's or CLOCK_START's): the batches' created_at. */
  at: string;
}
export type BatchWorkerMessage = { kind: 'progress' } | { kind: 'done'; result: unknown };

/**
 * The release reads each member's picks, blocks and batches at random places of their tables' indexes: a page cache
 * of 32 MB (SQLite's default is 2 MB) keeps much of them in memory; larger was slower. This connection only.
 * Figures: docs/decisions/0012-discover-release-at-100000-members.md.
 */
const SQLITE_CACHE_KIB = 32 * 1024;

/** Runs one job on a connection of its own, opened for it and closed after it. */
async function runJob({ task, at }: BatchJobMessage): Promise<void> {
  const { location, writeTurn } = workerData as BatchWorkerData;
  const db: Database = location.databaseUrl
    ? new PostgresDatabase(location.databaseUrl, { max: 2 })
    : new SqliteDatabase(location.file, writeTurn ? { writeTurn: new WriteTurn(writeTurn) } : {});
  if (db instanceof SqliteDatabase) db.connection.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  try {
    const city = CITIES.find((one) => one.id === task.city);
    if (!city) throw new Error(`no city ${task.city}`);
    const batches = batchService({
      db,
      repos: { discover: discoverRepo(db), picks: picksRepo(db), groups: groupsRepo(db), profiles: profilesRepo(db) },
      now: () => new Date(at),
    });
    const progress = () => parentPort!.postMessage({ kind: 'progress' } satisfies BatchWorkerMessage);
    const result =
      task.kind === 'release' ? await batches.releaseCity(city, task.week, progress) : await batches.lateJoiners(city, task.week, progress);
    // The job's pages are copied from the WAL here, not by the next commit on the server's own thread (a pick).
    if (db instanceof SqliteDatabase) db.connection.pragma('wal_checkpoint(PASSIVE)');
    parentPort!.postMessage({ kind: 'done', result } satisfies BatchWorkerMessage);
  } finally {
    await db.close();
  }
}

// Booted ahead of its job (batch-jobs.ts keeps one spare): the modules above are loaded by now. It waits for one job,
// runs it, and the thread ends (no listener is left). A job that fails is an unhandled rejection: it ends the thread
// with an 'error' event, which fails the job in the server.
parentPort!.once('message', (job: BatchJobMessage) => void runJob(job));
