/**
 * Large-neighbourhood search around unplaced members: dissolve a few nearby groups, rebuild them with
 * randomised greedy growth from their hosts plus local search, and keep the result unless the objective fell
 * (ties are kept, which lets the search drift across plateaus; the anytime search also keeps some that fell,
 * ANNEAL). The PRNG is seeded from the input.
 */
import { defaultCitySeconds, workForSeconds } from './budget';
import { contextBits } from './construct';
import { compareGain, type Gain, type GroupJudge } from './group-value';
import { betterGrown, type GroupGrower, type GrownGroup } from './grow-group';
import type { IndexedInstance } from './index-instance';
import type { LocalSearch } from './local-search';
import type { Partition, PartitionSnapshot } from './partition';
import { PieceChains } from './piece-chains';
import type { Prng } from './prng';

/**
 * How often an attempt starts around a member left out (otherwise around anyone who could be placed, to reshape
 * crowded areas too). The fast default keeps 0.75, so its groups stay byte for byte what they were; the anytime
 * search on a week of `anytimeFrom` members or more, with more attempts to spend, reshapes more; with annealing a
 * smaller share does better (docs/decisions/0013-matching-search-settings.md).
 */
export const AROUND_UNPLACED = { fastDefault: 0.75, anytime: 0.25, anytimeFrom: 1_000 };

/**
 * The local search after an attempt's rebuild, at most this much work (group evaluations), in the anytime search on
 * a week of `anytimeFrom` members or more; unbounded otherwise (the fast default keeps its groups byte for byte). It
 * was three quarters of an attempt's work, and the attempts that raise the objective seldom need it all: capped, the
 * same work finds more (docs/decisions/0013-matching-search-settings.md).
 */
export const SEARCH_PER_ATTEMPT = { anytime: 60, anytimeFrom: 5_000 };

/**
 * Simulated annealing in the anytime search: an attempt that lowers the objective is kept with probability exp(change /
 * temperature), the change counted in mutual pairs, a member placed worth `placedWeight` of a pair and a venue booker's
 * priority `priorityWeight` (so a loss of placed members alone is kept seldom, unlike a pair's). The temperature falls
 * from `startTemperature` to 0 over the work of the week's default budget (the weekly job's, budget.ts) and then starts
 * again, each cooling twice as long as the one before (coolingAt): it depends only on the week's size and the work done,
 * so a larger budget runs the same search further. The best grouping seen is kept aside and is the answer. Hill climbing
 * (keeping only what does not fall) stalls in local optima that annealing climbs out of
 * (docs/decisions/0013-matching-search-settings.md).
 */
export const ANNEAL = { startTemperature: 0.5, placedWeight: 0.1, priorityWeight: 0.001 };

/**
 * The temperature's course: from `startTemperature` down to 0 over `coolingWork` units of work, then again over twice
 * that, and so on (coolingAt).
 */
export interface Annealing {
  startTemperature: number;
  coolingWork: number;
}

/**
 * Where the annealing stands after `work` units of the anytime search: which cooling it is in (0 for the first, over
 * `coolingWork`; each next one twice as long) and the temperature. A week given more than its default budget gets slower
 * coolings, which find more, where coolings of one length stopped gaining after the first
 * (docs/decisions/0013-matching-search-settings.md). The course depends only on the work done, never on the budget, so a
 * larger budget runs the same search further.
 */
export function coolingAt(anneal: Annealing, work: number): { cooling: number; temperature: number } {
  let cooling = 0;
  let from = 0;
  let length = anneal.coolingWork;
  while (work >= from + length) {
    from += length;
    length *= 2;
    cooling++;
  }
  return { cooling, temperature: anneal.startTemperature * (1 - (work - from) / length) };
}

export interface AnytimeSettings {
  aroundUnplaced: number;
  searchPerAttempt: number;
  /** The fast default's repair has none (null): it keeps its groups byte for byte. */
  anneal: Annealing | null;
  /** With annealing: how often an attempt is a piece chain instead, once the temperature is this low (CHAINS). */
  chains: { share: number; belowTemperature: number; unplaced: number } | null;
}

/**
 * Piece chains in the anytime search (piece-chains.ts): once the annealing's temperature is down to `belowTemperature`
 * (0.25, half of ANNEAL's start, so in the second half of each cooling), a share `share` of the attempts is a chain
 * instead of a rebuild, started from a member left out (a share `unplaced` of them) or from a mutual pick between two
 * groups. A chain costs about a tenth of a rebuild's work, so this is about a third of the work there. Chains are part
 * of the search (never a step at the end: that would break "a larger budget never ends worse"), so a larger budget
 * still runs the same search further. Figures: docs/decisions/0013-matching-search-settings.md.
 */
export const CHAINS = { share: 0.85, belowTemperature: 0.25, unplaced: 0.2 };

/** How the anytime search repairs a week of `members` (AROUND_UNPLACED, SEARCH_PER_ATTEMPT and ANNEAL say why). */
export function anytimeSettings(members: number): AnytimeSettings {
  return {
    aroundUnplaced: members >= AROUND_UNPLACED.anytimeFrom ? AROUND_UNPLACED.anytime : AROUND_UNPLACED.fastDefault,
    searchPerAttempt: members >= SEARCH_PER_ATTEMPT.anytimeFrom ? SEARCH_PER_ATTEMPT.anytime : Number.POSITIVE_INFINITY,
    anneal: { startTemperature: ANNEAL.startTemperature, coolingWork: workForSeconds(defaultCitySeconds(members), members) },
    chains: { ...CHAINS },
  };
}

/**
 * How the repair goes on from the priced start (priced-start.ts): as the anytime search's (AROUND_UNPLACED,
 * SEARCH_PER_ATTEMPT) but without annealing or chains, which shake the priced groups apart
 * (docs/decisions/0013-matching-search-settings.md).
 */
export function pricedRepairSettings(members: number): AnytimeSettings {
  return { ...anytimeSettings(members), anneal: null, chains: null };
}

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
