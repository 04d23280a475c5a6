import { Worker } from 'node:worker_threads';
import type { DatabaseLocation } from '../../db/open-database';
import type { WriteTurn } from '../../db/write-turn';
import type { City } from '../../../shared/weekly-cycle';
import type { BatchService } from './batch-service';
import type { DiscoverRepo } from './repo';
import type { BatchJobMessage, BatchTask, BatchWorkerData, BatchWorkerMessage } from './batch-worker';
import { workerBootstrap } from '../../worker-bootstrap';

/**
 * The batch jobs the scheduler and app.memberJoined start: the release of a city's week, and the batches of members
 * who joined since. In the server they run in a worker thread with its own database connection (batchesInWorker),
 * so ranking 100,000 members never holds up a request; tests and the CLI run them in this process (batchService).
 */
export interface BatchJobs {
  releaseCity(city: City, week: string, keepAlive?: () => void): Promise<{ members: number; batches: number }>;
  lateJoiners(city: City, week: string, keepAlive?: () => void): Promise<number>;
  /** Lets go of what the jobs keep between them (a spare worker thread); called once no job runs. */
  close?(): Promise<void>;
}

/**
 * How much a batch worker thread yields to the server's own thread, on Linux (nice, 0-19). The batches are background
 * work: while the release runs on a busy server's few cores, members' requests come first, and CPU nobody else wants
 * still all goes to the job. Why 5: docs/decisions/0012-discover-release-at-100000-members.md.
 */
export const BATCH_WORKER_NICENESS = 5;

/**
 * Linux gives each thread a niceness of its own, and setPriority(0, …) sets the calling thread's alone (and those it
 * starts: the worker's own helper thread; libuv's shared pool is started by the server before any worker); elsewhere
 * it would set the whole process's (the server's too), so it is left as it is there.
 */
const yieldToServer = process.platform === 'linux' ? `require('node:os').setPriority(0, ${BATCH_WORKER_NICENESS}); ` : '';

/**
 * A batch worker thread, booted before it has a job: it lowers its own priority (BATCH_WORKER_NICENESS), then loads
 * TypeScript through tsx (as run-engine.ts's does) and the batch modules, about a second of CPU, then waits for its
 * job (batch-worker.ts). Unreferenced while it waits, so a spare never keeps the process alive.
 */
function bootWorker(data: BatchWorkerData): Worker {
  const bootstrap = `${yieldToServer}${workerBootstrap(import.meta.url, 'batch-worker')}`;
  // A young generation of up to 128 MB: the job reads the city's members and their past batches at once, and
  // collects less garbage with it (docs/decisions/0012-discover-release-at-100000-members.md).
  const worker = new Worker(bootstrap, { eval: true, workerData: data, resourceLimits: { maxYoungGenerationSizeMb: 128 } });
  worker.unref();
  return worker;
}

/**
 * Runs one job in `worker` (a spare booted earlier, or one booted for it); `progress` is called after each chunk the
 * worker commits (the caller extends its claim's lease then). The worker ends with its job.
 */
function runInWorker(worker: Worker, job: BatchJobMessage, progress: () => void, writeTurn?: WriteTurn): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let answered = false;
    worker.on('message', (message: BatchWorkerMessage) => {
      if (message.kind === 'progress') return progress();
      answered = true;
      resolve(message.result);
    });
    worker.once('error', (error) => {
      answered = true;
      reject(error);
    });
    const { threadId } = worker;
    worker.once('exit', (code) => {
      // A worker that stopped mid-write cannot give its write turn back: the server's connection would wait forever.
      writeTurn?.giveBackFor(threadId);
      if (!answered) reject(new Error(`the batch worker stopped (exit code ${code}) without an answer`));
    });
    // A job keeps the process alive until it is done, as a request would.
    worker.ref();
    worker.postMessage(job);
  });
}

/**
 * How often the worker's progress renews the claim's lease (10 minutes long): each renewal is a write on the server's
 * own connection, which on SQLite waits its turn behind the worker's chunk (write-turn.ts), so not after every chunk.
 */
const KEEP_ALIVE_EVERY_MS = 30 * 1000;

