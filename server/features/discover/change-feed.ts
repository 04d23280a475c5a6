import type { DiscoverRepo } from './repo';
import type { ChangePosition } from './rows';

/**
 * A process that has not read the feed for this long may have missed rows the database has since forgotten (the
 * scheduler's tick forgets rows older than a day: cycle-runner.ts).
 */
export const FEED_GAP_LIMIT_MS = 60 * 60 * 1000;

/** The user_id of a feed row that says a step of the weekly cycle changed, not a member (migrations 0038-0039). */
export const CYCLE_CHANGED = '';

/**
 * This process's reading of the feed of whose discover answers changed (migration 0036): each change it reads gets
 * the next number of a counter (`tick`), kept as the member's mark. An answer built after reading up to tick T is
 * still right while neither its viewer nor anyone in its batch has a mark above T, and no change named nobody (a
 * removed profile: then every answer built before it is stale). A row of the cycle (CYCLE_CHANGED) names no member and
 * stales no answer; it only ends what was read of the cycle's steps before it (week-steps.ts).
 *
 * `catchUp` reads everything committed before it was called: a call joins a read only if that read has not started
 * yet, so a block made just before a GET is always seen by that GET.
 */
export function changeFeed(repo: DiscoverRepo, clock: () => number = () => performance.now()) {
  let position: ChangePosition | null = null;
  let readAt = Number.NEGATIVE_INFINITY;
  let tick = 0;
  let staleBefore = 0;
  let cycleChangedAt = 0;
  const marks = new Map<string, number>();

  function forgetAll(): void {
    tick += 1;
    staleBefore = tick;
    cycleChangedAt = tick;
    marks.clear();
  }

  async function read(): Promise<void> {
    const at = clock();
    if (position === null || at - readAt > FEED_GAP_LIMIT_MS) {
      // A first read, or one after too long away: start from the present end, and count nothing built before as right.
      position = await repo.changesStart();
      forgetAll();
    } else {
      for (;;) {
        const read = await repo.changesAfter(position);
        for (const userId of read.userIds) {
          tick += 1;
          if (userId === null) {
            staleBefore = tick;
            marks.clear();
          } else if (userId === CYCLE_CHANGED) cycleChangedAt = tick;
          else marks.set(userId, tick);
        }
        position = read.position;
        if (read.complete) break;
      }
    }
    readAt = at;
  }

  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;

  function catchUp(): Promise<void> {
    if (running === null) {
      running = read().finally(() => {
        running = null;
      });
      return running;
    }
    // A read is under way, and may have started before this call's change committed: join the next one.
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return catchUp();
      });
    return next;
  }

  return {
    /** Reads the feed up to now. */
    catchUp,
    /** The counter now: what an answer built from reads made after this moment is stamped with. */
    get tick(): number {
      return tick;
    },
    /** Whether nothing read since `builtAt` names any of these members (or everyone). */
    unchangedSince(builtAt: number, userIds: readonly string[]): boolean {
      if (builtAt < staleBefore) return false;
      if (builtAt === tick) return true;
      for (const userId of userIds) if ((marks.get(userId) ?? 0) > builtAt) return false;
      return true;
    },
    /** Whether nothing read since `readAt` says a step of the weekly cycle changed (nor that the feed was missed). */
    cycleUnchangedSince(readAt: number): boolean {
      return readAt >= cycleChangedAt;
    },
  };
}

export type ChangeFeed = ReturnType<typeof changeFeed>;
