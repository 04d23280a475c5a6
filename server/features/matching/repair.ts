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

/**
 * How often an attempt starts around a member left out (otherwise around anyone who could be placed, to reshape
 * crowded areas too). The fast default keeps 0.75, so its groups stay byte for byte what they were; the anytime
 * search on a week of `anytimeFrom` members or more, with more attempts to spend, reshapes more. Measured (stop 50,
 * each week's default budget): at 10,000 members, seeds 1 and 2, 0.75 gave 5,511 and 5,473 mutual pairs, 0.5 gave
 * 5,561 and 5,557 (0.35: 5,531 and 5,557; 0.25: 5,557, seed 1); 30,000: 16,014 -> 16,132; 100,000: 51,533 -> 51,698;
 * 1,000: 567 -> 569 and 569 -> 571. On smaller weeks a wash: 1,878 -> 1,883 pairs summed over 12 weeks of 150-500
 * members, one of them a pair lower, so they keep 0.75.
 */
export const AROUND_UNPLACED = { fastDefault: 0.75, anytime: 0.5, anytimeFrom: 1_000 };

/**
 * The local search after an attempt's rebuild, at most this much work (group evaluations), in the anytime search on
 * a week of `anytimeFrom` members or more; unbounded otherwise (the fast default keeps its groups byte for byte). It
 * was three quarters of an attempt's work (10,000 members, 30 s: 28.6 of 37.0 million units), and the attempts that
 * raise the objective seldom need it all: capped at 60, the same work finds more. Measured (stop 51, each week's
 * default budget, generated weeks, the same work before and after): 10,000 members, seeds 1-4: 5,596 -> 5,624, 5,588
 * -> 5,599, 5,622 -> 5,670, 5,597 -> 5,631 mutual pairs, in 25 -> 18 s; 100,000: 52,271 -> 53,153 in 38 -> 34 s.
 * Smaller weeks lose nothing measurable and gain nothing: 3,000 (seeds 1, 2): 1,685 -> 1,678 and 1,705 -> 1,708;
 * 1,000: 569 -> 567 and 571 -> 571; so they keep the search whole. A cap of 30 did less well (10,000: 5,596, 5,610).
 */
export const SEARCH_PER_ATTEMPT = { anytime: 60, anytimeFrom: 5_000 };

/** How the anytime search repairs a week of `members` (AROUND_UNPLACED and SEARCH_PER_ATTEMPT say why). */
export function anytimeSettings(members: number): { aroundUnplaced: number; searchPerAttempt: number } {
  return {
    aroundUnplaced: members >= AROUND_UNPLACED.anytimeFrom ? AROUND_UNPLACED.anytime : AROUND_UNPLACED.fastDefault,
    searchPerAttempt: members >= SEARCH_PER_ATTEMPT.anytimeFrom ? SEARCH_PER_ATTEMPT.anytime : Number.POSITIVE_INFINITY,
  };
}

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
   * row have not raised the objective: a count of attempts, so the stop is as reproducible as the budget. A share
   * `aroundUnplaced` of the attempts starts around a member left out; each attempt's local search does at most
   * `searchPerAttempt` work (SEARCH_PER_ATTEMPT).
   */
  run(
    workLimit: number,
    {
      stallLimit = Number.POSITIVE_INFINITY,
      aroundUnplaced = AROUND_UNPLACED.fastDefault,
      searchPerAttempt = Number.POSITIVE_INFINITY,
    } = {},
  ): void {
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
      const pool = unplaced.length > 0 && this.random() < aroundUnplaced ? unplaced : seeds;
      this.attempt(pool[Math.floor(this.random() * pool.length)]!, workLimit, searchPerAttempt);
      const now = { pairs: part.pairs, placed: part.placed, priority: part.priority };
      if (compareGain(now, best) > 0) [best, stalled] = [now, 0];
      else stalled++;
    }
  }

  private attempt(seed: number, workLimit: number, searchPerAttempt: number): void {
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
    this.search.run(Math.min(workLimit, this.judge.work + searchPerAttempt));
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