/**
 * The batch jobs in worker threads, each on its own connection to the database at `location`. A spare worker is
 * booted ahead of the next job (now, and again as each job ends), so a job starts without the boot: the release
 * does not add it to the server's busiest seconds, nor a new member's first visit to their wait for their batch.
 * A late joiners' job first asks this connection whether anyone of the city lacks the week's batch: the scheduler
 * asks at every tick, and running a job to find nobody would be waste. close() stops the spare.
 */
export function batchesInWorker(
  location: DatabaseLocation,
  now: () => Date,
  waiting: Pick<DiscoverRepo, 'someoneWithoutBatch'>,
  writeTurn?: WriteTurn,
): BatchJobs & { close(): Promise<void>; readonly workersBooted: number } {
  const data: BatchWorkerData = {
    location: { databaseUrl: location.databaseUrl ?? null, file: location.file },
    writeTurn: writeTurn?.shared ?? null,
  };
  let spare: Worker | null = null;
  let closed = false;
  let booted = 0;
  const boot = () => {
    booted += 1;
    return bootWorker(data);
  };
  /** One spare at most: two jobs that end together boot one. */
  const bootSpare = () => {
    if (closed || spare) return;
    const worker = boot();
    // A spare that fails to boot, or stops, is dropped: the next job boots its own.
    worker.on('error', () => {});
    worker.once('exit', () => {
      if (spare === worker) spare = null;
    });
    spare = worker;
  };
  const take = (): Worker => {
    const worker = spare ?? boot();
    spare = null;
    return worker;
  };
  bootSpare();

  const run = async (task: BatchTask, keepAlive: () => void) => {
    let renewedAt = Date.now();
    const progress = () => {
      if (Date.now() - renewedAt < KEEP_ALIVE_EVERY_MS) return;
      renewedAt = Date.now();
      keepAlive();
    };
    const worker = take();
    try {
      return await runInWorker(worker, { task, at: now().toISOString() }, progress, writeTurn);
    } finally {
      bootSpare();
    }
  };
  return {
    async releaseCity(city, week, keepAlive = () => {}) {
      return (await run({ kind: 'release', city: city.id, week }, keepAlive)) as { members: number; batches: number };
    },
    async lateJoiners(city, week, keepAlive = () => {}) {
      if (!(await waiting.someoneWithoutBatch(city.location, week))) return 0;
      return (await run({ kind: 'late-joiners', city: city.id, week }, keepAlive)) as number;
    },
    /** How many worker threads were booted so far, the spares included. */
    get workersBooted() {
      return booted;
    },
    async close() {
      closed = true;
      const worker = spare;
      spare = null;
      await worker?.terminate();
    },
  };
}

/** The batch jobs in this process (tests, `npm run cycle`). */
export function batchesInProcess(service: BatchService): BatchJobs {
  return { releaseCity: service.releaseCity, lateJoiners: service.lateJoiners };
}

/**
 * Late joiners' jobs one at a time per city and week, however many members join at once: a call while one runs is
 * answered by one more run after it, which serves everyone who joined meanwhile. idle() waits for all of them (the
 * app waits before closing its database).
 */
export function oneLateJoinerJobAtATime(jobs: BatchJobs): BatchJobs & { idle(): Promise<void>; close(): Promise<void> } {
  const running = new Map<string, Promise<number>>();
  const queued = new Map<string, Promise<number>>();
  function lateJoiners(city: City, week: string, keepAlive?: () => void): Promise<number> {
    const key = `${city.id}:${week}`;
    const current = running.get(key);
    if (!current) {
      const run = jobs.lateJoiners(city, week, keepAlive).finally(() => running.delete(key));
      running.set(key, run);
      return run;
    }
    let next = queued.get(key);
    if (!next) {
      next = current
        .catch(() => 0)
        .then(() => {
          queued.delete(key);
          return lateJoiners(city, week, keepAlive);
        });
      queued.set(key, next);
    }
    return next;
  }
  return {
    releaseCity: (city, week, keepAlive) => jobs.releaseCity(city, week, keepAlive),
    lateJoiners,
    close: async () => jobs.close?.(),
    async idle() {
      while (running.size || queued.size) await Promise.allSettled([...running.values(), ...queued.values()]);
    },
  };
}
