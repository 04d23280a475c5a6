/**
 * Exact optima for bench-match-quality with HiGHS (WebAssembly), as CPLEX LP text. Two models: an assignment
 * model (member i in group k, one potential group per host) for small weeks, and a set-packing model over every
 * valid group (match-candidate-groups) for a few hundred members. Both maximise mutual pairs, plus members placed
 * at a weight too small to trade against a pair.
 */
import type { MatchInstance, MatchResult } from '../shared/matching';
import { MEETING_NEIGHBORHOODS } from '../shared/matching';
import { SLOT_IDS } from '../shared/weekly-cycle';
import { HOOD_COUNT, isBanned, type IndexedInstance } from '../server/features/matching/index-instance';
import { contextBits } from '../server/features/matching/construct';
import { loadHighs } from './load-highs';
import { candidateGroups } from './match-candidate-groups';

/** The part of HiGHS' API these models use: solve CPLEX LP text. */
type LpTextSolver = {
  solve(
    lp: string,
    options?: Record<string, unknown>,
  ): { Status: string; ObjectiveValue: number; Columns: Record<string, { Primal?: number; Dual?: number }> };
};

export interface ExactAnswer {
  /** 'Optimal', or why the solver stopped (then `result` is the best found, if any). */
  status: string;
  result: MatchResult | null;
  seconds: number;
}

const loadSolver = async () => (await loadHighs()) as unknown as LpTextSolver;

/** `terms` joined into lines short enough for any LP reader. */
const wrap = (terms: string[]) => terms.reduce((text, term, i) => text + (i % 12 === 11 ? '\n  ' : ' ') + term, '');

async function solve(lp: string, timeLimit: number): Promise<{ status: string; chosen: Set<string>; seconds: number }> {
  const highs = await loadSolver();
  const started = performance.now();
  // Pairs are whole numbers and the placed bonus adds up to under 0.4, so a gap of 0.5 still proves the pairs.
  const solution = highs.solve(lp, { time_limit: timeLimit, mip_rel_gap: 0, mip_abs_gap: 0.5, output_flag: false });
  const chosen = new Set(
    Object.entries(solution.Columns ?? {})
      .filter(([, col]) => (col.Primal ?? 0) > 0.5)
      .map(([name]) => name),
  );
  return { status: solution.Status, chosen, seconds: (performance.now() - started) / 1000 };
}

function toResult(instance: MatchInstance, ix: IndexedInstance, groups: number[][]): MatchResult {
  const inGroup = new Set(groups.flat());
  return {
    groups: groups.map((members) => {
      const context = members.reduce((mask, m) => mask & ix.ctx[m]!, -1);
      const bit = 31 - Math.clz32(context & -context);
      return {
        members: members.map((m) => instance.members[m]!.id),
        slot: SLOT_IDS[Math.floor(bit / HOOD_COUNT)]!,
        neighborhood: MEETING_NEIGHBORHOODS[bit % HOOD_COUNT]!,
      };
    }),
    unplaced: instance.members.filter((_, i) => !inGroup.has(i)).map((member) => member.id),
  };
}

const neighboursOf = (ix: IndexedInstance, v: number) => Array.from(ix.adj.subarray(ix.adjStart[v]!, ix.adjStart[v + 1]!));

/** Group k is identified by its lowest-numbered host h_k, which removes the groups' symmetry. */
export async function solveByAssignment(instance: MatchInstance, ix: IndexedInstance, timeLimit: number): Promise<ExactAnswer> {
  const bonus = 0.4 / (ix.n + 1);
  const hosts = [...Array(ix.n).keys()].filter((i) => ix.host[i] && ix.adjStart[i + 1]! > ix.adjStart[i]!);
  const objective: string[] = [];
  const rows: string[] = [];
  const binaries: string[] = [];
  const groupsOf: string[][] = Array.from({ length: ix.n }, () => []);
  hosts.forEach((h, k) => {
    const eligible = [...Array(ix.n).keys()].filter(
      (i) =>
        ix.adjStart[i + 1]! > ix.adjStart[i]! &&
        (ix.ctx[i]! & ix.ctx[h]!) !== 0 &&
        !isBanned(ix, i, h) &&
        (i === h || !ix.host[i] || i > h),
    );
    const x = (i: number) => `x${i}_${k}`;
    const isIn = new Set(eligible);
    const open = x(h);
    for (const i of eligible) {
      binaries.push(x(i));
      objective.push(`+ ${bonus} ${x(i)}`);
      groupsOf[i]!.push(x(i));
    }
    const contexts = contextBits(ix.ctx[h]!).map((bit) => ({ bit, name: `y${k}_${31 - Math.clz32(bit)}` }));
    binaries.push(...contexts.map((c) => c.name));
    rows.push(`ctx${k}:${wrap(contexts.map((c) => `+ ${c.name}`))} - ${open} = 0`);
    rows.push(`min${k}:${wrap(eligible.map((i) => `+ ${x(i)}`))} - ${ix.minSize} ${open} >= 0`);
    rows.push(`max${k}:${wrap(eligible.map((i) => `+ ${x(i)}`))} - ${ix.maxSize} ${open} <= 0`);
    for (const i of eligible) {
      const fits = contexts.filter((c) => (c.bit & ix.ctx[i]!) !== 0).map((c) => `- ${c.name}`);
      if (i !== h) rows.push(`fit${i}_${k}: + ${x(i)}${wrap(fits)} <= 0`);
      const links: string[] = [];
      for (const j of neighboursOf(ix, i)) {
        if (!isIn.has(j)) continue;
        const z = `z${Math.min(i, j)}_${Math.max(i, j)}_${k}`;
        links.push(`- ${z}`);
        if (i < j) {
          binaries.push(z);
          objective.push(`+ ${z}`);
          rows.push(`za${i}_${j}_${k}: + ${z} - ${x(i)} <= 0`, `zb${i}_${j}_${k}: + ${z} - ${x(j)} <= 0`);
        }
      }
      rows.push(`link${i}_${k}: + ${x(i)}${wrap(links)} <= 0`);
      for (let e = ix.banStart[i]!; e < ix.banStart[i + 1]!; e++) {
        const j = ix.ban[e]!;
        if (i < j && isIn.has(j)) rows.push(`ban${i}_${j}_${k}: + ${x(i)} + ${x(j)} <= 1`);
      }
    }
  });
  groupsOf.forEach((names, i) => {
    if (names.length > 1) rows.push(`once${i}:${wrap(names.map((name) => `+ ${name}`))} <= 1`);
  });
  if (binaries.length === 0) return { status: 'Optimal', result: toResult(instance, ix, []), seconds: 0 };
  const lp = `Maximize\n obj:${wrap(objective)}\nSubject To\n ${rows.join('\n ')}\nBinary\n ${wrap(binaries)}\nEnd\n`;
  const { status, chosen, seconds } = await solve(lp, timeLimit);
  const groups = hosts.map((_, k) => [...Array(ix.n).keys()].filter((i) => chosen.has(`x${i}_${k}`))).filter((g) => g.length > 0);
  return { status, result: chosen.size > 0 || status === 'Optimal' ? toResult(instance, ix, groups) : null, seconds };
}

