/**
 * The best grouping of a pool of members too large for match-region-optimum.ts' exhaustive search (regions of 10 or
 * 20 nearby groups, up to a few hundred members): every valid group of the pool (match-candidate-groups.ts, on the
 * pool as a week of its own) and HiGHS' MIP solver over them, with the same objective as regionValue (mutual pairs,
 * then members placed, then priority). For match-region-check.ts, which bench:match runs with
 * BENCH_LARGE_REGION_CHECK: whether regrouping many nearby groups at once could close the engine's gap to the bound.
 */
import type { IndexedInstance } from '../server/features/matching/index-instance';
import { loadHighs } from './load-highs';
import { candidateGroups } from './match-candidate-groups';
import { pairsIn, type RegionOptimum, regionValue } from './match-region-optimum';

/** A week's sorted lists (CSR) of pairs, kept only among the pool's members and renumbered by pool position. */
function poolLists(pool: readonly number[], position: Map<number, number>, start: Int32Array, list: Int32Array) {
  const rows: number[][] = pool.map((member) => {
    const inPool: number[] = [];
    for (let e = start[member]!; e < start[member + 1]!; e++) {
      const at = position.get(list[e]!);
      if (at !== undefined) inPool.push(at);
    }
    return inPool.sort((a, b) => a - b);
  });
  const starts = new Int32Array(pool.length + 1);
  rows.forEach((row, i) => (starts[i + 1] = starts[i]! + row.length));
  return { start: starts, list: Int32Array.from(rows.flat()) };
}

/** The pool as a week of its own (member i is pool[i]); its pairs and bans are the week's among the pool. */
export function poolInstance(ix: IndexedInstance, pool: readonly number[]): IndexedInstance {
  const position = new Map(pool.map((member, i) => [member, i]));
  const mutual = poolLists(pool, position, ix.adjStart, ix.adj);
  const bans = poolLists(pool, position, ix.banStart, ix.ban);
  return {
    n: pool.length,
    minSize: ix.minSize,
    maxSize: ix.maxSize,
    ctx: Int32Array.from(pool, (member) => ix.ctx[member]!),
    host: Uint8Array.from(pool, (member) => ix.host[member]!),
    priority: Float64Array.from(pool, (member) => ix.priority[member]!),
    adjStart: mutual.start,
    adj: mutual.list,
    banStart: bans.start,
    ban: bans.list,
  };
}

/**
 * A region solver for match-region-check.ts: the best grouping of `pool`, or null when the pool has more than
 * `maxGroups` valid groups or HiGHS did not prove its answer optimal within `seconds` (the region then counts as not
 * checked). HiGHS is loaded once, here, so the solver itself answers synchronously as the exhaustive one does.
 */
export async function highsRegionSolver(options: { maxGroups?: number; seconds?: number } = {}) {
  const highs = await loadHighs();
  const maxGroups = options.maxGroups ?? 200_000;
  const seconds = options.seconds ?? 30;
  return (ix: IndexedInstance, pool: readonly number[]): RegionOptimum | null => {
    const local = poolInstance(ix, pool);
    // regionValue ranks pairs, then placed, then priority only while placed x 1,000 and the priority stay below a pair.
    if (pool.length >= 1_000 || local.priority.reduce((sum, priority) => sum + priority, 0) >= 1_000)
      throw new RangeError(`a region of ${pool.length} members is too large for regionValue's ranking`);
    const groups = candidateGroups(local, maxGroups);
    if (groups === null) return null;
    if (groups.length === 0) return { groups: [], value: 0 };
    const values = groups.map((group) => {
      let priority = 0;
      for (const member of group) priority += local.priority[member]!;
      return regionValue(pairsIn(local, group), group.length, priority);
    });
    const model = highs.createModel();
    try {
      model.options.set({ output_flag: false, time_limit: seconds, mip_rel_gap: 0, mip_abs_gap: 1e-6 });
      model.changeObjectiveSense(highs.constants.objectiveSense.maximize);
      for (let i = 0; i < local.n; i++) model.addRow(-highs.infinity, 1, { indices: [], values: [] });
      groups.forEach((group, k) => model.addCol(values[k]!, 0, 1, { indices: group, values: group.map(() => 1) }));
      model.changeColsIntegrality({ kind: 'range', from: 0, to: groups.length - 1 }, new Int32Array(groups.length).fill(1));
      model.run();
      if (model.getModelStatus() !== highs.constants.modelStatus.optimal) return null;
      const chosen = model.getSolution().colValue;
      const best: number[][] = [];
      let value = 0;
      groups.forEach((group, k) => {
        if ((chosen[k] ?? 0) > 0.5) {
          best.push(group.map((i) => pool[i]!));
          value += values[k]!;
        }
      });
      return { groups: best, value };
    } finally {
      model.dispose();
    }
  };
}
