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
 * At most this many changes share one commit, so no member waits behind an unbounded queue
 * (docs/decisions/0011-durable-commits-and-the-wal.md).
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
