import { describe, expect, it } from 'vitest';
import { generateInstance } from '../../../helpers/match-instances';
import { workForSeconds } from '../../../../server/features/matching/budget';
import { groupRuleViolations, mutualPairsInGroups } from '../../../../server/features/matching/check-groups';
import { construct } from '../../../../server/features/matching/construct';
import { groupingResult, groupsByIndex, matchGroups, searchParts } from '../../../../server/features/matching/engine';
import { indexInstance } from '../../../../server/features/matching/index-instance';
import { priceMembers } from '../../../../server/features/matching/member-prices';
import { enumeratePieces } from '../../../../server/features/matching/pieces';
import type { Partition } from '../../../../server/features/matching/partition';
import { pricedStart } from '../../../../server/features/matching/priced-start';
import { Repair } from '../../../../server/features/matching/repair';
import { anytimeSettings } from '../../../../server/features/matching/search-settings';
import { mulberry32 } from '../../../../server/features/matching/prng';
import type { MatchInstance } from '../../../../shared/matching';
import { instance as weekOf, member, mutual } from './helpers';

/** A week's fast start (construct and local search), as the engine's first steps, with its parts. */
function started(instance: MatchInstance) {
  const ix = indexInstance(instance);
  const parts = searchParts(ix);
  construct(ix, parts.part, parts.grower);
  for (let i = 0; i < ix.n; i++) parts.search.push(i);
  parts.search.run(200_000 + 20 * ix.n);
  return { ix, ...parts };
}

function groupsOf(part: Partition): number[][] {
  return part.groupIds().map((g) => part.list(g));
}

describe('pieces', () => {
  it('has none past its limit on pieces or on work, and every piece up to them', () => {
    const ix = indexInstance(generateInstance(300, 1));
    const { pieces: all, work } = enumeratePieces(ix);
    expect(all!.count).toBeGreaterThan(100);
    expect(work).toBeGreaterThan(all!.count / 4);
    const atLimit = enumeratePieces(ix, { limit: all!.count, workLimit: work }).pieces!;
    expect(atLimit.count).toBe(all!.count);
    expect(Array.from(atLimit.members)).toEqual(Array.from(all!.members));
    expect(atLimit.members.length).toBe(all!.count * all!.stride);
    expect(enumeratePieces(ix, { limit: all!.count - 1 }).pieces).toBeNull();
    const stopped = enumeratePieces(ix, { workLimit: work / 2 });
    expect(stopped.pieces).toBeNull();
    expect(stopped.work).toBeLessThanOrEqual(Math.ceil(work / 2) + 10);
  });

  it('samples every k-th member as the lowest of its pieces, about 1/k of them', () => {
    const ix = indexInstance(generateInstance(1_000, 1));
    const all = enumeratePieces(ix).pieces!;
    const sample = enumeratePieces(ix, { rootStep: 8 }).pieces!;
    for (let p = 0; p < sample.count; p++) {
      let lowest = Number.POSITIVE_INFINITY;
      for (let k = 0; k < sample.size[p]!; k++) lowest = Math.min(lowest, sample.members[p * sample.stride + k]!);
      expect(lowest % 8).toBe(0);
    }
    expect(sample.count * 8).toBeGreaterThan(all.count / 2);
    expect(sample.count * 8).toBeLessThan(all.count * 2);
  });
});

describe("the members' prices on small weeks", () => {
  it('never all fall to 0 by a step on rounding noise (a member covered exactly once is no step)', () => {
    // Six sixths of a group can sum to 0.9999999999999999: taken as a step, Polyak's length divided by a norm near
    // 1e-32 and set every price to 0 on one of these weeks (8 members, seed 6; none of 36-60 members did).
    for (let n = 8; n <= 32; n += 4)
      for (let seed = 1; seed <= 8; seed++) {
        const ix = indexInstance(generateInstance(n, seed));
        const pieces = enumeratePieces(ix).pieces!;
        if (pieces.count === 0) continue;
        const { prices } = priceMembers(ix, pieces, 1)!;
        expect(
          prices.some((price) => price > 0),
          `N = ${n}, seed ${seed}`,
        ).toBe(true);
        expect(Math.max(...prices)).toBeLessThan(ix.maxSize + 1);
      }
  });

  it('asks before each round, with the round and the groups averaged so far, and stops when told', () => {
    const ix = indexInstance(generateInstance(300, 1));
    const asked: [number, number][] = [];
    const stopped = priceMembers(ix, enumeratePieces(ix).pieces!, 100, (groups, round) => {
      asked.push([round, groups]);
      return round < 3;
    });
    expect(stopped).toBeNull();
    expect(asked.map(([round]) => round)).toEqual([0, 1, 2, 3]);
    expect(asked[0]![1]).toBe(0);
    expect(asked[1]![1]).toBeGreaterThan(0);
  });
});

