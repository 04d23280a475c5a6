import { threadId } from 'node:worker_threads';

const FREE = 0;

/**
 * Node does not count a pending Atomics.waitAsync as work to wait for: a worker thread with nothing else pending
 * (a batch worker whose one job waits for the turn) would end there, with exit code 0 and no answer. A timer held
 * for as long as the wait keeps the thread alive.
 */
async function keptAlive<T>(waiting: Promise<T>): Promise<T> {
  const hold = setInterval(() => {}, 60 * 60 * 1000);
  try {
    return await waiting;
  } finally {
    clearInterval(hold);
  }
}

/**
 * Whose turn it is to write to the SQLite file, among the connections of this process: the server's own and a batch
 * worker thread's (discover/batch-worker.ts). SQLite lets one connection write at a time, and a connection that finds
 * the file locked waits inside SQLite (busy_timeout), which with better-sqlite3 stops the whole thread: the server's
 * thread could not answer any request while the worker's chunk was being written, and SQLite's waits grow to 100 ms
 * each. A connection waits for its turn here instead, without blocking its thread (Atomics.waitAsync), and only
 * then begins to write; it gives the turn back once the write is committed or rolled back.
 *
 * The turn is one Int32 in a SharedArrayBuffer, holding 0 or the holder's thread id + 1, so the server can give back
 * the turn of a worker that stopped while holding it.
 */
export class WriteTurn {
  readonly shared: SharedArrayBuffer;
  private readonly word: Int32Array;
  /** This thread's mark in the word. */
  private readonly holder = threadId + 1;
  /** Whether one of this thread's writers has the turn, or is getting it; the others wait here, in order. */
  private mine = false;
  private readonly waiting: (() => void)[] = [];

  constructor(shared: SharedArrayBuffer = new SharedArrayBuffer(4)) {
    this.shared = shared;
    this.word = new Int32Array(shared);
  }

  /**
   * Waits for the turn (the thread goes on with other work meanwhile), then holds it. Writers of this thread queue
   * among themselves with plain promises; only the one at the head waits on the shared word.
   */
  async take(): Promise<void> {
    if (this.mine) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.mine = true;
    try {
      for (;;) {
        const held = Atomics.compareExchange(this.word, 0, FREE, this.holder);
        if (held === FREE) return;
        const wait = Atomics.waitAsync(this.word, 0, held);
        if (wait.async) await keptAlive(wait.value);
      }
    } catch (error) {
      this.next();
      throw error;
    }
  }

  /** Gives the turn back: to another thread waiting for it, or to the next writer of this one. */
  give(): void {
    Atomics.compareExchange(this.word, 0, this.holder, FREE);
    Atomics.notify(this.word, 0);
    this.next();
  }

  private next(): void {
    const resolve = this.waiting.shift();
    if (resolve) resolve();
    else this.mine = false;
  }

  /** Gives back the turn if a thread that has stopped held it (its thread id, as worker_threads tells it). */
  giveBackFor(stoppedThreadId: number): void {
    if (Atomics.compareExchange(this.word, 0, stoppedThreadId + 1, FREE) === stoppedThreadId + 1) Atomics.notify(this.word, 0);
  }
}
