import { Worker } from 'node:worker_threads';
import type { CheckpointPass, CheckpointWorkerData } from './checkpoint-worker';
import type { SqliteDatabase } from './sqlite-database';

/** SQLite's own: a commit that finds this many frames in the WAL copies them into the database file first. */
export const SQLITE_AUTOCHECKPOINT_FRAMES = 1000;

export interface Checkpointer {
  /** Stops the thread (the server's connection checkpoints on its own again). */
  stop(): Promise<void>;
}

/**
 * Moves the WAL checkpoints of the server's SQLite connection to a thread of their own (checkpoint-worker.ts).
 * Left to SQLite, the commit that pushes the WAL past 1,000 frames copies them into the database file and syncs it,
 * on the server's thread: at 100,000 members that was about half of every grouped commit of picks, and a wait of
 * tens of milliseconds now and then while every request waited (issue 16). Should the thread stop, the connection
 * checkpoints on its own again, as before.
 */
export function startCheckpointer(
  db: SqliteDatabase,
  file: string,
  options: {
    everyMs?: number;
    restartAtFrames?: number;
    onStopped?: (error?: unknown) => void;
    /** After a pass that found the WAL changed: its frames, and how many are copied into the file. */
    onPass?: (pass: CheckpointPass) => void;
  } = {},
): Checkpointer {
  const workerUrl = new URL('./checkpoint-worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl)}); })`;
  const data: CheckpointWorkerData = {
    file,
    writeTurn: db.writeTurn.shared,
    everyMs: options.everyMs ?? 100,
    restartAtFrames: options.restartAtFrames ?? SQLITE_AUTOCHECKPOINT_FRAMES,
  };
  db.connection.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(bootstrap, { eval: true, workerData: data });
  worker.unref();
  /** Whether stop() was called: the thread then ends as it should, and nobody is told. */
  let stopping = false;
  const { threadId } = worker;
  const fallBack = (error?: unknown) => {
    // A thread that stopped in the write turn cannot give it back.
    db.writeTurn.giveBackFor(threadId);
    if (db.connection.open) db.connection.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_FRAMES}`);
    if (!stopping) options.onStopped?.(error);
  };
  worker.on('message', (pass: CheckpointPass) => options.onPass?.(pass));
  let firstError: unknown;
  worker.on('error', (error) => {
    firstError ??= error;
  });
  const exited = new Promise<void>((resolve) => {
    worker.once('exit', () => {
      fallBack(firstError);
      resolve();
    });
  });
  return {
    async stop() {
      stopping = true;
      worker.postMessage('stop');
      await exited;
    },
  };
}
