/**
 * The weekly matching engine (issue 5): forms groups of people who picked each other, share a slot and a
 * neighbourhood and include a venue booker. Pure: no I/O, no clock, no Math.random — the same input gives the
 * same output. Steps: index the input, seed groups around hosts, local search, then repair around the unplaced.
 */
import { MEETING_NEIGHBORHOODS, type MatchGroup, type MatchInstance, type MatchResult } from '../../../shared/matching';
import { SLOT_IDS } from '../../../shared/weekly-cycle';
import { construct } from './construct';
import { GroupJudge } from './group-value';
import { GroupGrower } from './grow-group';
import { HOOD_COUNT, indexInstance, type IndexedInstance } from './index-instance';
import { LocalSearch } from './local-search';
import { MoveFinder } from './moves';
import { Partition } from './partition';
import { mulberry32, seedFrom } from './prng';
import { Repair } from './repair';

/**
 * Work budgets in group evaluations (about a microsecond each): the repair gets a fixed allowance that grows
 * with the members who could be placed at all until it is enough to settle a small week, then a per-member share.
 */
const SEARCH_WORK = { base: 200_000, perMember: 20 };
const REPAIR_WORK = { base: 1_200_000, perPlaceable: 15_000, perMember: 25 };

export function matchGroups(instance: MatchInstance): MatchResult {
  const ix = indexInstance(instance);
  const part = new Partition(ix);
  const judge = new GroupJudge(ix);
  const grower = new GroupGrower(ix, part, judge);
  const search = new LocalSearch(ix, part, judge, new MoveFinder(ix, part, judge, grower));
  construct(ix, part, grower);
  for (let i = 0; i < ix.n; i++) search.push(i);
  search.run(SEARCH_WORK.base + SEARCH_WORK.perMember * ix.n);
  const random = mulberry32(seedFrom([ix.n, ix.adj.length, ix.ban.length, ...ix.adj.subarray(0, 64)]));
  let placeable = 0;
  for (let i = 0; i < ix.n; i++) if (ix.adjStart[i + 1]! > ix.adjStart[i]!) placeable++;
  const repairWork = Math.min(REPAIR_WORK.base, REPAIR_WORK.perPlaceable * placeable) + REPAIR_WORK.perMember * ix.n;
  new Repair(ix, part, judge, grower, search, random).run(judge.work + repairWork);
  return toResult(instance, ix, part);
}

function toResult(instance: MatchInstance, ix: IndexedInstance, part: Partition): MatchResult {
  const groups: MatchGroup[] = [];
  const ordered = part.groupIds().map((group) => part.list(group).sort((a, b) => a - b));
  ordered.sort((a, b) => a[0]! - b[0]!);
  for (const members of ordered) {
    let context = -1;
    for (const member of members) context &= ix.ctx[member]!;
    const bit = 31 - Math.clz32(context & -context);
    groups.push({
      members: members.map((member) => instance.members[member]!.id),
      slot: SLOT_IDS[Math.floor(bit / HOOD_COUNT)]!,
      neighborhood: MEETING_NEIGHBORHOODS[bit % HOOD_COUNT]!,
    });
  }
  const unplaced = instance.members.filter((_, i) => part.groupOf[i] === -1).map((member) => member.id);
  return { groups, unplaced };
}
