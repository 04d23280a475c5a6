import fs from 'node:fs';
import type BetterSqlite3 from 'better-sqlite3';
import type { WriteTurn } from './write-turn';

/** What `PRAGMA wal_checkpoint` answers. */
export interface CheckpointRow {
  busy: number;
  /** Frames in the WAL when the checkpoint began. */
  log: number;
  /** Frames copied into the database file, of those. */
  checkpointed: number;
}

/** The turn in which no commit can come in between: what startWalOver uses of write-turn.ts. */
type Turn = Pick<WriteTurn, 'take' | 'give'>;

/** A PASSIVE checkpoint: copies what the WAL held when it began, never waits and never makes anyone wait. */
export const passiveCheckpoint = (connection: BetterSqlite3.Database): CheckpointRow =>
  (connection.pragma('wal_checkpoint(PASSIVE)') as CheckpointRow[])[0]!;

/** Flushes a file's data to the disk (fdatasync, as SQLite's own sync on Linux). Opened for writing: Windows syncs no other. */
export function syncFile(file: string): void {
  const fd = fs.openSync(file, 'r+');
  try {
    fs.fdatasyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Checkpoints made and synced outside the write turn before the one in it: the first is the caller's, each later
 * one copies what was committed while the one before it was synced.
 */
export const SYNCED_PASSES_BEFORE_TURN = 2;

/**
 * After a PASSIVE checkpoint that copied frames, makes the WAL start over while holding the write turn as briefly as
 * it can (wal-checkpoint-worker.ts says why the turn). SQLite syncs the database file only at the end of a
 * checkpoint that copied up to the WAL's end, which under a steady flow of commits is only ever the one in the turn:
 * it then had to write to the disk every page the passes before it had copied, while requests waited. So the copied
 * pages are synced here first, outside the turn, and one more pass copies and syncs what was committed meanwhile: the
 * pass in the turn has only the last few milliseconds' frames to copy and write. Answers the checkpoint made in the
 * turn. Figures: docs/decisions/0011-durable-commits-and-the-wal.md.
 */
export async function startWalOver(
  connection: BetterSqlite3.Database,
  turn: Turn,
  sync: (file: string) => void = syncFile,
): Promise<CheckpointRow> {
  const file = connection.name;
  sync(file);
  for (let pass = 1; pass < SYNCED_PASSES_BEFORE_TURN; pass++) {
    passiveCheckpoint(connection);
    sync(file);
  }
  await turn.take();
  try {
    return passiveCheckpoint(connection);
  } finally {
    turn.give();
  }
}
