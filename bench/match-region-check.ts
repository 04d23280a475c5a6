/**
 * How locally optimal a grouping is: regions of a few nearby groups (reached by a walk of the mutual picks from a
 * random member, with the unplaced members those groups' members picked) are regrouped by exhaustive search
 * (match-region-optimum.ts), or larger regions by HiGHS (match-region-highs.ts), and each better regrouping is kept. If
 * few regions improve, more search of that kind (the engine's repair works on 2-4 nearby groups) cannot close the
 * grouping's gap to the bound: what is missing lies in changes that reach further. bench:match runs it with
 * BENCH_REGION_CHECK=<regions> (3 and 4 groups) and BENCH_LARGE_REGION_CHECK=<regions> (10 and 20 groups).
 */
import type { IndexedInstance } from '../server/features/matching/index-instance';
import { mulberry32 } from '../server/features/matching/prng';
import { groupsValue, MAX_POOL, pairsIn, type RegionOptimum, regionOptimum } from './match-region-optimum';

/** The best grouping of a pool, or null when it could not be searched (match-region-optimum.ts, match-region-highs.ts). */
export type RegionSolver = (ix: IndexedInstance, pool: readonly number[]) => RegionOptimum | null;

export interface RegionCheck {
  regions: number;
  /** Regions whose search ran over its node limit (counted as not checked). */
  unchecked: number;
  /** Regions that a regrouping improved (each one kept before the next region was drawn). */
  improved: number;
  pairsBefore: number;
  pairsAfter: number;
  placedBefore: number;
  placedAfter: number;
  /** The grouping after the improvements, by member index. */
  groups: number[][];
}

export function checkRegions(
  ix: IndexedInstance,
  grouping: readonly (readonly number[])[],
  options: {
    regions: number;
    groupsPerRegion: number;
    seed?: number;
    nodeLimit?: number;
    /** How regions are regrouped: exhaustive search by default; HiGHS (match-region-highs.ts) for larger pools. */
    solve?: RegionSolver;
    /** The most members a region's pool may hold (MAX_POOL for the exhaustive search). */
    maxPool?: number;
  },
): RegionCheck {
  const solve: RegionSolver = options.solve ?? ((week, pool) => regionOptimum(week, pool, options.nodeLimit));
  const maxPool = options.maxPool ?? MAX_POOL;
  const random = mulberry32(options.seed ?? 1);
  const groups = new Map<number, number[]>();
  const groupOf = new Int32Array(ix.n).fill(-1);
  let nextId = 0;
  const place = (members: number[]) => {
    const id = nextId++;
    groups.set(id, members);
    for (const member of members) groupOf[member] = id;
  };
  for (const members of grouping) place([...members]);
  const totals = () => {
    let pairs = 0;
    let placed = 0;
    for (const members of groups.values()) {
      pairs += pairsIn(ix, members);
      placed += members.length;
    }
    return { pairs, placed };
  };
  const before = totals();
  const seeds: number[] = [];
  for (let i = 0; i < ix.n; i++) if (ix.adjStart[i + 1]! > ix.adjStart[i]!) seeds.push(i);
  let unchecked = 0;
  let improved = 0;
  for (let r = 0; r < options.regions && seeds.length > 0; r++) {
    const seed = seeds[Math.floor(random() * seeds.length)]!;
    // The first groups a walk of the mutual picks from the seed reaches.
    const region: number[] = [];
    const walk = [seed];
    const seen = new Set(walk);
    for (let at = 0; at < walk.length && region.length < options.groupsPerRegion && at < Math.max(64, 16 * options.groupsPerRegion); at++) {
      const group = groupOf[walk[at]!]!;
      if (group >= 0 && !region.includes(group)) region.push(group);
      for (let e = ix.adjStart[walk[at]!]!; e < ix.adjStart[walk[at]! + 1]!; e++) {
        const v = ix.adj[e]!;
        if (!seen.has(v)) {
          seen.add(v);
          walk.push(v);
        }
      }
    }
    const current = region.map((group) => groups.get(group)!);
    const pool = current.flat();
    if (groupOf[seed] === -1) pool.push(seed);
    if (pool.length > maxPool) continue;
    const inPool = new Set(pool);
    for (const member of [...pool])
      for (let e = ix.adjStart[member]!; e < ix.adjStart[member + 1]! && pool.length < maxPool; e++) {
        const v = ix.adj[e]!;
        if (groupOf[v] === -1 && !inPool.has(v)) {
          inPool.add(v);
          pool.push(v);
        }
      }
    const best = solve(ix, pool);
    if (!best) {
      unchecked++;
      continue;
    }
    if (best.value <= groupsValue(ix, current)) continue;
    improved++;
    for (const group of region) {
      for (const member of groups.get(group)!) groupOf[member] = -1;
      groups.delete(group);
    }
    for (const members of best.groups) place(members);
  }
  const after = totals();
  return {
    regions: options.regions,
    unchecked,
    improved,
    pairsBefore: before.pairs,
    pairsAfter: after.pairs,
    placedBefore: before.placed,
    placedAfter: after.placed,
    groups: [...groups.values()],
  };
}
