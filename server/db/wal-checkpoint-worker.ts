import { parentPort, workerData } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';
import { BASE_SYNCHRONOUS } from './durable';
import type { CheckpointerData, CheckpointerMessage } from './wal-checkpointer';
import { passiveCheckpoint, startWalOver } from './wal-restart';
import { WriteTurn } from './write-turn';

/**
 * The checkpointer thread (wal-checkpointer.ts says why): every `everyMs` it copies what the WAL holds into the
 * database file, on a connection of its own, while the server's thread goes on. A PASSIVE checkpoint never waits
 * for anyone and never makes anyone wait; it copies the frames the WAL held when it began. Under a steady flow of
 * commits the WAL then never has every frame copied, and only a WAL whose every frame was copied starts again from
 * its beginning: so once it holds `restartAtFrames`, a last checkpoint runs in the write turn (write-turn.ts), where
 * no commit can come in between, and the next write starts the WAL over. The passes before it copy and sync what they
 * can outside the turn, so the one in it has little to do (wal-restart.ts). With
 * synchronous=NORMAL a checkpoint syncs the WAL before it copies, and the database file after it copied up to the
 * WAL's end, as SQLite's own checkpoints on the server's connection did.
 * Figures: docs/decisions/0011-durable-commits-and-the-wal.md.
 */
const { file, writeTurn, everyMs, restartAtFrames } = workerData as CheckpointerData;
const connection = new BetterSqlite3(file);
connection.pragma(`synchronous = ${BASE_SYNCHRONOUS}`);
const turn = new WriteTurn(writeTurn);
const tell = (message: CheckpointerMessage) => parentPort!.postMessage(message);
/** The write turn, telling when it is wanted. */
const turnForRestart = {
  take: () => {
    tell({ kind: 'turn-wanted' });
    return turn.take();
  },
  give: () => turn.give(),
};
/** The WAL's length when the last checkpoint in the turn ended: no need for another until it grows. */
let copiedInTurnAt = -1;
let stopping = false;
let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | null = null;

async function copyWal(): Promise<void> {
  const first = passiveCheckpoint(connection);
  if (first.log < restartAtFrames || first.log === copiedInTurnAt) return;
  copiedInTurnAt = (await startWalOver(connection, turnForRestart)).log;
  // The length it was decided on: the checkpoint in the turn may find a shorter WAL, had a write started it over after
  // the first copied every frame (seen in CI under load).
  tell({ kind: 'copied', frames: first.log });
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
  tell({ kind: 'stopping' });
  clearTimeout(timer);
  await running;
  connection.close();
  parentPort!.close();
});
timer = setTimeout(() => void tick(), everyMs);
