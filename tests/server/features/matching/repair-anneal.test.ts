import { describe, expect, it } from 'vitest';
import { generateInstance } from '../../../helpers/match-instances';
import { construct } from '../../../../server/features/matching/construct';
import { searchParts } from '../../../../server/features/matching/engine';
import { compareGain } from '../../../../server/features/matching/group-value';
import { indexInstance } from '../../../../server/features/matching/index-instance';
import type { Partition } from '../../../../server/features/matching/partition';
import { mulberry32 } from '../../../../server/features/matching/prng';
import { Repair } from '../../../../server/features/matching/repair';
import {
  type Annealing,
  ANNEAL,
  type AnytimeSettings,
  anytimeSettings,
  coolingAt,
} from '../../../../server/features/matching/search-settings';

/** The groups of a week after the fast default's construction, local search and repair (hill climbing), by week. */
const settled = new Map<string, number[][]>();

/**
 * A week after the fast default's construction, local search and repair (hill climbing), in parts of its own, with a
 * repair seeded afresh: every call on the same week starts from the same state. The settled groups are computed once
 * a week (1.2 million units of work each: most of this file's time when every test made its own).
 */
function week(members: number, seed: number) {
  const ix = indexInstance(generateInstance(members, seed));
  const key = `${members}/${seed}`;
  if (!settled.has(key)) {
    const { part, judge, grower, search } = searchParts(ix);
    construct(ix, part, grower);
    for (let i = 0; i < ix.n; i++) search.push(i);
    search.run(judge.work + 200_000);
    new Repair(ix, part, judge, grower, search, mulberry32(seed)).run(judge.work + 1_000_000);
    settled.set(
      key,
      part.groupIds().map((g) => part.list(g)),
    );
  }
  const { part, judge, grower, search } = searchParts(ix);
  for (const group of settled.get(key)!) part.setGroup(part.openGroup(), group, group.length, judge.value(group, group.length));
  const repair = new Repair(ix, part, judge, grower, search, mulberry32(seed));
  return { ix, part, judge, repair };
}

/** The partition's totals agree with its groups: each member's group lists it, and pairs sum over the groups. */
function expectConsistent(part: Partition, members: number): void {
  let placed = 0;
  for (let i = 0; i < members; i++) {
    const group = part.groupOf[i]!;
    if (group === -1) continue;
    placed++;
    expect(part.list(group)).toContain(i);
  }
  expect(part.placed).toBe(placed);
  expect(part.groupIds().reduce((sum, g) => sum + part.pairsOf[g]!, 0)).toBe(part.pairs);
}

