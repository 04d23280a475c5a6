import fs from 'node:fs';
import { promisify } from 'node:util';

/** Flushes a file's data to the disk (fdatasync, as SQLite's own sync on Linux), given its descriptor. */
export type DataSync = (fd: number) => Promise<void>;

const fdatasync: DataSync = promisify(fs.fdatasync);

/**
 * Puts a database's durable commits on disk without holding the server's thread (durable.ts): they commit at
 * synchronous=NORMAL, which writes their frames to the WAL file but does not sync it, and `syncThrough(n)` then
 * syncs that file in libuv's thread pool, so the thread goes on answering while the disk works. A sync covers every
 * frame written before it began, so calls that wait meanwhile share the next one. The file is opened once, and
 * again should SQLite have replaced it (another inode at the path).
 *
 * A sync that fails is not tried again: Linux may drop the pages it could not write and report the next sync of the
 * file as a success without them (PostgreSQL's "fsyncgate", 2018). Every later durable commit fails with that first
 * error, so nothing more is acknowledged that might not be on disk, until the process is restarted (SQLite then
 * recovers the WAL as the disk has it).
 */
export class WalSync {
  private fd: number | null = null;
  private ino = -1;
  /** The durable commits known to be on disk: those made before the last sync that ended began. */
  syncedThrough = 0;
  private running: Promise<void> | null = null;
  private failed: unknown = null;

  constructor(
    private readonly walPath: string,
    private readonly dataSync: DataSync = fdatasync,
  ) {}

  /** Settles once commit number `commit` (and every one before it) is on disk; `committed` is the count made so far. */
  async syncThrough(commit: number, committed: () => number): Promise<void> {
    while (this.syncedThrough < commit) {
      if (this.failed !== null) throw this.failed;
      // A sync under way may have begun before this commit was written: wait for it, then start the next.
      this.running ??= this.syncOnce(committed());
      await this.running;
    }
    if (this.failed !== null) throw this.failed;
  }

  private async syncOnce(upTo: number): Promise<void> {
    try {
      await this.dataSync(this.current());
      this.syncedThrough = Math.max(this.syncedThrough, upTo);
    } catch (error) {
      this.failed ??= error;
    } finally {
      this.running = null;
    }
  }

  private current(): number {
    const ino = fs.statSync(this.walPath).ino;
    if (this.fd === null || ino !== this.ino) {
      if (this.fd !== null) fs.closeSync(this.fd);
      this.fd = fs.openSync(this.walPath, 'r');
      this.ino = ino;
    }
    return this.fd;
  }

  close(): void {
    if (this.fd !== null) fs.closeSync(this.fd);
    this.fd = null;
  }
}
