/**
 * The anytime search's priced start: after the fast default, a week with a budget starts again from the
 * groups of an approximate LP solution (member-prices.ts), taken heaviest first wherever they are valid and do not
 * overlap, then seeded around the venue bookers left (construct.ts) and settled by the local search. The repair then
 * spends the rest of the budget from there (engine.ts).
 *
 * Why. The LP's groups hold the structure the repair cannot reach by reshaping a few nearby groups at a time: nearly
 * every group of six, many of one connected piece. From it the repair ends near the LP bound, well above the
 * annealed search from the fast default (docs/decisions/0013-matching-search-settings.md).
 *
 * When. Only on a week of at most `maxMembers` members whose pieces number at most `maxPieces` (they are held in
 * memory: about 31 bytes each; a dense week has very many), whose enumeration takes at most `enumerationShare` of
 * `budgetShare` of the budget left, and whose pricing is expected to fit in `budgetShare` of it (and keeps fitting
 * as it goes, `expectedGroupsPerMember`); otherwise the week keeps the annealed search (repair.ts). The work is
 * counted as the rest is (the enumeration's steps, pieces.ts; each pricing round as `roundWork`, `memberWork` and
 * `groupWork` say), so the same input and budget give the same groups on any machine.
 */
import { construct } from './construct';
import type { GroupJudge } from './group-value';
import type { GroupGrower } from './grow-group';
import type { IndexedInstance } from './index-instance';
import type { LocalSearch } from './local-search';
import { PRICES, priceMembers } from './member-prices';
import type { Partition } from './partition';
import { enumeratePieces, type Pieces } from './pieces';

export const PRICED_START = {
  /**
   * Weeks of more members keep the annealed search: a large sparse week qualifies by its pieces, but its priced run
   * takes far more memory and finds fewer pairs (docs/decisions/0013-matching-search-settings.md).
   */
  maxMembers: 30_000,
  maxPieces: 4_000_000,
  budgetShare: 0.8,
  /** The enumeration's part of that share at most, and the sample's step (pieces.ts ENUMERATION_WORK). */
  enumerationShare: 0.25,
  sampleStep: 32,
  /**
   * A pricing round's work: per piece and per context bit of a piece (price()), per member, and per group the average
   * holds; at most `maxGroups` groups (memory: about 150 bytes each). Calibrated on dense and sparse weeks
   * (docs/decisions/0013-matching-search-settings.md).
   */
  roundWork: 0.04,
  memberWork: 0.3,
  groupWork: 0.3,
  maxGroups: 500_000,
  /**
   * The groups the average is expected to hold a round, a member, when the week is checked before pricing (10,000
   * generated members: 6 on average over the 150 rounds). A week that holds more pays for it: once the rounds left at
   * the last round's cost would pass the share, the pricing stops there, early, and the week keeps the rest of its
   * budget for the annealed search.
   */
  expectedGroupsPerMember: 8,
  /** The local search's work after the groups are placed: as the fast default's (engine.ts SEARCH_WORK). */
  searchWork: { base: 200_000, perMember: 20 },
};

export interface SearchParts {
  part: Partition;
  judge: GroupJudge;
  grower: GroupGrower;
  search: LocalSearch;
}

/** Work of price() over `pieces` in one round: per piece and per context bit each piece can meet in. */
export function pricingRoundWork(pieces: Pieces): number {
  let bits = 0;
  for (let p = 0; p < pieces.count; p++) for (let rest = pieces.context[p]!; rest !== 0; rest &= rest - 1) bits++;
  return Math.ceil(PRICED_START.roundWork * (pieces.count + bits));
}

/**
 * Replaces the grouping by the priced start and answers true, or leaves it as it is and answers false when the week
 * does not qualify (see When above). `floor` is the mutual pairs of a grouping in hand (a lower bound for the steps).
 */
export function pricedStart(ix: IndexedInstance, parts: SearchParts, floor: number, workLimit: number): boolean {
  const { part, judge, grower, search } = parts;
  if (ix.n > PRICED_START.maxMembers) return false;
  const startWork = judge.work;
  const share = PRICED_START.budgetShare * (workLimit - startWork);
  // A round costs roundWork per piece and per context bit of a piece, so at least 2 x roundWork a piece: no more
  // pieces than that share could price are enumerated, and the enumeration may take a part of it. A sample first (the
  // pieces of every `sampleStep`-th member) estimates the count cheaply, so a week with far too many (a dense week)
  // stops after a small part of the work.
  const affordable = Math.floor(share / (PRICES.rounds * PRICED_START.roundWork * 2));
  const limit = Math.min(PRICED_START.maxPieces, affordable);
  const enumerationWork = PRICED_START.enumerationShare * share;
  const step = PRICED_START.sampleStep;
  const sample = enumeratePieces(ix, { limit: limit / step, workLimit: enumerationWork / step, rootStep: step });
  judge.work += sample.work;
  if (!sample.pieces) return false;
  const { pieces, work } = enumeratePieces(ix, { limit, workLimit: enumerationWork });
  judge.work += work;
  if (!pieces) return false;
  const perRound = pricingRoundWork(pieces) + PRICED_START.memberWork * ix.n;
  const expectedGroups = Math.min(PRICED_START.maxGroups, PRICED_START.expectedGroupsPerMember * ix.n);
  if (judge.work + PRICES.rounds * (perRound + PRICED_START.groupWork * expectedGroups) > startWork + share) return false;
  // Each round is paid for before it runs, with the groups the average holds. The pricing stops when the rounds left
  // at this round's cost would pass the share, or past `maxGroups` (a sparse week whose best groups keep changing),
  // and the week keeps its grouping.
  const priced = priceMembers(ix, pieces, floor, (groups, round) => {
    const cost = Math.ceil(perRound + PRICED_START.groupWork * groups);
    if (judge.work + (PRICES.rounds - round) * cost > startWork + share || groups > PRICED_START.maxGroups) return false;
    judge.work += cost;
    return true;
  });
  if (!priced) return false;
  // Sorting the groups by weight and taking them: about a round's bookkeeping again.
  judge.work += Math.ceil(PRICED_START.groupWork * priced.groups.length);
  for (const group of part.groupIds()) part.setGroup(group, [], 0, 0);
  for (const group of priced.groups) {
    if (group.some((member) => part.groupOf[member] !== -1) || new Set(group).size !== group.length) continue;
    const pairs = judge.value(group, group.length);
    if (pairs >= 0) part.setGroup(part.openGroup(), group, group.length, pairs);
  }
  construct(ix, part, grower);
  for (let i = 0; i < ix.n; i++) search.push(i);
  search.run(Math.min(workLimit, judge.work + PRICED_START.searchWork.base + PRICED_START.searchWork.perMember * ix.n));
  return true;
}
