import { Worker } from 'node:worker_threads';
import type { SqliteDatabase } from './sqlite-database';
import { workerBootstrap } from '../worker-bootstrap';

/** What the checkpointer thread is started with (wal-checkpoint-worker.ts). */
export interface CheckpointerData {
  file: string;
  /** The server's write turn (write-turn.ts), taken for the checkpoint that lets the WAL start over. */
  writeTurn: SharedArrayBuffer;
  everyMs: number;
  restartAtFrames: number;
}
/**
 * What the thread tells (tests watch it): that it wants the write turn for a checkpoint (none can be made in the turn
 * before), that it made one (with the frames the WAL held when it was decided on), and that it was asked to stop.
 */
export type CheckpointerMessage = { kind: 'turn-wanted' } | { kind: 'copied'; frames: number } | { kind: 'stopping' };

/** How often the thread copies the WAL into the database file. */
export const CHECKPOINT_EVERY_MS = 100;
/** SQLite's own threshold (wal_autocheckpoint's default): at this length the WAL is made to start over. */
export const RESTART_AT_FRAMES = 1000;
/**
 * The server's connection still checkpoints by itself once the WAL holds this many frames (64 MB at 4 KB pages): a
 * backstop should the thread fall behind, never reached while it keeps up
 * (docs/decisions/0011-durable-commits-and-the-wal.md).
 */
export const BACKSTOP_FRAMES = 16_384;
const SQLITE_DEFAULT_FRAMES = 1000;

/**
 * Copies SQLite's WAL into the database file from a thread of its own, not in the commits on the server's thread, where
 * it made the slowest groups (docs/decisions/0011-durable-commits-and-the-wal.md). The server's connection leaves it to
 * this thread (wal_autocheckpoint goes up to BACKSTOP_FRAMES, back to SQLite's default should the thread stop). The
 * thread loads TypeScript through tsx, like the batch workers. stop() ends it before the database closes.
 */
export function walCheckpointer(
  db: SqliteDatabase,
  {
    onMessage = () => {},
    onFailed = () => {},
  }: { onMessage?: (message: CheckpointerMessage) => void; onFailed?: (error: Error) => void } = {},
): { stop(): Promise<void> } {
  const bootstrap = workerBootstrap(import.meta.url, 'wal-checkpoint-worker');
  const data: CheckpointerData = {
    file: db.connection.name,
    writeTurn: db.writeTurn.shared,
    everyMs: CHECKPOINT_EVERY_MS,
    restartAtFrames: RESTART_AT_FRAMES,
  };
  const worker = new Worker(bootstrap, { eval: true, workerData: data });
  db.connection.pragma(`wal_autocheckpoint = ${BACKSTOP_FRAMES}`);
  const { threadId } = worker;
  worker.on('message', onMessage);
  // A checkpoint that failed (or a thread that could not start) ends the thread; its 'exit' follows and hands the
  // work back to SQLite.
  worker.on('error', onFailed);
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      // Stopped while in the write turn: the server's writes would wait for it forever.
      db.writeTurn.giveBackFor(threadId);
      if (db.connection.open) db.connection.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_FRAMES}`);
      resolve();
    }),
  );
  // The thread never keeps the process alive: the server's own work and its close decide that. After the listeners:
  // adding a 'message' listener references the thread again.
  worker.unref();
  return {
    async stop() {
      // Held while it ends: with nothing else left to do, the process would otherwise end before the server closes.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
