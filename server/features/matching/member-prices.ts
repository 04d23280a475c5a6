/**
 * Members' prices: a fast approximation of the LP relaxation of matching (set packing over every valid group, each
 * member in at most one group), whose rounding is the anytime search's priced start (priced-start.ts).
 *
 * The LP's groups are what a good grouping is made of (docs/decisions/0013-matching-search-settings.md), but
 * HiGHS is far too slow for a weekly budget, so the prices here come from a subgradient method on the same bound
 * function bench:match closes its LP bound with, f(y) = sum y_i + sum max(0, r_i), r_i the best reduced cost per
 * member of a group holding i (exact pricing over the pieces, price()): its subgradient is 1 - (how much of i the
 * members' best groups cover), and the averaged cover (the volume algorithm, Barahona and Anbil 2000) is an
 * approximate LP solution x. Steps follow Polyak towards the floor (a grouping's pairs, a lower bound on the optimum),
 * halved after `patience` rounds without a lower f. Deterministic: no randomness, and groups with the same weight keep
 * the order they (last) entered the average in.
 */
import type { IndexedInstance } from './index-instance';
import type { Pieces } from './pieces';

const BITS = 28;
/** Extra sizes: 2, 3, 4 (one piece) and 2+2 (two pieces); index by size. */
const SIZES = [2, 3, 4];

interface Best {
  value: Float64Array;
  piece: Int32Array;
}
const makeBest = (): Best => ({ value: new Float64Array(BITS * 5).fill(-Infinity), piece: new Int32Array(BITS * 5).fill(-1) });

/** Exact pricing: r_i for every member, and for each the best (relaxed) group as piece ids. */
export function price(ix: IndexedInstance, pieces: Pieces, y: Float64Array) {
  const rc = new Float64Array(pieces.count);
  // Per bit and size: the best piece, the second best (for 2+2) and the best holding a host.
  const top1 = makeBest();
  const top2 = makeBest();
  const host1 = makeBest();
  for (let p = 0; p < pieces.count; p++) {
    let value = pieces.pairs[p]!;
    const base = p * pieces.stride;
    for (let k = 0; k < pieces.size[p]!; k++) value -= y[pieces.members[base + k]!]!;
    rc[p] = value;
    const s = pieces.size[p]!;
    if (s > 4) continue;
    for (let rest = pieces.context[p]!; rest !== 0; rest &= rest - 1) {
      const at = (31 - Math.clz32(rest & -rest)) * 5 + s;
      if (value > top1.value[at]!) {
        top2.value[at] = top1.value[at]!;
        top2.piece[at] = top1.piece[at]!;
        top1.value[at] = value;
        top1.piece[at] = p;
      } else if (value > top2.value[at]!) {
        top2.value[at] = value;
        top2.piece[at] = p;
      }
      if (pieces.hosts[p]! > 0 && value > host1.value[at]!) {
        host1.value[at] = value;
        host1.piece[at] = p;
      }
    }
  }
  const ratio = new Float64Array(ix.n).fill(-Infinity);
  // Each member's best group as up to three piece ids (-1: none), filled without allocating per piece and context.
  const best = new Int32Array(ix.n * 3).fill(-1);
  let p = 0;
  let base = 0;
  let s = 0;
  // The options of piece p are weighed in a fixed order and a later one wins only when strictly better, so equal
  // values keep the first (as a list of options in that order would).
  const consider = (value: number, q1: number, q2: number) => {
    for (let k = 0; k < s; k++) {
      const i = pieces.members[base + k]!;
      if (value > ratio[i]!) {
        ratio[i] = value;
        best[i * 3] = p;
        best[i * 3 + 1] = q1;
        best[i * 3 + 2] = q2;
      }
    }
  };
  for (p = 0; p < pieces.count; p++) {
    s = pieces.size[p]!;
    base = p * pieces.stride;
    const needHost = pieces.hosts[p]! === 0;
    const own = rc[p]!;
    for (let rest = pieces.context[p]!; rest !== 0; rest &= rest - 1) {
      const bit = 31 - Math.clz32(rest & -rest);
      if (!needHost && s >= ix.minSize) consider(own / s, -1, -1);
      for (const t of SIZES) {
        if (s + t < ix.minSize || s + t > ix.maxSize) continue;
        const at = bit * 5 + t;
        const one = needHost ? host1 : top1;
        const q = one.piece[at]!;
        if (q >= 0) consider((own + one.value[at]!) / (s + pieces.size[q]!), q, -1);
        if (t === 4) {
          const two = bit * 5 + 2;
          const a = one.piece[two]!;
          const b = top1.piece[two] !== a ? top1.piece[two]! : top2.piece[two]!;
          if (a >= 0 && b >= 0) {
            const value = one.value[two]! + (b === top1.piece[two] ? top1.value[two]! : top2.value[two]!);
            consider((own + value) / (s + pieces.size[a]! + pieces.size[b]!), a, b);
          }
        }
      }
    }
  }
  const argmax: number[][] = Array.from({ length: ix.n }, (_, i) => {
    const group: number[] = [];
    for (let k = 0; k < 3; k++) if (best[i * 3 + k]! >= 0) group.push(best[i * 3 + k]!);
    return group;
  });
  return { ratio, argmax };
}

