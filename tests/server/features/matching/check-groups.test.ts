import { describe, expect, it } from 'vitest';
import type { MatchResult } from '../../../../shared/matching';
import { groupRuleViolations, mutualPairsInGroups } from '../../../../server/features/matching/check-groups';
import { clique, instance, member, mutual } from './helpers';

// Five members who all picked each other; m1 can host. The valid answer is one group of all five.
const ids = ['m1', 'm2', 'm3', 'm4', 'm5'];
const base = instance([member('m1', { canHost: true }), ...ids.slice(1).map((id) => member(id))], mutual(...clique(ids)));
const valid: MatchResult = { groups: [{ members: ids, slot: 'sat-9', neighborhood: 'downtown' }], unplaced: [] };
const withGroup = (change: Partial<MatchResult['groups'][number]>, unplaced: string[] = []): MatchResult => ({
  groups: [{ ...valid.groups[0]!, ...change }],
  unplaced,
});

describe('groupRuleViolations', () => {
  it('reports nothing for a valid result, and counts its mutual pairs', () => {
    expect(groupRuleViolations(base, valid)).toEqual([]);
    expect(mutualPairsInGroups(base, valid)).toBe(10);
  });

  it('rule 1: reports a group smaller than the minimum or larger than the maximum', () => {
    expect(groupRuleViolations(base, withGroup({ members: ['m1', 'm2', 'm3'] }, ['m4', 'm5'])).join()).toMatch(/outside 4-6/);
    const small = { ...base, groupSize: { min: 2, max: 4 } };
    expect(groupRuleViolations(small, valid).join()).toMatch(/5 members, outside 2-4/);
  });

  it('rule 2: reports a member in two groups, an unknown id, and a member missing from the result', () => {
    const twice: MatchResult = { groups: [valid.groups[0]!, { ...valid.groups[0]! }], unplaced: [] };
    expect(groupRuleViolations(base, twice).join()).toMatch(/m1 appears 2 times/);
    expect(groupRuleViolations(base, withGroup({ members: [...ids, 'ghost'] })).join()).toMatch(/ghost, who is not an input member/);
    expect(groupRuleViolations(base, withGroup({ members: ids.slice(0, 4) })).join()).toMatch(/m5 is neither in a group nor unplaced/);
    expect(groupRuleViolations(base, withGroup({}, ['m5'])).join()).toMatch(/m5 appears 2 times/);
  });

  it('rule 3: reports a member without the group slot or neighbourhood, and a group meeting "anywhere"', () => {
    expect(groupRuleViolations(base, withGroup({ slot: 'sun-9' })).join()).toMatch(/not available at sun-9/);
    expect(groupRuleViolations(base, withGroup({ neighborhood: 'uptown' })).join()).toMatch(/does not meet in uptown/);
    const everywhere = { ...base, members: base.members.map((m) => ({ ...m, neighborhoods: ['anywhere'] })) };
    expect(groupRuleViolations(everywhere, withGroup({ neighborhood: 'uptown' }))).toEqual([]);
    expect(groupRuleViolations(everywhere, withGroup({ neighborhood: 'anywhere' })).join()).toMatch(/not a real neighbourhood/);
  });

  it('rule 4: reports a group with nobody who can host', () => {
    const noHost = { ...base, members: base.members.map((m) => ({ ...m, canHost: false })) };
    expect(groupRuleViolations(noHost, valid).join()).toMatch(/nobody who can host/);
  });

  it('rule 5: reports a blocked pair (either direction) and a level-0 pick inside a group', () => {
    expect(groupRuleViolations({ ...base, blocks: [{ from: 'm4', to: 'm2' }] }, valid).join()).toMatch(/m2 and m4 must never be grouped/);
    const zero = { ...base, picks: [...base.picks, { from: 'm3', to: 'm5', level: 0 }] };
    expect(groupRuleViolations(zero, valid).join()).toMatch(/m3 and m5 must never be grouped/);
  });

  it('rule 6: reports a member without a mutual pick in the group (a one-way pick is not enough)', () => {
    const oneWay = { ...base, picks: [...mutual(...clique(ids.slice(0, 4))), { from: 'm5', to: 'm1', level: 5 }] };
    expect(groupRuleViolations(oneWay, valid).join()).toMatch(/m5 has no mutual pick in the group/);
  });

  it('lets the last pick of a pair win and ignores picks naming unknown members', () => {
    const changed = { ...base, picks: [...base.picks, { from: 'm1', to: 'm2', level: 1 }, { from: 'm1', to: 'zz', level: 0 }] };
    expect(groupRuleViolations(changed, valid)).toEqual([]);
    expect(mutualPairsInGroups(changed, valid)).toBe(9);
  });
});
