import fs from 'node:fs';
import { promisify } from 'node:util';
import type { DataSync } from '../../server/db/wal-sync';

const realSync: DataSync = promisify(fs.fdatasync);

export interface HeldSync {
  /** Pass as SQLite's disk sync of durable commits (wal-sync.ts). */
  fn: DataSync;
  /** Syncs begun while held. */
  started: number;
  /** Settles once `count` syncs have begun while held. */
  whenStarted(count: number): Promise<void>;
  /** From now on a sync waits until `release`. */
  hold(): void;
  /** Lets the syncs that wait go on (each then syncs for real); later ones pass straight through. */
  release(): void;
}

/**
 * SQLite's disk sync of durable commits, held open on demand so a test can see who waits for it; every sync still
 * ends with the real fdatasync. `holding` starts it held.
 */
export function heldSync({ holding = false } = {}): HeldSync {
  let gate: Promise<void> | null = null;
  let open = () => {};
  const waiting: { count: number; resolve: () => void }[] = [];
  const held: HeldSync = {
    started: 0,
    whenStarted(count) {
      if (held.started >= count) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ count, resolve }));
    },
    fn: async (fd) => {
      if (gate) {
        held.started += 1;
        for (const waiter of waiting.filter((w) => w.count <= held.started)) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve();
        }
        await gate;
      }
      await realSync(fd);
    },
    hold() {
      gate ??= new Promise<void>((resolve) => {
        open = resolve;
      });
    },
    release() {
      gate = null;
      open();
    },
  };
  if (holding) held.hold();
  return held;
}