/** The bound at prices y: sum y_i + sum max(0, r_i) (valid for any y >= 0, see bench/match-lp-bound.ts). */
export function closingBound(y: Float64Array, ratio: Float64Array): number {
  let bound = 0;
  for (let i = 0; i < y.length; i++) bound += y[i]! + Math.max(0, ratio[i]!);
  return bound;
}

/**
 * The subgradient method's settings: the rounds, the starting price of a member with a mutual pick (about the pairs per
 * member placed of a good grouping), the first step's factor, the rounds without a lower f before it halves, and the
 * weight of each round's cover in the average; more rounds leave the repair less budget
 * (docs/decisions/0013-matching-search-settings.md).
 */
export const PRICES = { rounds: 150, startPrice: 0.75, stepFactor: 1, patience: 5, averaging: 0.05, prune: 1e-3 };

/** The groups of the approximate LP solution, heaviest first: candidates for a grouping, not all of them valid. */
export interface PricedGroups {
  groups: number[][];
  weights: number[];
  /** The lowest f(y) seen: an upper bound on the mutual pairs of any grouping (for tests and benchmarks). */
  bound: number;
  /** The members' prices after the last round. */
  prices: Float64Array;
}

/**
 * The approximate LP solution's groups. `goOn` is asked before each round (from 0) with the number of groups the
 * average holds (what the round's bookkeeping costs, with the members); when it answers false the pricing stops and
 * answers null. Groups whose averaged weight has decayed below `prune` are dropped (a group seen in one round only,
 * after 41 to 77 rounds: one member's group of six soonest, a pair's best group chosen by both latest), so a sparse
 * week whose best groups keep changing holds a bounded number; one seen again after that joins the order anew.
 */
export function priceMembers(
  ix: IndexedInstance,
  pieces: Pieces,
  floor: number,
  goOn: (groups: number, round: number) => boolean = () => true,
): PricedGroups | null {
  const y = new Float64Array(ix.n);
  for (let i = 0; i < ix.n; i++) if (ix.adjStart[i + 1]! > ix.adjStart[i]!) y[i] = PRICES.startPrice;
  const average = new Map<string, number>();
  const groupOf = new Map<string, number[]>();
  const cover = new Float64Array(ix.n);
  const step = new Float64Array(ix.n);
  let factor = PRICES.stepFactor;
  let bound = Number.POSITIVE_INFINITY;
  let sinceLower = 0;
  for (let round = 0; round < PRICES.rounds; round++) {
    if (!goOn(average.size, round)) return null;
    const { ratio, argmax } = price(ix, pieces, y);
    const f = closingBound(y, ratio);
    cover.fill(0);
    for (const [key, weight] of average) {
      const decayed = weight * (1 - PRICES.averaging);
      if (decayed >= PRICES.prune) average.set(key, decayed);
      else {
        average.delete(key);
        groupOf.delete(key);
      }
    }
    for (let i = 0; i < ix.n; i++) {
      if (!(ratio[i]! > 0)) continue;
      const group: number[] = [];
      for (const p of argmax[i]!) for (let k = 0; k < pieces.size[p]!; k++) group.push(pieces.members[p * pieces.stride + k]!);
      const share = 1 / group.length;
      for (const member of group) cover[member]! += share;
      const key = [...group].sort((a, b) => a - b).join(',');
      average.set(key, (average.get(key) ?? 0) + PRICES.averaging * share);
      if (!groupOf.has(key)) groupOf.set(key, group);
    }
    if (f < bound - 1e-9) [bound, sinceLower] = [f, 0];
    else if (++sinceLower >= PRICES.patience) [factor, sinceLower] = [factor / 2, 0];
    // The subgradient, projected on y >= 0; Polyak's step towards the floor. A member covered exactly once has a cover
    // of 1 up to rounding (six sixths can sum to 0.9999999999999999): that is no step, or a week covered exactly
    // would take a step of about 1e32.
    let norm = 0;
    for (let i = 0; i < ix.n; i++) {
      const rise = 1 - cover[i]!;
      step[i] = Math.abs(rise) < 1e-9 || (y[i]! <= 0 && rise > 0) ? 0 : rise;
      norm += step[i]! * step[i]!;
    }
    if (norm === 0) break;
    const length = (factor * Math.max(f - floor, 0)) / norm;
    for (let i = 0; i < ix.n; i++) y[i] = Math.max(0, y[i]! - length * step[i]!);
  }
  const ranked = [...average].sort((a, b) => b[1] - a[1]);
  return { groups: ranked.map(([key]) => groupOf.get(key)!), weights: ranked.map(([, weight]) => weight), bound, prices: y };
}
