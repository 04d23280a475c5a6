import { describe, expect, it } from 'vitest';
import { greedyHostsFirst } from '../greedy-hosts-first';
import { solveBySetPacking } from '../match-ilp';
import { generateInstance } from '../../tests/helpers/match-instances';
import { checkRegions } from '../match-region-check';
import { highsRegionSolver } from '../match-region-highs';
import { groupsValue, regionOptimum } from '../match-region-optimum';
import { groupRuleViolations, mutualPairsInGroups } from '../../server/features/matching/check-groups';
import { groupingResult, groupsByIndex } from '../../server/features/matching/engine';
import { indexInstance } from '../../server/features/matching/index-instance';

/** Whole small weeks, [members, seed], that HiGHS proves in about a second and the exhaustive search covers. */
const WHOLE_WEEKS = [
  [16, 3],
  [24, 3],
  [31, 3],
] as const;

describe("bench:match's region check", () => {
  it('the exhaustive regrouping of a whole small week finds the proven optimum (HiGHS), by valid groups', async () => {
    // Up to the largest pool it searches (31 members).
    for (const [n, seed] of WHOLE_WEEKS) {
      const instance = generateInstance(n, seed);
      const ix = indexInstance(instance);
      const best = regionOptimum(ix, [...Array(n).keys()], 5_000_000)!;
      const result = groupingResult(instance, ix, best.groups);
      expect(groupRuleViolations(instance, result)).toEqual([]);
      expect(best.value).toBe(groupsValue(ix, best.groups));
      const exact = await solveBySetPacking(instance, ix, 60);
      expect(exact.status).toBe('Optimal');
      expect(mutualPairsInGroups(instance, result), `N = ${n}, seed ${seed}`).toBe(mutualPairsInGroups(instance, exact.result!));
      expect(mutualPairsInGroups(instance, result)).toBeGreaterThan(0);
    }
  });

  it('says when a region is too large to search rather than answering from part of it', () => {
    const instance = generateInstance(31, 2);
    const ix = indexInstance(instance);
    expect(regionOptimum(ix, [...Array(31).keys()], 1_000)).toBeNull();
    expect(() => regionOptimum(ix, [...Array(32).keys()])).toThrow(RangeError);
  });

  it('improves a greedy grouping region by region, every kept regrouping valid and never lower', () => {
    const instance = generateInstance(200, 1);
    const ix = indexInstance(instance);
    const greedy = groupsByIndex(instance, greedyHostsFirst(instance));
    const check = checkRegions(ix, greedy, { regions: 100, groupsPerRegion: 3 });
    const result = groupingResult(instance, ix, check.groups);
    expect(groupRuleViolations(instance, result)).toEqual([]);
    expect(check.pairsBefore).toBe(mutualPairsInGroups(instance, greedyHostsFirst(instance)));
    expect(check.pairsAfter).toBe(mutualPairsInGroups(instance, result));
    expect(check.improved).toBeGreaterThan(10);
    expect(check.pairsAfter).toBeGreaterThan(check.pairsBefore);
  });

  it('finds no more pairs or placed members than a proven optimum has', async () => {
    const instance = generateInstance(60, 1);
    const ix = indexInstance(instance);
    const exact = await solveBySetPacking(instance, ix, 60);
    expect(exact.status).toBe('Optimal');
    const check = checkRegions(ix, groupsByIndex(instance, exact.result!), { regions: 200, groupsPerRegion: 3 });
    // HiGHS proves the pairs, then members placed; a regrouping may still raise priority alone.
    expect(check.pairsAfter).toBe(check.pairsBefore);
    expect(check.placedAfter).toBe(check.placedBefore);
    expect(check.pairsBefore).toBeGreaterThan(0);
  });

  it('regroups a large region by HiGHS to the same value as the exhaustive search, by valid groups', async () => {
    const solve = await highsRegionSolver();
    for (const [n, seed] of WHOLE_WEEKS) {
      const instance = generateInstance(n, seed);
      const ix = indexInstance(instance);
      // The pool in another order than the week's, so a renumbering slip would show.
      const pool = [...Array(n).keys()].reverse();
      const exhaustive = regionOptimum(ix, pool, 5_000_000)!;
      const byHighs = solve(ix, pool)!;
      expect(byHighs.value, `N = ${n}, seed ${seed}`).toBe(exhaustive.value);
      expect(groupsValue(ix, byHighs.groups)).toBe(byHighs.value);
      expect(groupRuleViolations(instance, groupingResult(instance, ix, byHighs.groups))).toEqual([]);
    }
  });

  it('says a region with more valid groups than it may list cannot be searched', async () => {
    const instance = generateInstance(31, 2);
    const ix = indexInstance(instance);
    expect((await highsRegionSolver({ maxGroups: 10 }))(ix, [...Array(31).keys()])).toBeNull();
  });

  it('improves a greedy grouping by regions of 6 groups, every kept regrouping valid and never lower', async () => {
    const instance = generateInstance(60, 1);
    const ix = indexInstance(instance);
    const greedy = groupsByIndex(instance, greedyHostsFirst(instance));
    const check = checkRegions(ix, greedy, { regions: 2, groupsPerRegion: 6, solve: await highsRegionSolver(), maxPool: 48 });
    const result = groupingResult(instance, ix, check.groups);
    expect(groupRuleViolations(instance, result)).toEqual([]);
    expect(check.pairsAfter).toBe(mutualPairsInGroups(instance, result));
    expect(check.unchecked).toBe(0);
    expect(check.improved).toBeGreaterThan(0);
    expect(check.pairsAfter).toBeGreaterThan(check.pairsBefore);
  });
});
