import { describe, expect, it } from 'vitest';
import { generateInstance } from '../../../helpers/match-instances';
import type { MatchInstance } from '../../../../shared/matching';
import { groupRuleViolations, mutualPairsInGroups } from '../../../../server/features/matching/check-groups';
import { construct } from '../../../../server/features/matching/construct';
import { groupingResult, searchParts } from '../../../../server/features/matching/engine';
import { compareGain } from '../../../../server/features/matching/group-value';
import { type IndexedInstance, indexInstance } from '../../../../server/features/matching/index-instance';
import type { Partition } from '../../../../server/features/matching/partition';
import { PieceChains } from '../../../../server/features/matching/piece-chains';
import { instance, member, mutual } from './helpers';

/** A week whose groups are given by member id, with the chains over it. */
function grouped(week: MatchInstance, groups: string[][]) {
  const ix = indexInstance(week);
  const { part, judge } = searchParts(ix);
  const index = new Map(week.members.map((m, i) => [m.id, i]));
  for (const ids of groups) {
    const list = ids.map((id) => index.get(id)!);
    const pairs = judge.value(list, list.length);
    expect(pairs, `the test's group ${ids.join(' ')}`).toBeGreaterThanOrEqual(0);
    part.setGroup(part.openGroup(), list, list.length, pairs);
  }
  const idOf = (i: number) => week.members[i]!.id;
  const groupsNow = () =>
    part
      .groupIds()
      .map((g) => part.list(g).map(idOf).sort())
      .sort((a, b) => a[0]!.localeCompare(b[0]!));
  return { ix, part, judge, chains: new PieceChains(ix, part, judge), index, groupsNow };
}

function checked(week: MatchInstance, ix: IndexedInstance, part: Partition) {
  const result = groupingResult(
    week,
    ix,
    part.groupIds().map((g) => part.list(g)),
  );
  expect(groupRuleViolations(week, result)).toEqual([]);
  return mutualPairsInGroups(week, result);
}

const host = { canHost: true };

/**
 * u (left out) picked v, whose group of six is v's pair and a row of four; u's only place is beside v. v's pair leaves
 * with u for the group of h2: the pair there (b, c) makes room, and goes to the group of h3, which has room for two.
 */
const placingWeek = instance(
  [
    ...['v', 'p1', 'q2', 'q3', 'q4', 'a', 'b', 'c', 'd', 'e', 'f', 'u'].map((id) => member(id)),
    ...['q1', 'h2', 'h3'].map((id) => member(id, host)),
  ],
  mutual(['v', 'p1'], ['q1', 'q2'], ['q2', 'q3'], ['q3', 'q4'], ['h2', 'a'], ['b', 'c'], ['h3', 'd'], ['d', 'e'], ['e', 'f'], ['u', 'v']),
);
const placingGroups = [
  ['v', 'p1', 'q1', 'q2', 'q3', 'q4'],
  ['h2', 'a', 'b', 'c'],
  ['h3', 'd', 'e', 'f'],
];

describe('piece chains', () => {
  it('places a member left out by moving whole pieces along a chain of groups that meet where they can', () => {
    const { ix, part, chains, index, groupsNow } = grouped(placingWeek, placingGroups);
    const before = part.gain();
    expect(checked(placingWeek, ix, part)).toBe(9);
    expect(chains.place(index.get('u')!)).toBe(true);
    expect(groupsNow()).toEqual([
      ['a', 'h2', 'p1', 'u', 'v'],
      ['b', 'c', 'd', 'e', 'f', 'h3'],
      ['q1', 'q2', 'q3', 'q4'],
    ]);
    expect(checked(placingWeek, ix, part)).toBe(10);
    expect(part.gain()).toEqual({ pairs: before.pairs + 1, placed: before.placed + 1, priority: before.priority });
  });

  it('changes nothing when the chain has nowhere to end (no group with room for the last piece)', () => {
    const { ix, part, chains, index, groupsNow } = grouped(placingWeek, placingGroups.slice(0, 2));
    const [before, groups] = [part.gain(), groupsNow()];
    expect(chains.place(index.get('u')!)).toBe(false);
    expect(groupsNow()).toEqual(groups);
    expect(part.gain()).toEqual(before);
    checked(placingWeek, ix, part);
  });

  it('brings two pieces with a mutual pick between them into one group; the piece they push out founds a group of its own', () => {
    const week = instance(
      [
        ...['a', 'b', 'b2', 'x2', 'x3', 'x4', 'y2', 'y3', 'y4'].map((id) => member(id)),
        ...['a2', 'x1', 'y1'].map((id) => member(id, host)),
      ],
      mutual(['a', 'a2'], ['x1', 'x2'], ['x2', 'x3'], ['x3', 'x4'], ['b', 'b2'], ['y1', 'y2'], ['y2', 'y3'], ['y3', 'y4'], ['a', 'b']),
    );
    const { ix, part, chains, index, groupsNow } = grouped(week, [
      ['a', 'a2', 'x1', 'x2', 'x3', 'x4'],
      ['b', 'b2', 'y1', 'y2', 'y3', 'y4'],
    ]);
    expect(checked(week, ix, part)).toBe(8);
    expect(chains.join(index.get('a')!, index.get('b')!)).toBe(true);
    expect(groupsNow()).toEqual([
      ['a', 'a2', 'b', 'b2'],
      ['x1', 'x2', 'x3', 'x4'],
      ['y1', 'y2', 'y3', 'y4'],
    ]);
    expect(checked(week, ix, part)).toBe(9);
  });

  it('on generated weeks after the fast default, only ever raises the objective, keeps every group valid, and gives the same groups twice', () => {
    const sweep = (members: number, seed: number) => {
      const week = generateInstance(members, seed);
      const ix = indexInstance(week);
      const { part, judge, grower, search } = searchParts(ix);
      construct(ix, part, grower);
      for (let i = 0; i < ix.n; i++) search.push(i);
      search.run(judge.work + 200_000);
      const chains = new PieceChains(ix, part, judge);
      const start = part.gain();
      let kept = 0;
      // A chain is kept only when it raises the objective; otherwise nothing changes.
      const keep = (chain: () => boolean) => {
        const before = part.gain();
        const changed = chain();
        expect(Math.sign(compareGain(part.gain(), before))).toBe(changed ? 1 : 0);
        if (changed) kept++;
      };
      for (let u = 0; u < ix.n; u++) if (part.groupOf[u] === -1 && ix.adjStart[u + 1]! > ix.adjStart[u]!) keep(() => chains.place(u));
      for (let a = 0; a < ix.n; a++) {
        for (let e = ix.adjStart[a]!; e < ix.adjStart[a + 1]!; e++) {
          const b = ix.adj[e]!;
          if (part.groupOf[a]! >= 0 && part.groupOf[b]! >= 0 && part.groupOf[a] !== part.groupOf[b]) keep(() => chains.join(a, b));
        }
      }
      const pairs = checked(week, ix, part);
      expect(pairs).toBe(part.pairs);
      return { start, end: part.gain(), kept, groups: part.groupIds().map((g) => part.list(g)) };
    };
    for (const [members, seed] of [
      [300, 1],
      [1_000, 2],
    ]) {
      const first = sweep(members!, seed!);
      expect(first.kept, `${members} members`).toBeGreaterThan(0);
      expect(first.end.pairs).toBeGreaterThan(first.start.pairs);
      expect(sweep(members!, seed!).groups).toEqual(first.groups);
    }
  });
});
