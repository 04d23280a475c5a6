/**
 * An upper bound on the mutual pairs in groups of any valid grouping, for bench:match: the LP relaxation of set
 * packing over every valid group (max sum w(g) x_g, each member in at most one group, 0 <= x), solved by column
 * generation with HiGHS, and closed by a bound that holds for ANY member prices y >= 0, not only optimal ones.
 *
 * Why it is an upper bound. For any x feasible in the full LP and any y >= 0, with rc(g) = w(g) - y(g):
 *   sum_g w(g) x_g = sum_i y_i sum_{g ∋ i} x_g + sum_g x_g rc(g)
 *                 <= sum_i y_i + sum_g x_g sum_{i in g} rc(g)/|g|        (each member is in at most one group)
 *                 <= sum_i y_i + sum_i max(0, r_i),   where r_i >= max over valid groups g ∋ i of rc(g)/|g|.
 * The integer optimum is one such x, so the right side bounds it. r_i is found by exact pricing: a valid group's
 * connected components are pieces (server/features/matching/pieces.ts, all enumerated) sharing a context bit, of total size
 * minSize..maxSize with a host; w and y add up over the components. For each piece P ∋ i and context bit b, r_i
 * takes rc(P) plus the best pieces of bit b that complete the size (the best one of size 2, 3 or 4, or the best
 * two of size 2), with a host among them when P has none. Dropping the rules between components (disjoint, not
 * touching, no forbidden pair across) only enlarges the set priced over, so r_i can only be too high: still valid.
 * The duals y of the restricted master (HiGHS) make this bound close to the LP's value; new columns are the
 * priced groups that are really valid. When no priced group improves, the master's value is the LP bound over all
 * valid groups up to the relaxation above; the bound printed is always the closing formula, never the master.
 */
import type { IndexedInstance } from '../server/features/matching/index-instance';
import { GroupJudge } from '../server/features/matching/group-value';
import { type Highs, loadHighs } from './load-highs';
import { closingBound, price } from '../server/features/matching/member-prices';
import { enumeratePieces } from '../server/features/matching/pieces';

export interface LpBound {
  /** The valid upper bound (closing formula above). */
  bound: number;
  /** The restricted master LP's value at the last round (a lower bound on the full LP's value). */
  master: number;
  rounds: number;
  columns: number;
  /** No valid priced group had a positive reduced cost at the end. */
  converged: boolean;
  seconds: number;
  /**
   * With `integerSeconds`: the best grouping HiGHS' MIP solver found among the generated groups in that time (each a
   * valid group by the engine's judge, no member in two): its mutual pairs and its groups (member indices). A grouping
   * that exists, so a floor for the optimum; null when it found none.
   */
  integer?: { pairs: number; groups: number[][]; seconds: number } | null;
}

/** Weight of the best bound's prices in the smoothed pricing point. */
const SMOOTHING = 0.5;