describe('the repair with annealing (the anytime search)', () => {
  it('puts back a snapshot of a grouping: its groups, totals and meeting contexts', () => {
    const { part, repair, judge } = week(300, 1);
    const groupsBefore = part.groupIds().map((g) => part.list(g));
    const [gain, contexts] = [part.gain(), part.groupIds().map((g) => part.contextOf[g])];
    const copy = part.snapshot();
    repair.run(judge.work + 300_000);
    expect(part.groupIds().map((g) => part.list(g))).not.toEqual(groupsBefore);
    part.restore(copy);
    expect(part.groupIds().map((g) => part.list(g))).toEqual(groupsBefore);
    expect(part.gain()).toEqual(gain);
    expect(part.groupIds().map((g) => part.contextOf[g])).toEqual(contexts);
    expectConsistent(part, 300);
  });

  it('ends on the best grouping it saw, even when it keeps nearly every loss (a very hot search)', () => {
    const { part, repair, judge } = week(300, 2);
    const start = part.gain();
    repair.run(judge.work + 400_000, { anneal: { startTemperature: 50, coolingWork: 10_000_000 } });
    expect(compareGain(part.gain(), start)).toBeGreaterThanOrEqual(0);
    expectConsistent(part, 300);
  });

  it('runs the same search further with a larger budget, so it never ends worse', () => {
    const anneal: Annealing = { startTemperature: ANNEAL.startTemperature, coolingWork: 500_000 };
    const ends = [300_000, 900_000].map((work) => {
      const { part, repair, judge } = week(300, 3);
      repair.run(judge.work + work, { anneal });
      return part.gain();
    });
    expect(compareGain(ends[1]!, ends[0]!)).toBeGreaterThanOrEqual(0);
  });

  it('cools again and again, each cooling twice as long as the one before, from the start temperature to 0', () => {
    const anneal: Annealing = { startTemperature: 0.5, coolingWork: 100 };
    const at = (work: number) => coolingAt(anneal, work);
    expect(at(0)).toEqual({ cooling: 0, temperature: 0.5 });
    expect(at(50)).toEqual({ cooling: 0, temperature: 0.25 });
    expect(at(99).cooling).toBe(0);
    expect(at(100)).toEqual({ cooling: 1, temperature: 0.5 });
    expect(at(200)).toEqual({ cooling: 1, temperature: 0.25 });
    expect(at(299).cooling).toBe(1);
    expect(at(300)).toEqual({ cooling: 2, temperature: 0.5 });
    expect(at(500)).toEqual({ cooling: 2, temperature: 0.25 });
    expect(at(700)).toEqual({ cooling: 3, temperature: 0.5 });
    // Within the first cooling the temperature is the one straight cooling's.
    for (const work of [0, 1, 37, 63, 99]) expect(at(work).temperature).toBe(0.5 * (1 - work / 100));
  });

  it('runs the same search further across coolings of growing length, so it never ends worse', () => {
    const anneal: Annealing = { startTemperature: ANNEAL.startTemperature, coolingWork: 150_000 };
    const ends = [100_000, 400_000, 1_100_000].map((work) => {
      const { part, repair, judge } = week(300, 4);
      repair.run(judge.work + work, { anneal, stallLimit: 2_000 });
      expectConsistent(part, 300);
      return part.gain();
    });
    expect(compareGain(ends[1]!, ends[0]!)).toBeGreaterThanOrEqual(0);
    expect(compareGain(ends[2]!, ends[1]!)).toBeGreaterThanOrEqual(0);
  });

  it('stops at the end of a later cooling that found nothing better, not in its hot start', () => {
    const anneal: Annealing = { startTemperature: ANNEAL.startTemperature, coolingWork: 100_000 };
    const budget = 6_300_000;
    const { part, repair, judge } = week(300, 4);
    const start = judge.work;
    // A stall limit no attempt count reaches: only the end of a cooling that found nothing better stops it.
    repair.run(start + budget, { anneal, stallLimit: 1e12 });
    const used = judge.work - start;
    expect(used).toBeLessThan(budget);
    const { cooling } = coolingAt(anneal, used);
    expect(cooling).toBeGreaterThanOrEqual(2);
    // Within one attempt's work of the cooling's start.
    expect(coolingAt(anneal, used - 20_000).cooling).toBe(cooling - 1);
    expectConsistent(part, 300);
  });

  it('with piece chains in the second half of each cooling, runs the same search further (never worse) and gives the same groups twice', () => {
    const anneal = { startTemperature: ANNEAL.startTemperature, coolingWork: 500_000 };
    const withChains = { share: 0.85, belowTemperature: 0.25, unplaced: 0.2 };
    const run = (work: number, chains: AnytimeSettings['chains'] = withChains) => {
      const { part, repair, judge } = week(300, 3);
      repair.run(judge.work + work, { anneal, chains });
      expectConsistent(part, 300);
      return { gain: part.gain(), groups: part.groupIds().map((g) => part.list(g)) };
    };
    const [small, large] = [run(300_000), run(900_000)];
    expect(compareGain(large.gain, small.gain)).toBeGreaterThanOrEqual(0);
    expect(run(900_000).groups).toEqual(large.groups);
    // Chain attempts are part of the course: without them the same search ends elsewhere (that chains raise a week is
    // the next test).
    expect(run(900_000, null).groups).not.toEqual(large.groups);
  });

  it('raises a grouping the repair has settled when every attempt is a piece chain', () => {
    // On this week the hill-climbing repair leaves six chains that raise the objective (a sweep of every start finds them).
    const { part, repair, judge } = week(1_000, 2);
    const start = part.gain();
    repair.run(judge.work + 200_000, {
      anneal: { startTemperature: 0.5, coolingWork: 1 },
      chains: { share: 1, belowTemperature: Number.POSITIVE_INFINITY, unplaced: 0.2 },
    });
    expect(compareGain(part.gain(), start)).toBeGreaterThan(0);
    expectConsistent(part, 1_000);
  });

  it('anneals a week of any size, cooling over the work of the week’s default budget', () => {
    expect(anytimeSettings(150).anneal).toEqual({ startTemperature: 0.5, coolingWork: 9 * 1_397_903 });
    expect(anytimeSettings(5_000).anneal).toEqual({ startTemperature: 0.5, coolingWork: 24 * 1_333_333 });
    expect(anytimeSettings(100_000).anneal).toEqual({ startTemperature: 0.5, coolingWork: 60 * 700_000 });
  });
});
