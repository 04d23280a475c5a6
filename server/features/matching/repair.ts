/**
 * Large-neighbourhood search around unplaced members: dissolve a few nearby groups, rebuild them with
 * randomised greedy growth from their hosts plus local search, and keep the result unless the objective fell
 * (ties are kept, which lets the search drift across plateaus; the anytime search also keeps some that fell,
 * ANNEAL in search-settings.ts). The PRNG is seeded from the input.
 */
import { contextBits } from './construct';
import { compareGain, type Gain, type GroupJudge } from './group-value';
import { betterGrown, type GroupGrower, type GrownGroup } from './grow-group';
import type { IndexedInstance } from './index-instance';
import type { LocalSearch } from './local-search';
import type { Partition, PartitionSnapshot } from './partition';
import { PieceChains } from './piece-chains';
import type { Prng } from './prng';
import { ANNEAL, AROUND_UNPLACED, type AnytimeSettings, coolingAt } from './search-settings';

/** How many members the walk around a repair's seed visits at most. */
const REGION_WALK = 64;

export class Repair {
  /** Marks for the walk of regionAround and for the pool of an attempt, by stamp (no clearing between uses). */
  private readonly walkMark: Int32Array;
  private walkStamp = 0;
  private readonly poolMark: Int32Array;
  private poolStamp = 0;
  private readonly chains: PieceChains;

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
    this.chains = new PieceChains(ix, part, judge);
  }

  /**
   * Repairs until the work counter reaches `workLimit`, or (the anytime search) until `stallLimit` rebuilds in a
   * row (piece chains in between are not counted, though one that raises the best starts the count again) have not
   * raised the best objective during the first cooling, or a later cooling has ended without raising it (a later
   * cooling starts hot, far below the best so far, and needs most of its length to pass it): counts of attempts and
   * work, so the stop is as reproducible as the budget. A share `aroundUnplaced` of the attempts starts around a member
   * left out; each attempt's local search does at most `searchPerAttempt` work (SEARCH_PER_ATTEMPT); with `anneal`,
   * some attempts that lower the objective are kept (ANNEAL) and the best grouping seen is put back at the end; with
   * `chains`, some attempts are piece chains (CHAINS).
   */
  run(workLimit: number, options: Partial<AnytimeSettings> & { stallLimit?: number } = {}): void {
    const {
      stallLimit = Number.POSITIVE_INFINITY,
      aroundUnplaced = AROUND_UNPLACED.fastDefault,
      searchPerAttempt = Number.POSITIVE_INFINITY,
      anneal = null,
      chains = null,
    } = options;
    const { ix, part, judge } = this;
    const seeds: number[] = [];
    for (let i = 0; i < ix.n; i++) if (ix.adjStart[i + 1]! > ix.adjStart[i]!) seeds.push(i);
    if (seeds.length === 0) return;
    let unplaced = seeds.filter((i) => part.groupOf[i] === -1);
    let best: Gain = part.gain();
    // With annealing the grouping in hand may be below the best seen, so the best is kept aside.
    let bestGrouping: PartitionSnapshot | null = anneal ? part.snapshot() : null;
    const startWork = judge.work;
    let stalled = 0;
    // The annealing's cooling and its temperature for the next attempt (0: keep nothing that lowers the objective).
    let { cooling, temperature } = anneal ? coolingAt(anneal, 0) : { cooling: 0, temperature: 0 };
    let bestBeforeCooling = best;
    for (let round = 0; judge.work < workLimit && (cooling > 0 || stalled < stallLimit); round++) {
      if (round % 64 === 0) unplaced = seeds.filter((i) => part.groupOf[i] === -1);
      if (anneal) {
        const now = coolingAt(anneal, judge.work - startWork);
        if (now.cooling !== cooling) {
          if (cooling > 0 && stallLimit < Number.POSITIVE_INFINITY && compareGain(best, bestBeforeCooling) <= 0) break;
          bestBeforeCooling = best;
        }
        ({ cooling, temperature } = now);
      }
      // A chain is one of many cheap attempts: it does not count towards the stall.
      const chained = anneal !== null && chains !== null && temperature <= chains.belowTemperature && this.random() < chains.share;
      if (chained) this.chainAttempt(unplaced, seeds, chains.unplaced);
      else {
        // Around a member left out (a share aroundUnplaced of the attempts), otherwise anywhere, to reshape crowded
        // areas too.
        const pool = unplaced.length > 0 && this.random() < aroundUnplaced ? unplaced : seeds;
        this.attempt(pool[Math.floor(this.random() * pool.length)]!, workLimit, searchPerAttempt, temperature);
      }
      const now = part.gain();
      if (compareGain(now, best) > 0) {
        [best, stalled] = [now, 0];
        if (bestGrouping) bestGrouping = part.snapshot(bestGrouping);
      } else if (!chained) stalled++;
    }
    if (bestGrouping && compareGain(part.gain(), best) < 0) part.restore(bestGrouping);
  }

  private attempt(seed: number, workLimit: number, searchPerAttempt: number, temperature: number): void {
    const { part } = this;
    const groups = this.regionAround(seed, 2 + Math.floor(this.random() * 3));
    // Pieces without a pick in any group can only join by context, so bring in a group that meets like the seed.
    if (part.groupOf[seed] === -1) {
      const contextOf = (g: number) => part.contextOf[g]!;
      groups.push(...part.byContext.find(this.ix.ctx[seed]!, contextOf, (g) => !groups.includes(g), 1 + Math.floor(this.random() * 2), 16));
    }
    this.judge.work += 8;
    const before = part.gain();
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
    const after = part.gain();
    if (compareGain(after, before) < 0 && !this.keepsLoss(after, before, temperature)) part.revert();
    part.journal = null;
  }

  /**
   * A piece chain (piece-chains.ts) from a member left out, or from a mutual pick between two groups: kept only when it
   * raises the objective.
   */
  private chainAttempt(unplaced: readonly number[], seeds: readonly number[], fromUnplaced: number): void {
    const { ix, part } = this;
    this.judge.work += 8;
    if (unplaced.length > 0 && this.random() < fromUnplaced) {
      const u = unplaced[Math.floor(this.random() * unplaced.length)]!;
      if (part.groupOf[u] === -1) this.chains.place(u);
      return;
    }
    const a = seeds[Math.floor(this.random() * seeds.length)]!;
    const from = ix.adjStart[a]!;
    const b = ix.adj[from + Math.floor(this.random() * (ix.adjStart[a + 1]! - from))]!;
    const [ga, gb] = [part.groupOf[a]!, part.groupOf[b]!];
    if (ga >= 0 && gb >= 0 && ga !== gb) this.chains.join(a, b);
  }

  /** Whether the annealing keeps an attempt that lowered the objective from `before` to `after` (ANNEAL). */
  private keepsLoss(after: Gain, before: Gain, temperature: number): boolean {
    if (temperature <= 0) return false;
    const change =
      after.pairs -
      before.pairs +
      ANNEAL.placedWeight * (after.placed - before.placed) +
      ANNEAL.priorityWeight * (after.priority - before.priority);
    return this.random() < Math.exp(change / temperature);
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