export async function lpUpperBound(
  ix: IndexedInstance,
  startGroups: number[][],
  options: {
    timeLimitSeconds?: number;
    maxRounds?: number;
    perRound?: number;
    integerSeconds?: number;
    /** A grouping (among `startGroups`) the MIP solver starts from, so what it answers is at least as good. */
    integerStart?: number[][];
    log?: (line: string) => void;
  } = {},
): Promise<LpBound> {
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const timeLimit = options.timeLimitSeconds ?? 600;
  const maxRounds = options.maxRounds ?? 200;
  const perRound = options.perRound ?? Math.max(2_000, ix.n);
  // No limit: it has no pieces only past one.
  const pieces = enumeratePieces(ix).pieces!;
  options.log?.(`${pieces.count} pieces in ${elapsed().toFixed(1)} s`);
  const judge = new GroupJudge(ix);
  const highs = await loadHighs();
  const model = highs.createModel();
  model.options.set({ output_flag: false, solver: 'ipm', run_crossover: 'off' });
  model.changeObjectiveSense(highs.constants.objectiveSense.maximize);
  for (let i = 0; i < ix.n; i++) model.addRow(-highs.infinity, 1, { indices: [], values: [] });
  /** Each group's column, by its sorted members joined. */
  const known = new Map<string, number>();
  /** Each column's group, by column index. */
  const groupOf: number[][] = [];
  let columns = 0;
  const addColumn = (group: number[]): boolean => {
    const sorted = [...new Set(group)].sort((a, b) => a - b);
    if (sorted.length !== group.length) return false;
    const key = sorted.join(',');
    if (known.has(key)) return false;
    const pairs = judge.value(sorted, sorted.length);
    if (pairs < 0) return false;
    known.set(key, columns);
    // No upper bound of 1 on x: the member rows imply it, and a column bound would take the duals from the rows.
    model.addCol(pairs, 0, highs.infinity, { indices: sorted, values: sorted.map(() => 1) });
    groupOf.push(sorted);
    columns++;
    return true;
  };
  for (const group of startGroups) addColumn(group);
  let y = new Float64Array(ix.n);
  // Dual smoothing (Wentges): price at a point between the master's duals and the prices of the best bound so far,
  // which steadies the duals of this very degenerate LP; with no valid improving column there, price at the duals.
  let stable: Float64Array | null = null;
  let best = Infinity;
  let master = 0;
  let rounds = 0;
  let converged = false;
  for (; rounds < maxRounds; rounds++) {
    if (columns > 0) {
      model.run();
      master = model.getObjectiveValue();
      const dual = model.getSolution().rowDual;
      // HiGHS signs duals by its own convention; any y >= 0 gives a valid bound, so take magnitudes.
      y = Float64Array.from(dual, (d) => Math.abs(d));
    }
    let added = 0;
    for (const alpha of (stable ? [SMOOTHING, 0] : [0]) as number[]) {
      const anchor: Float64Array = stable ?? y;
      const at: Float64Array = alpha === 0 ? y : Float64Array.from(y, (v, i) => alpha * anchor[i]! + (1 - alpha) * v);
      const { ratio, argmax } = price(ix, pieces, at);
      const bound = closingBound(at, ratio);
      if (bound < best) [best, stable] = [bound, at];
      // New columns: the members' priced groups that are really valid, most promising first.
      const order = [...Array(ix.n).keys()].filter((i) => ratio[i]! > 1e-9).sort((a, b) => ratio[b]! - ratio[a]! || a - b);
      for (const i of order) {
        if (added >= perRound) break;
        const group: number[] = [];
        for (const p of argmax[i]!) for (let k = 0; k < pieces.size[p]!; k++) group.push(pieces.members[p * pieces.stride + k]!);
        if (new Set(group).size !== group.length) continue;
        const pairs = judge.value(group, group.length);
        if (pairs < 0) continue;
        // Added when improving at the master's own duals, so the master moves.
        const reduced = pairs - group.reduce((sum, m) => sum + y[m]!, 0);
        if (reduced > 1e-9 && addColumn(group)) added++;
      }
      if (added > 0) break;
    }
    options.log?.(`round ${rounds}: master ${master.toFixed(2)}, bound ${best.toFixed(2)}, ${columns} columns, ${elapsed().toFixed(1)} s`);
    if (added === 0) {
      converged = true;
      rounds++;
      break;
    }
    if (elapsed() > timeLimit) break;
  }
  const seconds = elapsed();
  const start = options.integerStart?.map((group) => known.get([...group].sort((a, b) => a - b).join(',')) ?? -1);
  const integer = options.integerSeconds ? bestIntegerGrouping(model, groupOf, options.integerSeconds, start) : undefined;
  model.dispose();
  return { bound: best, master, rounds, columns, converged, seconds, integer };
}

/** The set-packing master made integer (each group taken or not), solved by HiGHS' MIP solver for at most `seconds`. */
function bestIntegerGrouping(
  model: ReturnType<Highs['createModel']>,
  groupOf: number[][],
  seconds: number,
  start: number[] | undefined,
): LpBound['integer'] {
  const started = performance.now();
  const count = groupOf.length;
  if (count === 0) return null;
  model.changeColsBounds({ kind: 'range', from: 0, to: count - 1 }, new Float64Array(count), new Float64Array(count).fill(1));
  model.changeColsIntegrality({ kind: 'range', from: 0, to: count - 1 }, new Int32Array(count).fill(1));
  model.options.set({ solver: 'choose', time_limit: seconds, mip_rel_gap: 0 });
  if (start?.every((column) => column >= 0)) {
    const value = new Float64Array(count);
    for (const column of start) value[column] = 1;
    model.setSolution({ colValue: value });
  }
  model.run();
  const value = model.getSolution().colValue;
  const groups: number[][] = [];
  for (let column = 0; column < count; column++) if ((value[column] ?? 0) > 0.5) groups.push(groupOf[column]!);
  if (groups.length === 0) return null;
  return { pairs: Math.round(model.getObjectiveValue()), groups, seconds: (performance.now() - started) / 1000 };
}
