import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Syncs a SQLite database's write-ahead log to disk off the event loop (issue 16). A durable commit is made at the
 * connection's synchronous=NORMAL, which writes the commit's frames to the WAL without syncing it, and is answered
 * only once `untilSynced` says a sync that began after it has finished: the same guarantee as synchronous=FULL, but
 * the sync waits in libuv's thread pool instead of stopping every request of the process while the disk answers.
 *
 * Why this is as safe as FULL: the sync is of the WAL's inode, so it covers every frame written before it began,
 * whichever connection wrote them. SQLite (at NORMAL or FULL) syncs the WAL before a checkpoint copies it into the
 * database and syncs the database after, so frames a checkpoint took are on disk by then, and a WAL restarted after
 * one overwrites only frames already there. Like SQLite for a WAL file it has just made, the first sync also syncs
 * the folder, so the file's name survives too.
 */
export class WalSync {
  /** Commits noted so far, and how many of them a finished sync covers. */
  private committed = 0;
  private synced = 0;
  private running: Promise<void> | null = null;
  private file: Promise<fs.FileHandle> | null = null;
  /** Syncs made (each may cover several commits), for tests and figures. */
  syncs = 0;

  constructor(private readonly walPath: string) {}

  /** Commits noted that no finished sync covers yet. */
  get unsynced(): number {
    return this.committed - this.synced;
  }

  /** A commit's frames are in the WAL (not yet on disk): the next `untilSynced` waits for a sync that covers them. */
  noteCommit(): void {
    this.committed += 1;
  }

  /**
   * Resolves once every commit noted so far is on disk: at once when a finished sync covers them, else after the
   * next sync (one at a time: callers that arrive while one runs share the one after it). Rejects when the sync
   * fails; the next caller tries again.
   */
  async untilSynced(): Promise<void> {
    const target = this.committed;
    while (this.synced < target) {
      this.running ??= this.syncOnce().finally(() => {
        this.running = null;
      });
      await this.running;
    }
  }

  private async syncOnce(): Promise<void> {
    const covers = this.committed;
    const handle = await this.open();
    await handle.sync();
    this.syncs += 1;
    this.synced = Math.max(this.synced, covers);
  }

  /** The WAL, opened once (read-only is enough to sync it), and its folder synced once. */
  private open(): Promise<fs.FileHandle> {
    this.file ??= (async () => {
      const handle = await fs.open(this.walPath, 'r');
      const folder = await fs.open(path.dirname(this.walPath), 'r');
      try {
        await folder.sync();
      } finally {
        await folder.close();
      }
      return handle;
    })();
    // A failed open is tried again next time.
    this.file.catch(() => {
      this.file = null;
    });
    return this.file;
  }

  /** Waits for a sync under way, then closes the file. */
  async close(): Promise<void> {
    await this.running?.catch(() => undefined);
    const file = this.file;
    this.file = null;
    await (await file?.catch(() => null))?.close();
  }
}