describe('the priced start', () => {
  it('replaces a settled grouping by valid groups with more mutual pairs, the same way twice', () => {
    const instance = generateInstance(1_000, 1);
    const runs = [0, 1].map(() => {
      const { ix, part, judge, grower, search } = started(instance);
      const before = part.pairs;
      expect(pricedStart(ix, { part, judge, grower, search }, before, judge.work + workForSeconds(30, ix.n))).toBe(true);
      const result = groupingResult(instance, ix, groupsOf(part));
      expect(groupRuleViolations(instance, result)).toEqual([]);
      expect(mutualPairsInGroups(instance, result)).toBe(part.pairs);
      expect(part.pairs).toBeGreaterThan(before * 1.03);
      return JSON.stringify(result);
    });
    expect(runs[1]).toBe(runs[0]);
  });

  it('leaves the grouping as it is when the prices would not fit the budget', () => {
    const instance = generateInstance(1_000, 2);
    const { ix, part, judge, grower, search } = started(instance);
    const before = JSON.stringify(groupsOf(part));
    const work = judge.work;
    expect(pricedStart(ix, { part, judge, grower, search }, part.pairs, judge.work + 100_000)).toBe(false);
    expect(JSON.stringify(groupsOf(part))).toBe(before);
    // Its sample of the pieces found too many for the budget: a small part of the work, counted.
    expect(judge.work).toBeGreaterThan(work);
    expect(judge.work).toBeLessThan(work + 100_000);
  });

  it('leaves a week of more than 30,000 members to the annealed search, at no cost', () => {
    // Mutual pairs that could all host: pieces the pricing would enumerate (and count as work) at any smaller size.
    const ids = Array.from({ length: 30_001 }, (_, i) => `m${i}`);
    const ix = indexInstance(
      weekOf(
        ids.map((id) => member(id, { canHost: true })),
        mutual(...ids.flatMap((id, i) => (i % 2 === 1 ? [[ids[i - 1]!, id] as [string, string]] : []))),
      ),
    );
    const { part, judge, grower, search } = searchParts(ix);
    expect(pricedStart(ix, { part, judge, grower, search }, 0, workForSeconds(3_600, ix.n))).toBe(false);
    expect(judge.work).toBe(0);
    expect(part.groupIds()).toEqual([]);
  });

  it('with a budget, the engine ends above an annealed search given all of that budget from the fast default (400 members, 1.5 s)', () => {
    const instance = generateInstance(400, 3);
    const seconds = 1.5;
    const engine = matchGroups(instance, { seconds });
    expect(groupRuleViolations(instance, engine)).toEqual([]);
    // The fast default's own groups, then the annealed repair (anytime settings) for the whole budget's work on top of
    // them: more work than the engine has left after its fast default, on the path the engine took before.
    const fast = matchGroups(instance);
    const ix = indexInstance(instance);
    const { part, judge, grower, search } = searchParts(ix);
    for (const group of groupsByIndex(instance, fast))
      part.setGroup(part.openGroup(), group, group.length, judge.value(group, group.length));
    expect(part.pairs).toBe(mutualPairsInGroups(instance, fast));
    const kept = part.snapshot();
    // Three seeds of the annealed search, so the margin is not one seed's luck (they reach 236-239 pairs, the engine
    // 245; without the priced start the engine reaches about what they do: XXX).
    const annealed = [1, 2, 3].map((seed) => {
      part.restore(kept);
      new Repair(ix, part, judge, grower, search, mulberry32(seed)).run(judge.work + workForSeconds(seconds, ix.n), anytimeSettings(ix.n));
      return mutualPairsInGroups(instance, groupingResult(instance, ix, groupsOf(part)));
    });
    for (const pairs of annealed) expect(pairs).toBeGreaterThan(mutualPairsInGroups(instance, fast));
    expect(mutualPairsInGroups(instance, engine)).toBeGreaterThanOrEqual(Math.max(...annealed) + 5);
    // About 4.5 s of CPU (the annealed runs each spend the whole budget); the limit only catches a hang on a busy machine.
  }, 60_000);
});
