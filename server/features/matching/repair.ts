/**
 * Large-neighbourhood search around unplaced members: dissolve a few nearby groups, rebuild them with
 * randomised greedy growth from their hosts plus local search, and keep the result unless the objective fell
 * (ties are kept, which lets the search drift across plateaus). The PRNG is seeded from the input.
 */
import { contextBits } from './construct';
import { compareGain, type Gain, type GroupJudge } from './group-value';
import { betterGrown, type GroupGrower, type GrownGroup } from './grow-group';
import type { IndexedInstance } from './index-instance';
import type { LocalSearch } from './local-search';
import type { Partition } from './partition';
import type { Prng } from './prng';

/** How many members the walk around a repair's seed visits at most. */
const REGION_WALK = 64;

export class Repair {
  /** Marks for the walk of regionAround and for the pool of an attempt, by stamp (no clearing between uses). */
  private readonly walkMark: Int32Array;
  private walkStamp = 0;
  private readonly poolMark: Int32Array;
  private poolStamp = 0;

  constructor(
    private readonly ix: IndexedInstance,
    private readonly part: Partition,
    private readonly judge: GroupJudge,
    private readonly grower: GroupGrower,
    private readonly search: LocalSearch,
    private readonly random: Prng,
  ) {
    this.walkMark = new Int32Array(ix.n);
    this.poolMark = new Int32Array(ix.n);
  }

  /**
   * Repairs until the work counter reaches `workLimit`, or (the anytime search) until `stallLimit` attempts in a
   * row have not raised the objective: a count of attempts, so the stop is as reproducible as the budget.
   */
  run(workLimit: number, stallLimit = Number.POSITIVE_INFINITY): void {
    const { ix, part, judge } = this;
    const seeds: number[] = [];
    for (let i = 0; i < ix.n; i++) if (ix.adjStart[i + 1]! > ix.adjStart[i]!) seeds.push(i);
    if (seeds.length === 0) return;
    let unplaced = seeds.filter((i) => part.groupOf[i] === -1);
    let best: Gain = { pairs: part.pairs, placed: part.placed, priority: part.priority };
    let stalled = 0;
    for (let round = 0; judge.work < workLimit && stalled < stallLimit; round++) {
      if (round % 64 === 0) unplaced = seeds.filter((i) => part.groupOf[i] === -1);
      // Mostly around members left out; sometimes anywhere, to reshape crowded areas too.
      const pool = unplaced.length > 0 && this.random() < 0.75 ? unplaced : seeds;
      this.attempt(pool[Math.floor(this.random() * pool.length)]!, workLimit);
      const now = { pairs: part.pairs, placed: part.placed, priority: part.priority };
      if (compareGain(now, best) > 0) [best, stalled] = [now, 0];
      else stalled++;
    }
  }

  private attempt(seed: number, workLimit: number): void {
    const { part } = this;
    const groups = this.regionAround(seed, 2 + Math.floor(this.random() * 3));
    // Pieces without a pick in any group can only join by context, so bring in a group that meets like the seed.
    if (part.groupOf[seed] === -1) {
      const contextOf = (g: number) => part.contextOf[g]!;
      groups.push(...part.byContext.find(this.ix.ctx[seed]!, contextOf, (g) => !groups.includes(g), 1 + Math.floor(this.random() * 2), 16));
    }
    this.judge.work += 8;
    const before = { pairs: part.pairs, placed: part.placed, priority: part.priority };
    part.journal = [];
    const freed: number[] = [seed];
    for (const group of groups) {
      freed.push(...part.list(group));
      part.setGroup(group, [], 0, 0);
    }
    // The pool: the freed members, then their unplaced mutual picks, each once (marked, not searched for: a member
    // with hundreds of picks made this quadratic).
    const inPool = ++this.poolStamp;
    const pool = freed.slice();
    for (const member of pool) this.poolMark[member] = inPool;
    for (const member of freed) {
      for (let e = this.ix.adjStart[member]!; e < this.ix.adjStart[member + 1]!; e++) {
        const v = this.ix.adj[e]!;
        if (part.groupOf[v] === -1 && this.poolMark[v] !== inPool) {
          this.poolMark[v] = inPool;
          pool.push(v);
        }
      }
    }
    this.rebuild(pool);
    for (const member of freed) this.search.push(member);
    this.search.run(workLimit);
    const after = { pairs: part.pairs, placed: part.placed, priority: part.priority };
    if (compareGain(after, before) < 0) part.revert();
    part.journal = null;
  }

  /** Up to `count` groups reached first by a breadth-first walk of the mutual graph from `seed`. */
  private regionAround(seed: number, count: number): number[] {
    const { ix, part } = this;
    const groups: number[] = [];
    const frontier = [seed];
    const seen = ++this.walkStamp;
    this.walkMark[seed] = seen;
    // Only the first REGION_WALK members of the walk are visited, so it stops listing more once it has that many.
    for (let at = 0; at < frontier.length && groups.length < count && at < REGION_WALK; at++) {
      const member = frontier[at]!;
      const group = part.groupOf[member]!;
      if (group >= 0 && !groups.includes(group)) groups.push(group);
      for (let e = ix.adjStart[member]!; e < ix.adjStart[member + 1]! && frontier.length < REGION_WALK; e++) {
        const v = ix.adj[e]!;
        if (this.walkMark[v] !== seen) {
          this.walkMark[v] = seen;
          frontier.push(v);
        }
      }
    }
    return groups;
  }

  /** Randomised host-seeded growth over unplaced members, taking in mutual pairs from the pool when stuck. */
  private rebuild(pool: number[]): void {
    const { ix, part } = this;
    const hosts = pool.filter((m) => ix.host[m]);
    for (let i = hosts.length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1));
      [hosts[i], hosts[j]] = [hosts[j]!, hosts[i]!];
    }
    for (const host of hosts) {
      if (part.groupOf[host] !== -1) continue;
      let best: GrownGroup | null = null;
      const cap = this.random() < 0.5 ? ix.maxSize : ix.minSize + Math.floor(this.random() * (ix.maxSize - ix.minSize + 1));
      for (const bit of contextBits(ix.ctx[host]!)) {
        const grown = this.grower.grow(host, bit, this.random, 0.8, pool, cap);
        if (betterGrown(grown, best)) best = grown;
      }
      if (best) part.setGroup(part.openGroup(), best.list, best.list.length, best.pairs);
    }
  }
}
