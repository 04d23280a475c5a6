import { parentPort, workerData } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';
import { BASE_SYNCHRONOUS } from './durable';
import type { CheckpointerData, CheckpointerMessage } from './wal-checkpointer';
import { WriteTurn } from './write-turn';

interface CheckpointRow {
  busy: number;
  /** Frames in the WAL when the checkpoint began. */
  log: number;
  /** Frames copied into the database file, of those. */
  checkpointed: number;
}

/**
 * The checkpointer thread (wal-checkpointer.ts says why): every `everyMs` it copies what the WAL holds into the
 * database file, on a connection of its own, while the server's thread goes on. A PASSIVE checkpoint never waits
 * for anyone and never makes anyone wait; it copies the frames the WAL held when it began. Under a steady flow of
 * commits the WAL then never has every frame copied, and only a WAL whose every frame was copied starts again from
 * its beginning: so once it holds `restartAtFrames`, a second checkpoint runs in the write turn (write-turn.ts),
 * where no commit can come in between. It only has the frames committed during the first to copy, and the next
 * write starts the WAL over. With synchronous=NORMAL the checkpoint syncs the WAL before it copies and the database
 * file after, as SQLite's own checkpoints on the server's connection did.
 *
 * Measured under PUT /api/picks at 100 connections in bench:discover (issue 16, stop 46): the pass in the turn held it
 * 5-38 ms (median 17 ms). Its frames are mostly the last group's commit, as a pass outside the turn cannot copy past
 * the snapshot of the server's open transaction. More passes before the turn (up to 8, until one copied at most 64
 * frames) brought the median to about 10 ms, but the requests' p99 did not improve (91 and 119 ms against 91 and
 * 94 ms, two runs each, back to back), so they were left out.
 */
const { file, writeTurn, everyMs, restartAtFrames } = workerData as CheckpointerData;
const connection = new BetterSqlite3(file);
connection.pragma(`synchronous = ${BASE_SYNCHRONOUS}`);
const turn = new WriteTurn(writeTurn);
const checkpoint = () => (connection.pragma('wal_checkpoint(PASSIVE)') as CheckpointRow[])[0]!;
/** The WAL's length when the last checkpoint in the turn ended: no need for another until it grows. */
let copiedInTurnAt = -1;
let stopping = false;
let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | null = null;

async function copyWal(): Promise<void> {
  const first = checkpoint();
  if (first.log < restartAtFrames || first.log === copiedInTurnAt) return;
  await turn.take();
  try {
    copiedInTurnAt = checkpoint().log;
  } finally {
    turn.give();
  }
  // The length it was decided on: the checkpoint in the turn may find a shorter WAL, had a write started it over after
  // the first copied every frame (seen in CI under load).
  parentPort!.postMessage({ kind: 'copied', frames: first.log } satisfies CheckpointerMessage);
}

async function tick(): Promise<void> {
  running = copyWal();
  await running;
  running = null;
  if (!stopping) timer = setTimeout(() => void tick(), everyMs);
}

// Asked to stop (the server closes): the checkpoint under way ends first, then the connection closes and the thread
// ends (nothing is left to keep it alive). A checkpoint that fails ends the thread with an 'error' event.
parentPort!.once('message', async () => {
  stopping = true;
  clearTimeout(timer);
  await running;
  connection.close();
  parentPort!.close();
});
timer = setTimeout(() => void tick(), everyMs);
