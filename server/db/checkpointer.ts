import { Worker } from 'node:worker_threads';
import type { WriteTurn } from './write-turn';

/**
 * SQLite in WAL mode appends each commit's pages to the WAL, and copies them back into the database file from time
 * to time (a checkpoint). By default the connection that commits does it, on its own thread, once the WAL passes
 * 1,000 pages: for the server that is the thread that answers every request. The Checkpointer does it on a thread
 * of its own instead, with a connection of its own, and the server's connection runs with `wal_autocheckpoint = 0`.
 *
 * bench:discover on 2 cores, PUT /api/picks at 100 connections: at 10,000 members (two runs each, alternating)
 * 0.488 and 0.484 ms of the server thread's CPU per pick with SQLite's own checkpoints, 0.442 and 0.443 with them on
 * this thread; 1,971 and 2,014 picks a second, 2,218 and 2,219.
 *
 * A checkpoint copies what it can while the server goes on writing (PASSIVE). While writes keep coming it rarely
 * copies the last pages, and SQLite only starts the WAL over from its beginning when a write finds it wholly copied:
 * under steady writes the WAL would grow without end (it did, to 650 MB in 20 s). So once the WAL is longer than
 * RESTART_ABOVE_PAGES, the thread takes the write turn (write-turn.ts: the server's writes wait for it without
 * blocking their thread), copies the few pages written meanwhile, and gives the turn back: the next write starts
 * the WAL over. The server's connection keeps the file that long at most (`journal_size_limit`).
 */
const EVERY_MS = 1000;
/** SQLite's own default: a connection whose checkpointer thread failed checkpoints after commits past this again. */
export const SQLITE_AUTOCHECKPOINT_PAGES = 1000;
/** 4,096 pages of 4 KiB: 16 MB. */
export const RESTART_ABOVE_PAGES = 4096;
/** What the WAL file is cut back to when it starts over (SQLite leaves it as long as it ever was otherwise). */
export const WAL_KEPT_BYTES = RESTART_ABOVE_PAGES * 4096;

export interface CheckpointerOptions {
  /** The SQLite file. */
  file: string;
  /** The write turn of the server's connection (and of its batch workers). */
  writeTurn: WriteTurn;
  /** How often it checkpoints (tests make it quick). */
  everyMs?: number;
  /** Called if the thread stops on its own (an error): the caller checkpoints on its own connection again. */
  onStopped: (error: Error) => void;
}

export interface CheckpointerData {
  file: string;
  turn: SharedArrayBuffer;
  control: SharedArrayBuffer;
  everyMs: number;
  restartAbovePages: number;
}

/**
 * The thread's whole program. It runs from its source (eval), so it needs no TypeScript loader and starts in a few
 * milliseconds; it may use nothing from outside its own body but what it requires, and KEEP_NAMES.
 */
function checkpointLoop(): void {
  const { workerData, threadId } = require('node:worker_threads') as typeof import('node:worker_threads');
  const Sqlite = require('better-sqlite3') as typeof import('better-sqlite3');
  const data = workerData as CheckpointerData;
  const turn = new Int32Array(data.turn);
  const control = new Int32Array(data.control);
  const holder = threadId + 1;
  let db: import('better-sqlite3').Database;
  try {
    db = new Sqlite(data.file);
  } catch (error) {
    // SQLite's own error class reaches the owner without its message; a plain Error keeps it.
    throw new Error(`the checkpointer could not open ${data.file}: ${(error as Error).message}`);
  }
  // NORMAL: the WAL is synced before each checkpoint and the database file after it.
  db.pragma('synchronous = NORMAL');
  const checkpoint = () => (db.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[])[0]!;
  try {
    // Sleeps between checkpoints; `control` set to 1 (and notified) stops it at once.
    while (Atomics.wait(control, 0, 0, data.everyMs) === 'timed-out') {
      const first = checkpoint();
      if (first.busy || first.log <= data.restartAbovePages) continue;
      // The write turn: no write of this process can come in between, so this copies the rest of the WAL.
      while (Atomics.compareExchange(turn, 0, 0, holder) !== 0) {
        if (Atomics.load(control, 0) !== 0) return;
        Atomics.wait(turn, 0, Atomics.load(turn, 0), 50);
      }
      try {
        checkpoint();
      } finally {
        Atomics.compareExchange(turn, 0, holder, 0);
        Atomics.notify(turn, 0);
      }
    }
  } catch (error) {
    throw new Error(`the checkpointer failed: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

/**
 * esbuild (tsx runs the server through it) keeps the names of functions it compiles by wrapping them in a helper,
 * `__name`, defined once per module: the function's source, run on its own, needs one too.
 */
const KEEP_NAMES = 'const __name = (target) => target;';

/** Runs the checkpoints of a SQLite file on a thread of its own (above), until stop(). */
export class Checkpointer {
  private readonly worker: Worker;
  private readonly control = new Int32Array(new SharedArrayBuffer(4));
  private readonly exited: Promise<void>;
  private stopping = false;

  constructor(options: CheckpointerOptions) {
    const data: CheckpointerData = {
      file: options.file,
      turn: options.writeTurn.shared,
      control: this.control.buffer as SharedArrayBuffer,
      everyMs: options.everyMs ?? EVERY_MS,
      restartAbovePages: RESTART_ABOVE_PAGES,
    };
    this.worker = new Worker(`${KEEP_NAMES}\n(${checkpointLoop.toString()})()`, { eval: true, workerData: data });
    // It never keeps the process alive: the server's close stops it, and a script that exits needs no checkpoint.
    this.worker.unref();
    const { threadId } = this.worker;
    let failure: Error | null = null;
    this.worker.once('error', (error) => {
      failure = error;
    });
    this.exited = new Promise((resolve) => {
      this.worker.once('exit', (code) => {
        // A thread that stopped inside its write turn cannot give it back: the server's writes would wait forever.
        options.writeTurn.giveBackFor(threadId);
        if (!this.stopping) options.onStopped(failure ?? new Error(`the checkpointer stopped (exit code ${code})`));
        resolve();
      });
    });
  }

  /** Stops the thread once its checkpoint in progress, if any, is done; its connection is closed then. */
  async stop(): Promise<void> {
    this.stopping = true;
    // Waited for, as the rest of a close is: the process stays until the thread's connection is closed.
    this.worker.ref();
    Atomics.store(this.control, 0, 1);
    Atomics.notify(this.control, 0);
    await this.exited;
  }
}
