import { describe, expect, it } from 'vitest';
import type { MatchInstance } from '../../../../shared/matching';
import { groupRuleViolations, mutualPairsInGroups } from '../../../../server/features/matching/check-groups';
import { groupingResult, groupsByIndex, matchGroups } from '../../../../server/features/matching/engine';
import { indexInstance } from '../../../../server/features/matching/index-instance';
import { generateInstance } from '../../../helpers/match-instances';
import { clique, instance, member, mutual } from './helpers';

function solve(input: MatchInstance) {
  const result = matchGroups(input);
  expect(groupRuleViolations(input, result)).toEqual([]);
  return { result, pairs: mutualPairsInGroups(input, result), sets: result.groups.map((g) => [...g.members].sort()) };
}

const five = ['a', 'b', 'c', 'd', 'e'];

describe('matchGroups', () => {
  it('puts a clique of five with a host into one group of five', () => {
    const { result, pairs } = solve(
      instance([member('a', { canHost: true }), ...five.slice(1).map((id) => member(id))], mutual(...clique(five))),
    );
    expect(result.groups).toEqual([{ members: five, slot: 'sat-9', neighborhood: 'downtown' }]);
    expect(result.unplaced).toEqual([]);
    expect(pairs).toBe(10);
  });

  it('joins two mutual pairs that share no pick into a host’s group when they meet at the same time and place', () => {
    const members = [member('h', { canHost: true }), member('x'), member('p1'), member('p2'), member('q1'), member('q2')];
    const { sets, pairs } = solve(instance(members, mutual(['h', 'x'], ['p1', 'p2'], ['q1', 'q2'], ['h', 'p1'])));
    expect(pairs).toBe(4);
    expect(sets).toEqual([['h', 'p1', 'p2', 'q1', 'q2', 'x']]);
  });

  it('keeps a blocked pair apart in either direction and treats a level-0 pick as a block', () => {
    // An 8-clique with room for all: without a and d together the best is the other seven (21 pairs).
    const members = ['h1', 'a', 'b', 'c', 'h2', 'd', 'e', 'f'].map((id) => member(id, { canHost: id.startsWith('h') }));
    const picks = mutual(...clique(members.map((m) => m.id)));
    const options = { groupSize: { min: 4, max: 8 } };
    for (const variant of [
      instance(members, picks, { ...options, blocks: [{ from: 'd', to: 'a' }] }),
      instance(members, [...picks, { from: 'a', to: 'd', level: 0 }], options),
    ]) {
      const { sets, pairs } = solve(variant);
      expect(pairs).toBe(21);
      expect(sets.some((g) => g.includes('a') && g.includes('d'))).toBe(false);
    }
  });

  it('splits a would-be group in two when a block sits inside it', () => {
    // Two host cliques of four linked by one pair would merge into one group of eight (13 pairs); b blocks e.
    const members = ['h1', 'a', 'b', 'c', 'h2', 'd', 'e', 'f'].map((id) => member(id, { canHost: id.startsWith('h') }));
    const picks = mutual(...clique(['h1', 'a', 'b', 'c']), ...clique(['h2', 'd', 'e', 'f']), ['a', 'd']);
    expect(solve(instance(members, picks, { groupSize: { min: 4, max: 8 } })).pairs).toBe(13);
    const { sets, pairs } = solve(instance(members, picks, { groupSize: { min: 4, max: 8 }, blocks: [{ from: 'b', to: 'e' }] }));
    expect(pairs).toBe(12);
    expect(sets).toEqual([
      ['a', 'b', 'c', 'h1'],
      ['d', 'e', 'f', 'h2'],
    ]);
  });

  it('places nobody when nobody can host', () => {
    const { result } = solve(
      instance(
        five.map((id) => member(id)),
        mutual(...clique(five)),
      ),
    );
    expect(result).toEqual({ groups: [], unplaced: five });
  });

  it('leaves out members who share no slot or no neighbourhood with the rest', () => {
    const members = [
      member('a', { canHost: true }),
      member('b'),
      member('c'),
      member('d'),
      member('late', { slots: ['sun-11'] }),
      member('far', { neighborhoods: ['uptown'] }),
    ];
    const ids = members.map((m) => m.id);
    const { result } = solve(instance(members, mutual(...clique(ids))));
    expect(result.groups).toEqual([{ members: ['a', 'b', 'c', 'd'], slot: 'sat-9', neighborhood: 'downtown' }]);
    expect(result.unplaced).toEqual(['late', 'far']);
  });

  it('lets an "anywhere" member join a group in any neighbourhood, and never names "anywhere" as the place', () => {
    const members = [
      member('a', { canHost: true, neighborhoods: ['scarborough'] }),
      member('b', { neighborhoods: ['scarborough'] }),
      member('c', { neighborhoods: ['anywhere'] }),
      member('d', { neighborhoods: ['anywhere', 'scarborough'] }),
    ];
    const { result } = solve(instance(members, mutual(...clique(['a', 'b', 'c', 'd']))));
    expect(result.groups).toEqual([{ members: ['a', 'b', 'c', 'd'], slot: 'sat-9', neighborhood: 'scarborough' }]);
  });

  it('places the member with the higher priority when two are interchangeable', () => {
    // Host h and its four picks fill a group of at most five; e and f are alike except for priority.
    for (const [low, high] of [
      ['e', 'f'],
      ['f', 'e'],
    ] as const) {
      const members = [member('h', { canHost: true }), member('a'), member('b'), member('c'), member(low), member(high, { priority: 2 })];
      const { result } = solve(
        instance(members, mutual(...clique(['h', 'a', 'b', 'c']), ['h', 'e'], ['h', 'f']), { groupSize: { min: 4, max: 5 } }),
      );
      expect(result.unplaced).toEqual([low]);
    }
  });

  it('prefers more mutual pairs over more members placed', () => {
    // One host: either the triangle-rich four (6 pairs) or a chain of six (5 pairs); the four win.
    const members = ['h', 'a', 'b', 'c', 'x', 'y'].map((id) => member(id, { canHost: id === 'h' }));
    const picks = mutual(...clique(['h', 'a', 'b', 'c']), ['h', 'x'], ['x', 'y']);
    const blocks = [{ from: 'x', to: 'a' }];
    const { pairs, result } = solve(instance(members, picks, { blocks }));
    expect(pairs).toBe(6);
    expect(result.unplaced).toEqual(['x', 'y']);
  });

  it('ignores picks and blocks naming unknown members and self-picks, and lets the last pick of a pair win', () => {
    const members = [member('a', { canHost: true }), ...five.slice(1).map((id) => member(id))];
    const picks = [
      ...mutual(...clique(five)),
      { from: 'a', to: 'a', level: 0 },
      { from: 'a', to: 'ghost', level: 0 },
      { from: 'b', to: 'e', level: 0 },
      { from: 'b', to: 'e', level: 4 },
    ];
    const { pairs } = solve(instance(members, picks, { blocks: [{ from: 'ghost', to: 'a' }] }));
    expect(pairs).toBe(10);
  });

  it('handles an empty week', () => {
    expect(matchGroups(instance([], []))).toEqual({ groups: [], unplaced: [] });
  });

  it('answers a grouping as it answers its own (groupingResult): its own groups, reordered, give back its answer', () => {
    const week = generateInstance(80, 2);
    const engine = matchGroups(week);
    expect(engine.groups.length).toBeGreaterThan(2);
    // Given in another order, members shuffled within each group.
    const given = groupsByIndex(week, engine)
      .map((members) => members.reverse())
      .reverse();
    expect(groupingResult(week, indexInstance(week), given)).toEqual(engine);
  });
});