/**
 * Set packing over every valid group; `status` says so when there are more than `limit` candidates. With a
 * known solution worth `lowerBound` (in this model's units), columns whose LP reduced cost shows they cannot be
 * in any solution at least that good are dropped first (reduced-cost fixing): still exact, much faster.
 */
export async function solveBySetPacking(
  instance: MatchInstance,
  ix: IndexedInstance,
  timeLimit: number,
  options: { limit?: number; lowerBound?: MatchResult } = {},
): Promise<ExactAnswer & { candidates: number; kept: number }> {
  const started = performance.now();
  const limit = options.limit ?? 600_000;
  const all = candidateGroups(ix, limit);
  const elapsed = () => (performance.now() - started) / 1000;
  if (!all) return { status: `more than ${limit} candidate groups`, result: null, seconds: elapsed(), candidates: limit, kept: 0 };
  if (all.length === 0) return { status: 'Optimal', result: toResult(instance, ix, []), seconds: elapsed(), candidates: 0, kept: 0 };
  const bonus = 0.4 / (ix.n + 1);
  const pairsIn = (g: number[]) => g.reduce((sum, a, i) => sum + g.slice(i + 1).filter((b) => neighboursOf(ix, a).includes(b)).length, 0);
  const weight = (g: number[]) => pairsIn(g) + bonus * g.length;
  const model = (groups: number[][], integral: boolean) => {
    const covering: string[][] = Array.from({ length: ix.n }, () => []);
    groups.forEach((g, s) => g.forEach((m) => covering[m]!.push(`+ g${s}`)));
    const rows = covering.map((terms, i) => (terms.length > 1 ? `once${i}:${wrap(terms)} <= 1` : '')).filter(Boolean);
    const names = groups.map((_, s) => `g${s}`);
    return `Maximize\n obj:${wrap(groups.map((g, s) => `+ ${weight(g)} g${s}`))}\nSubject To\n ${rows.length ? rows.join('\n ') : 'none: + g0 <= 1'}\n${
      integral ? `Binary\n ${wrap(names)}` : `Bounds\n ${names.map((name) => `0 <= ${name} <= 1`).join('\n ')}`
    }\nEnd\n`;
  };
  let groups = all;
  if (options.lowerBound) {
    const known = options.lowerBound.groups.reduce(
      (sum, g) => sum + weight(g.members.map((id) => instance.members.findIndex((m) => m.id === id))),
      0,
    );
    const highs = await loadSolver();
    const relaxed = highs.solve(model(all, false), { time_limit: timeLimit, output_flag: false });
    if (relaxed.Status === 'Optimal') {
      groups = all.filter((_, s) => {
        const column = relaxed.Columns[`g${s}`];
        return (column?.Primal ?? 0) > 1e-9 || relaxed.ObjectiveValue + Math.min(0, column?.Dual ?? 0) >= known - 1e-6;
      });
    }
  }
  const { status, chosen } = await solve(model(groups, true), Math.max(1, timeLimit - elapsed()));
  const picked = groups.filter((_, s) => chosen.has(`g${s}`));
  return {
    status,
    result: chosen.size > 0 || status === 'Optimal' ? toResult(instance, ix, picked) : null,
    seconds: elapsed(),
    candidates: all.length,
    kept: groups.length,
  };
}
