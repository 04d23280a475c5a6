/**
 * The current grouping: which group each member is in, with running totals of the objective. Every change
 * goes through setGroup, which can record the previous state in a journal so a failed repair can be undone.
 */
import { ContextIndex } from './context-index';
import type { Gain } from './group-value';
import { HOOD_COUNT, type IndexedInstance } from './index-instance';

interface JournalEntry {
  group: number;
  members: number[];
  pairs: number;
}

/** A copy of a grouping (Partition.snapshot), to be put back later (Partition.restore). */
export interface PartitionSnapshot {
  readonly members: Int32Array;
  readonly size: Int32Array;
  readonly pairsOf: Int32Array;
  /** Group ids below this one were in use. */
  groups: number;
}

export class Partition {
  readonly groupOf: Int32Array;
  readonly size: Int32Array;
  readonly pairsOf: Int32Array;
  /** The meeting contexts every member of the group can attend (0 for an empty group). */
  readonly contextOf: Int32Array;
  readonly byContext: ContextIndex;
  /** Members of group g live in members[g * maxSize .. g * maxSize + size[g]). */
  readonly members: Int32Array;
  pairs = 0;
  placed = 0;
  priority = 0;
  journal: JournalEntry[] | null = null;
  private readonly stride: number;
  private readonly free: number[] = [];
  private nextGroup = 0;

  constructor(private readonly ix: IndexedInstance) {
    const capacity = Math.floor(ix.n / Math.max(ix.minSize, 1)) + 1;
    this.stride = Math.max(ix.maxSize, 1);
    this.groupOf = new Int32Array(ix.n).fill(-1);
    this.size = new Int32Array(capacity);
    this.pairsOf = new Int32Array(capacity);
    this.contextOf = new Int32Array(capacity);
    this.byContext = new ContextIndex(capacity, 4 * HOOD_COUNT);
    this.members = new Int32Array(capacity * this.stride);
  }

  /**
   * The members of group g, copied. A plain loop: the search calls this for every group it looks at, and
   * Array.from over a subarray view (an object of its own) took 15% of a budgeted run's time.
   */
  list(group: number): number[] {
    const from = group * this.stride;
    const size = this.size[group]!;
    const copy: number[] = [];
    for (let i = 0; i < size; i++) copy.push(this.members[from + i]!);
    return copy;
  }

  member(group: number, i: number): number {
    return this.members[group * this.stride + i]!;
  }

  /** An empty group id (stale stack entries are skipped: a reverted journal can refill a freed group). */
  openGroup(): number {
    while (this.free.length > 0) {
      const group = this.free.pop()!;
      if (this.size[group] === 0) return group;
    }
    return this.nextGroup++;
  }

  /** Replaces group g's members by `list` (already judged valid, with `pairs` mutual pairs). */
  setGroup(group: number, list: ArrayLike<number>, length: number, pairs: number): void {
    const base = group * this.stride;
    const oldSize = this.size[group]!;
    this.journal?.push({ group, members: this.list(group), pairs: this.pairsOf[group]! });
    // A member may still be listed in the group it is leaving, whose own setGroup comes later in the move:
    // only members that still point here are detached, and placed/priority follow each member's own state.
    for (let i = 0; i < oldSize; i++) {
      const member = this.members[base + i]!;
      if (this.groupOf[member] !== group) continue;
      this.groupOf[member] = -1;
      this.placed--;
      this.priority -= this.ix.priority[member]!;
    }
    for (let i = 0; i < length; i++) {
      const member = list[i]!;
      this.members[base + i] = member;
      if (this.groupOf[member] === -1) {
        this.placed++;
        this.priority += this.ix.priority[member]!;
      }
      this.groupOf[member] = group;
    }
    this.pairs += pairs - this.pairsOf[group]!;
    this.size[group] = length;
    let context = length > 0 ? -1 : 0;
    for (let i = 0; i < length; i++) context &= this.ix.ctx[list[i]!]!;
    this.contextOf[group] = context;
    this.byContext.note(group, context);
    this.pairsOf[group] = pairs;
    if (length === 0 && oldSize > 0) this.free.push(group);
  }

  /** Undoes every change recorded since the journal was started, then stops recording. */
  revert(): void {
    const journal = this.journal ?? [];
    this.journal = null;
    for (let i = journal.length - 1; i >= 0; i--) {
      const entry = journal[i]!;
      this.setGroup(entry.group, entry.members, entry.members.length, entry.pairs);
    }
  }

  /** The objective the grouping reaches: mutual pairs in groups, members placed, venue bookers' priority. */
  gain(): Gain {
    return { pairs: this.pairs, placed: this.placed, priority: this.priority };
  }

  /** A copy of the grouping, written into `into` when given (a snapshot of this partition, reused). */
  snapshot(into?: PartitionSnapshot): PartitionSnapshot {
    const copy = into ?? {
      members: new Int32Array(this.members.length),
      size: new Int32Array(this.size.length),
      pairsOf: new Int32Array(this.pairsOf.length),
      groups: 0,
    };
    copy.members.set(this.members);
    copy.size.set(this.size);
    copy.pairsOf.set(this.pairsOf);
    copy.groups = this.nextGroup;
    return copy;
  }

  /** Puts back the grouping a snapshot of this partition holds: its groups, totals and meeting contexts. */
  restore(copy: PartitionSnapshot): void {
    for (let g = 0; g < this.nextGroup; g++) if (this.size[g]! > 0) this.setGroup(g, [], 0, 0);
    for (let g = 0; g < copy.groups; g++) {
      const length = copy.size[g]!;
      const from = g * this.stride;
      if (length > 0) this.setGroup(g, copy.members.subarray(from, from + length), length, copy.pairsOf[g]!);
    }
  }

  groupIds(): number[] {
    const ids: number[] = [];
    for (let g = 0; g < this.nextGroup; g++) if (this.size[g]! > 0) ids.push(g);
    return ids;
  }
}
