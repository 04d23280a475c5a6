/**
 * Local search kept near-linear by a queue of members whose surroundings changed: a member is looked at again
 * only when a group it touches changed. Bounded by the judge's work counter, never by wall time.
 */
import type { GroupJudge } from './group-value';
import type { IndexedInstance } from './index-instance';
import type { Move, MoveFinder } from './moves';
import type { Partition } from './partition';

export class LocalSearch {
  private readonly queue: Int32Array;
  private readonly queued: Uint8Array;
  private head = 0;
  private length = 0;

  constructor(
    private readonly ix: IndexedInstance,
    private readonly part: Partition,
    private readonly judge: GroupJudge,
    private readonly finder: MoveFinder,
  ) {
    this.queue = new Int32Array(ix.n);
    this.queued = new Uint8Array(ix.n);
  }

  push(member: number): void {
    if (this.queued[member] || this.ix.adjStart[member + 1] === this.ix.adjStart[member]) return;
    this.queued[member] = 1;
    this.queue[(this.head + this.length++) % this.queue.length] = member;
  }

  clear(): void {
    while (this.length > 0) this.pop();
  }

  /** Improves until nothing in the queue improves or the work counter reaches `workLimit`. */
  run(workLimit: number): void {
    while (this.length > 0 && this.judge.work < workLimit) {
      const move = this.finder.bestMove(this.pop());
      if (move) this.apply(move);
    }
    this.clear();
  }

  apply(move: Move): void {
    const { part, ix } = this;
    const touched: number[] = [];
    for (const change of move.changes) {
      const group = change.group < 0 ? part.openGroup() : change.group;
      touched.push(...part.list(group), ...change.list);
      part.setGroup(group, change.list, change.list.length, change.pairs);
    }
    for (const member of touched) {
      this.push(member);
      // Neighbours may now fit where there was no room, or no longer have a reason to stay.
      for (let e = ix.adjStart[member]!; e < ix.adjStart[member + 1]!; e++) this.push(ix.adj[e]!);
    }
  }

  private pop(): number {
    const member = this.queue[this.head]!;
    this.head = (this.head + 1) % this.queue.length;
    this.length--;
    this.queued[member] = 0;
    return member;
  }
}
