import { describe, expect, it } from 'vitest';
import { greedyHostsFirst } from '../greedy-hosts-first';
import { generateInstance } from '../../tests/helpers/match-instances';
import { lpUpperBound } from '../match-lp-bound';
import { groupRuleViolations, mutualPairsInGroups } from '../../server/features/matching/check-groups';
import { groupingResult, groupsByIndex, matchGroups } from '../../server/features/matching/engine';
import { indexInstance } from '../../server/features/matching/index-instance';
import { priceMembers } from '../../server/features/matching/member-prices';
import { enumeratePieces } from '../../server/features/matching/pieces';
import { provenOptimum, SMALL_WEEKS } from './proven-optimum';

describe("bench:match's yardsticks", () => {
  it('the LP bound by column generation is at least the proven optimum (HiGHS) on small weeks', async () => {
    for (const [n, seed] of [[20, 1] as const, ...SMALL_WEEKS]) {
      const { ix, optimum } = await provenOptimum(n, seed);
      // Started from nothing, so no column of a known answer helps it along.
      const { bound } = await lpUpperBound(ix, [], { timeLimitSeconds: 60 });
      expect(bound, `N = ${n}, seed ${seed}`).toBeGreaterThanOrEqual(optimum - 1e-6);
      // Not a vacuous bound: within half again of the optimum.
      expect(bound).toBeLessThan(optimum * 1.5 + 2);
    }
  });

  it("the members' prices of the engine's priced start bound every grouping the same way: never below the proven optimum, and not vacuous", async () => {
    for (const [n, seed] of [[20, 1] as const, ...SMALL_WEEKS]) {
      const { ix, optimum } = await provenOptimum(n, seed);
      // Steps aimed at a floor of 1 pair, far below any of these weeks' groupings: only a valid bound stays above the
      // optimum. (Aimed at the fast default's pairs, which are these weeks' optimum, the steps stop there anyway: a
      // closing bound that counted a quarter of each member's reduced cost still passed.)
      const priced = priceMembers(ix, enumeratePieces(ix).pieces!, 1)!;
      expect(priced.bound, `N = ${n}, seed ${seed}`).toBeGreaterThanOrEqual(optimum - 1e-6);
      expect(priced.bound).toBeLessThan(optimum * 1.25 + 2);
      // Heaviest first.
      for (let k = 1; k < priced.weights.length; k++) expect(priced.weights[k]!).toBeLessThanOrEqual(priced.weights[k - 1]!);
    }
  });

  it('the greedy that places venue bookers first obeys every hard rule, and the engine beats it', () => {
    for (const seed of [1, 2]) {
      const instance = generateInstance(150, seed);
      const greedy = greedyHostsFirst(instance);
      expect(groupRuleViolations(instance, greedy)).toEqual([]);
      expect(greedy.groups.length).toBeGreaterThan(0);
      expect(mutualPairsInGroups(instance, matchGroups(instance))).toBeGreaterThan(mutualPairsInGroups(instance, greedy));
    }
  });

  it("the best grouping HiGHS finds among the generated groups obeys every hard rule, keeps the engine's if given, and stays under the bound", async () => {
    const instance = generateInstance(100, 1);
    const ix = indexInstance(instance);
    const engine = matchGroups(instance);
    const engineGroups = groupsByIndex(instance, engine);
    const found = await lpUpperBound(ix, engineGroups, { timeLimitSeconds: 60, integerSeconds: 20, integerStart: engineGroups });
    expect(found.integer).toBeTruthy();
    const result = groupingResult(instance, ix, found.integer!.groups);
    expect(groupRuleViolations(instance, result)).toEqual([]);
    // The solver's objective is the pairs the groups really hold.
    expect(mutualPairsInGroups(instance, result)).toBe(found.integer!.pairs);
    // The engine's own groups are among the columns and its grouping is where the solver starts.
    expect(found.integer!.pairs).toBeGreaterThanOrEqual(mutualPairsInGroups(instance, engine));
    expect(found.integer!.pairs).toBeLessThanOrEqual(found.bound + 1e-6);
  });
});
