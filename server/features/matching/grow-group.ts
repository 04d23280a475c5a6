/**
 * Greedy growth of one group from a seed member over unplaced members: each step adds the candidate with the
 * most mutual picks into the group. Used by the construction, by local search and by the repair step.
 */
import { HOOD_COUNT, isBanned, type IndexedInstance } from './index-instance';
import type { GroupJudge } from './group-value';
import type { Partition } from './partition';
import type { Prng } from './prng';

/** How many unplaced members of the same context a stuck group looks at for a mutual pair to take in. */
const SAME_CONTEXT = 24;
const SAME_CONTEXT_SCAN = 96;

export interface GrownGroup {
  list: number[];
  pairs: number;
  priority: number;
}

export class GroupGrower {
  private readonly links: Int32Array;
  private readonly seen: Int32Array;
  private stamp = 0;

  /** Members who could be placed at all, listed under each context bit they can attend (CSR by bit). */
  private readonly byBitStart: Int32Array;
  private readonly byBit: Int32Array;
  private turn = 0;

  constructor(
    private readonly ix: IndexedInstance,
    private readonly part: Partition,
    private readonly judge: GroupJudge,
  ) {
    this.links = new Int32Array(ix.n);
    this.seen = new Int32Array(ix.n);
    const bits = 4 * HOOD_COUNT;
    this.byBitStart = new Int32Array(bits + 1);
    const placeable = (i: number) => ix.adjStart[i + 1]! > ix.adjStart[i]!;
    for (let i = 0; i < ix.n; i++) for (let b = 0; b < bits; b++) if (placeable(i) && ix.ctx[i]! & (1 << b)) this.byBitStart[b + 1]!++;
    for (let b = 0; b < bits; b++) this.byBitStart[b + 1]! += this.byBitStart[b]!;
    this.byBit = new Int32Array(this.byBitStart[bits]!);
    const fill = this.byBitStart.slice(0, bits);
    for (let i = 0; i < ix.n; i++) for (let b = 0; b < bits; b++) if (placeable(i) && ix.ctx[i]! & (1 << b)) this.byBit[fill[b]!++] = i;
  }

  /**
   * Grows from `seed` (unplaced) among unplaced members meeting in one of `contexts`. With `random`, scores get
   * noise of size `noise` so repeated calls explore different groups. A group that can grow no further by picks
   * may take in a mutual pair of unplaced members from `pool` (or, without one, from members of the same context); `cap` stops it early (a full group can block a
   * better split). Null when no valid group comes out.
   */
  grow(
    seed: number,
    contexts: number,
    random: Prng | null = null,
    noise = 0,
    pool: number[] | null = null,
    cap = this.ix.maxSize,
  ): GrownGroup | null {
    const { ix, part } = this;
    const list = [seed];
    let context = ix.ctx[seed]! & contexts;
    let hosts = ix.host[seed]!;
    while (list.length < cap) {
      const stamp = ++this.stamp;
      const candidates: number[] = [];
      for (const member of list) {
        for (let e = ix.adjStart[member]!; e < ix.adjStart[member + 1]!; e++) {
          const v = ix.adj[e]!;
          if (part.groupOf[v] !== -1 || (ix.ctx[v]! & context) === 0) continue;
          if (this.seen[v] !== stamp) {
            this.seen[v] = stamp;
            this.links[v] = 0;
            candidates.push(v);
          }
          this.links[v]!++;
        }
      }
      this.judge.work += 1 + (candidates.length >> 2);
      let best = -1;
      let bestScore = -Infinity;
      for (const v of candidates) {
        if (list.includes(v) || bannedWithAny(ix, list, v)) continue;
        // Hosts are the scarce resource: take one only while the group lacks one.
        const hostBias = ix.host[v] ? (hosts === 0 ? 0.5 : -0.3) : 0;
        const degree = ix.adjStart[v + 1]! - ix.adjStart[v]!;
        let score = this.links[v]! + hostBias + 0.01 * ix.priority[v]! - 0.001 * Math.min(degree, 50);
        if (random) score += noise * random();
        if (score > bestScore) {
          bestScore = score;
          best = v;
        }
      }
      if (best < 0) {
        const piece = list.length + 2 > cap ? null : this.pairFrom(pool ?? this.sameContext(context), list, context);
        if (!piece) break;
        list.push(...piece);
        context &= ix.ctx[piece[0]]! & ix.ctx[piece[1]]!;
        hosts += ix.host[piece[0]]! + ix.host[piece[1]]!;
        continue;
      }
      list.push(best);
      context &= ix.ctx[best]!;
      hosts += ix.host[best]!;
    }
    if (hosts === 0 || list.length < ix.minSize) return null;
    const pairs = this.judge.value(list, list.length);
    if (pairs < 0) return null;
    let priority = 0;
    for (const member of list) priority += ix.priority[member]!;
    return { list, pairs, priority };
  }

  /** Up to a bounded number of unplaced members who can attend one of `context`, from a rotating offset. */
  private sameContext(context: number): number[] {
    const found: number[] = [];
    for (let rest = context; rest !== 0 && found.length < SAME_CONTEXT; rest &= rest - 1) {
      const bit = 31 - Math.clz32(rest & -rest);
      const from = this.byBitStart[bit]!;
      const length = this.byBitStart[bit + 1]! - from;
      const offset = length > 0 ? this.turn++ % length : 0;
      for (let k = 0; k < Math.min(length, SAME_CONTEXT_SCAN) && found.length < SAME_CONTEXT; k++) {
        const member = this.byBit[from + ((offset + k) % length)]!;
        if (this.part.groupOf[member] === -1) found.push(member);
      }
    }
    this.judge.work += found.length >> 2;
    return found;
  }

  /** Two unplaced pool members who picked each other and can join `list` meeting in `context`. */
  private pairFrom(pool: number[], list: number[], context: number): [number, number] | null {
    const { ix } = this;
    for (const a of pool) {
      if (!this.canJoin(a, list, context)) continue;
      for (let e = ix.adjStart[a]!; e < ix.adjStart[a + 1]!; e++) {
        const b = ix.adj[e]!;
        if ((ix.ctx[a]! & ix.ctx[b]! & context) !== 0 && this.canJoin(b, list, context)) return [a, b];
      }
    }
    return null;
  }

  /** Whether unplaced `v` may join `list` meeting in `context` (a method, not a function made per call, measured). */
  private canJoin(v: number, list: number[], context: number): boolean {
    const { ix } = this;
    return this.part.groupOf[v] === -1 && !list.includes(v) && (ix.ctx[v]! & context) !== 0 && !bannedWithAny(ix, list, v);
  }
}

/** Whether `v` may not meet someone in `list` (a plain loop: this runs for every candidate of every growth step). */
function bannedWithAny(ix: IndexedInstance, list: number[], v: number): boolean {
  for (const member of list) if (isBanned(ix, member, v)) return true;
  return false;
}

export function betterGrown(a: GrownGroup | null, b: GrownGroup | null): boolean {
  if (!a) return false;
  if (!b) return true;
  if (a.pairs !== b.pairs) return a.pairs > b.pairs;
  if (a.list.length !== b.list.length) return a.list.length > b.list.length;
  return a.priority > b.priority;
}
