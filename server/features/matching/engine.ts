/**
 * The weekly matching engine: forms groups of people who picked each other, share a slot and a
 * neighbourhood and include a venue booker. Pure: no I/O, no clock, no Math.random — the same input gives the
 * same output. Steps: index the input, seed groups around hosts, local search, then repair around the unplaced.
 */
import { MEETING_NEIGHBORHOODS, type MatchGroup, type MatchInstance, type MatchResult } from '../../../shared/matching';
import { SLOT_IDS } from '../../../shared/weekly-cycle';
import { construct } from './construct';
import { compareGain, GroupJudge } from './group-value';
import { GroupGrower } from './grow-group';
import { HOOD_COUNT, indexInstance, type IndexedInstance } from './index-instance';
import { LocalSearch } from './local-search';
import { MoveFinder } from './moves';
import { Partition } from './partition';
import { mulberry32, seedFrom } from './prng';
import { pricedStart } from './priced-start';
import { Repair } from './repair';
import { anytimeSettings, pricedRepairSettings } from './search-settings';
import { workForSeconds } from './budget';

export interface MatchOptions {
  /**
   * Time budget of the anytime search, counted as work at a rate set by the week's size (budget.ts), never read
   * from the clock. Without one the engine runs its fast default; with one it keeps going until the budget's work
   * is spent (the default's work counts towards it): from the priced start (priced-start.ts) where the week
   * qualifies, otherwise annealing from the fast default (some changes that lower the objective are kept for a
   * while). Either way it answers with the best grouping it saw, never worse than the fast default.
   */
  seconds?: number;
  /** Mixed into the input-derived seed of the search; the same input, seed and budget give the same groups. */
  seed?: number;
}

/**
 * Work budgets in group evaluations (about a microsecond each): the repair gets a fixed allowance that grows
 * with the members who could be placed at all until it is enough to settle a small week, then a per-member share.
 */
const SEARCH_WORK = { base: 200_000, perMember: 20 };
const REPAIR_WORK = { base: 1_200_000, perPlaceable: 15_000, perMember: 25 };
/** The anytime search stops after this many rebuilds in a row without a better objective (piece chains not counted). */
const STALL = { base: 2_000, perPlaceable: 20 };

export function matchGroups(instance: MatchInstance, options: MatchOptions = {}): MatchResult {
  const budget = options.seconds === undefined ? 0 : workForSeconds(options.seconds, instance.members.length);
  const ix = indexInstance(instance);
  const { part, judge, grower, search } = searchParts(ix);
  construct(ix, part, grower);
  for (let i = 0; i < ix.n; i++) search.push(i);
  search.run(SEARCH_WORK.base + SEARCH_WORK.perMember * ix.n);
  const seedParts = [ix.n, ix.adj.length, ix.ban.length, ...ix.adj.subarray(0, 64)];
  const random = mulberry32(seedFrom(options.seed === undefined ? seedParts : [...seedParts, 0x5eed, options.seed]));
  let placeable = 0;
  for (let i = 0; i < ix.n; i++) if (ix.adjStart[i + 1]! > ix.adjStart[i]!) placeable++;
  const repairWork = Math.min(REPAIR_WORK.base, REPAIR_WORK.perPlaceable * placeable) + REPAIR_WORK.perMember * ix.n;
  const repair = new Repair(ix, part, judge, grower, search, random);
  repair.run(judge.work + repairWork);
  // The anytime search: the same repair (on a large week more of its attempts anywhere, not only around members left
  // out, and each attempt's local search bounded), on until the budget's work is spent or it stalls (a week that
  // small is settled; tests and small cities do not wait out their budget). It ends on the best grouping it saw, so
  // never worse than the fast default's.
  const stallLimit = STALL.base + STALL.perPlaceable * placeable;
  if (budget > judge.work) {
    // The priced start (priced-start.ts) where the week qualifies: the repair goes on from the groups of an
    // approximate LP solution, and the fast default's grouping comes back if it ends below it.
    const fastDefault = part.gain();
    const kept = part.snapshot();
    if (pricedStart(ix, { part, judge, grower, search }, fastDefault.pairs, budget)) {
      repair.run(budget, { stallLimit, ...pricedRepairSettings(ix.n) });
      if (compareGain(part.gain(), fastDefault) < 0) part.restore(kept);
    } else repair.run(budget, { stallLimit, ...anytimeSettings(ix.n) });
  }
  return toResult(instance, ix, part);
}

/** The grouping of an indexed week and the parts that search it, wired together as every run uses them. */
export function searchParts(ix: IndexedInstance) {
  const part = new Partition(ix);
  const judge = new GroupJudge(ix);
  const grower = new GroupGrower(ix, part, judge);
  const search = new LocalSearch(ix, part, judge, new MoveFinder(ix, part, judge, grower));
  return { part, judge, grower, search };
}

function toResult(instance: MatchInstance, ix: IndexedInstance, part: Partition): MatchResult {
  const grouping = part.groupIds().map((group) => part.list(group));
  return groupingResult(instance, ix, grouping);
}

/**
 * A grouping by member index, answered as the engine answers its own: groups in order of their first member, each at
 * the first slot and neighbourhood its members share, everyone in none unplaced. bench:match answers the groupings
 * HiGHS finds so, to check them as it checks the engine's.
 */
export function groupingResult(instance: MatchInstance, ix: IndexedInstance, grouping: readonly (readonly number[])[]): MatchResult {
  const groups: MatchGroup[] = [];
  const ordered = grouping.map((members) => [...members].sort((a, b) => a - b));
  ordered.sort((a, b) => a[0]! - b[0]!);
  const placed = new Set<number>();
  for (const members of ordered) {
    let context = -1;
    for (const member of members) {
      context &= ix.ctx[member]!;
      placed.add(member);
    }
    const bit = 31 - Math.clz32(context & -context);
    groups.push({
      members: members.map((member) => instance.members[member]!.id),
      slot: SLOT_IDS[Math.floor(bit / HOOD_COUNT)]!,
      neighborhood: MEETING_NEIGHBORHOODS[bit % HOOD_COUNT]!,
    });
  }
  const unplaced = instance.members.filter((_, i) => !placed.has(i)).map((member) => member.id);
  return { groups, unplaced };
}

/** The other way: an answer's groups as member indices (what the LP bound and HiGHS take). */
export function groupsByIndex(instance: MatchInstance, result: MatchResult): number[][] {
  const index = new Map(instance.members.map((member, i) => [member.id, i]));
  return result.groups.map((group) => group.members.map((id) => index.get(id)!));
}
