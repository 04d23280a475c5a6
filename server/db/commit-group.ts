/**
 * Grouped commits: durable transactions that arrive together share one commit, so one disk sync
 * (durable.ts) acknowledges several changes. Each caller still gets its answer only once the commit that holds its
 * change is on disk, and its own error: the engine runs every member's work in a savepoint of its own, so a member
 * that fails undoes only its own changes. Whoever joins before the group is taken (the rest of the current turn
 * of the event loop, plus the time the connection stays busy with other work) shares its commit; later ones form
 * the next group.
 */
export type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * The engine's part: once it holds the connection it calls `take` for the members (so those that joined while it
 * waited are in), runs their work in order inside one transaction, each in its own savepoint, commits once, and
 * tells each member's outcome in the same order (a failed commit is every successful member's error).
 */
export type CommitTogether = (take: () => readonly (() => Promise<unknown>)[]) => Promise<Outcome[]>;

interface Member {
  work: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * At most this many changes share one commit, so no member waits behind an unbounded queue of others. Under PUT
 * /api/picks at 100 connections in bench:discover groups hold about 50 changes, so this bound seldom applies; 32 was
 * measured (two runs each, back to back with 128): p99 113 and 132 ms against 96 and 103 ms, so no
 * smaller bound spreads the answers more evenly. Groups are uneven, not about 50 each (10,000 members, 400
 * groups timed in the server): sizes p10 5-35, p50 39-61, p90 73-100; a group's work and commit p50 7-9 ms, p90 16-21
 * ms; 7-8 ms between groups (the event loop reading and starting the next requests). A pick that just misses a group
 * waits for it and the next, which fits PUT's p99 at about twice its p50 (not proven: GC and the other core add too).
 */
export const MAX_GROUP = 128;

export class CommitGroup {
  private waiting: Member[] = [];
  private running: Promise<void> | null = null;

  constructor(private readonly commitTogether: CommitTogether) {}

  /** Runs `work` in the next group's transaction; settles once that group's commit is on disk (or has failed). */
  join<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (this.running === null) this.running = this.drain();
    });
  }

  /** Settles once every change that joined so far has been committed or has failed. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    // Let the rest of this turn's requests join first.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.waiting.length > 0) {
      let members: Member[] = [];
      const take = () => {
        members = this.waiting.splice(0, MAX_GROUP);
        return members.map((member) => member.work);
      };
      let outcomes: Outcome[];
      try {
        outcomes = await this.commitTogether(take);
      } catch (error) {
        // The engine failed before it took the members: they fail with it, not wait for the next group.
        if (members.length === 0) take();
        outcomes = members.map(() => ({ ok: false, error }));
      }
      members.forEach((member, index) => {
        const outcome = outcomes[index]!;
        if (outcome.ok) member.resolve(outcome.value);
        else member.reject(outcome.error);
      });
    }
    this.running = null;
  }
}
