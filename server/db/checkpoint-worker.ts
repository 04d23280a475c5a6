import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';
import { WriteTurn } from './write-turn';

/** What the checkpointer's thread is started with (checkpointer.ts). */
export interface CheckpointWorkerData {
  file: string;
  writeTurn: SharedArrayBuffer;
  /** How often it looks at the WAL, in ms. */
  everyMs: number;
  /** From this many frames in the WAL on, it also copies the last ones in the write turn, so the WAL starts over. */
  restartAtFrames: number;
}

interface CheckpointRow {
  busy: number;
  log: number;
  checkpointed: number;
}

const { file, writeTurn, everyMs, restartAtFrames } = workerData as CheckpointWorkerData;

/**
 * This thread runs at a lower priority than the server's (Linux gives each thread its own nice value): copying the WAL
 * can wait a little, a request should not. Where the thread's id cannot be read (not Linux) it keeps the process's.
 */
const LOWER_PRIORITY = 10;
try {
  const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId) && threadId > 0) os.setPriority(threadId, LOWER_PRIORITY);
} catch {
  // Not Linux, or not allowed: the same priority as the server's thread.
}
const turn = new WriteTurn(writeTurn);
const connection = new BetterSqlite3(file);
// synchronous=NORMAL: the WAL is synced before its pages are copied, the database file after (SQLite's own rule).
connection.pragma('synchronous = NORMAL');
const checkpoint = () => (connection.pragma('wal_checkpoint(PASSIVE)') as CheckpointRow[])[0]!;

/**
 * Copies the WAL's pages into the database file, off the server's thread. A PASSIVE checkpoint never waits and lets
 * writers go on, so under steady writes it is always a little behind and the WAL would never start over (SQLite
 * restarts it at the next write once every frame is copied). So when the WAL is long, the last few frames are copied
 * in the write turn (write-turn.ts), with no write in between: the server's writes wait for that short while without
 * blocking its thread, and the next one starts the WAL over.
 */
async function pass(): Promise<CheckpointRow> {
  const first = checkpoint();
  // Even a pass that copied every frame it saw did not see those written while it copied.
  if (first.busy || first.log < restartAtFrames) return first;
  await turn.take();
  try {
    return checkpoint();
  } finally {
    turn.give();
  }
}

let stopping = false;
parentPort!.on('message', (message: unknown) => {
  if (message === 'stop') stopping = true;
});

/** What the last pass found, told to the server when it changes: frames in the WAL, and how many of them are copied. */
export type CheckpointPass = { log: number; checkpointed: number };
let told = '';

async function loop(): Promise<void> {
  while (!stopping) {
    const { log, checkpointed } = await pass();
    if (`${log} ${checkpointed}` !== told) {
      told = `${log} ${checkpointed}`;
      parentPort!.postMessage({ log, checkpointed } satisfies CheckpointPass);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  connection.close();
  parentPort!.close();
}

await loop();
