/**
 * The anytime search's settings for the repair (repair.ts): where attempts start, how much local search each gets,
 * the annealing's course and the piece chains' share, each with why (docs/decisions/0013-matching-search-settings.md).
 */
import { defaultCitySeconds, workForSeconds } from './budget';

/**
 * How often an attempt starts around a member left out (otherwise around anyone who could be placed, to reshape
 * crowded areas too). The fast default keeps 0.75, so its groups stay byte for byte what they were; the anytime
 * search on a week of `anytimeFrom` members or more, with more attempts to spend, reshapes more; with annealing a
 * smaller share does better (docs/decisions/0013-matching-search-settings.md).
 */
export const AROUND_UNPLACED = { fastDefault: 0.75, anytime: 0.25, anytimeFrom: 1_000 };

/**
 * The local search after an attempt's rebuild, at most this much work (group evaluations), in the anytime search on
 * a week of `anytimeFrom` members or more; unbounded otherwise (the fast default keeps its groups byte for byte). It
 * was three quarters of an attempt's work, and the attempts that raise the objective seldom need it all: capped, the
 * same work finds more (docs/decisions/0013-matching-search-settings.md).
 */
export const SEARCH_PER_ATTEMPT = { anytime: 60, anytimeFrom: 5_000 };

/**
 * Simulated annealing in the anytime search: an attempt that lowers the objective is kept with probability exp(change /
 * temperature), the change counted in mutual pairs, a member placed worth `placedWeight` of a pair and a venue booker's
 * priority `priorityWeight` (so a loss of placed members alone is kept seldom, unlike a pair's). The temperature falls
 * from `startTemperature` to 0 over the work of the week's default budget (the weekly job's, budget.ts) and then starts
 * again, each cooling twice as long as the one before (coolingAt): it depends only on the week's size and the work done,
 * so a larger budget runs the same search further. The best grouping seen is kept aside and is the answer. Hill climbing
 * (keeping only what does not fall) stalls in local optima that annealing climbs out of
 * (docs/decisions/0013-matching-search-settings.md).
 */
export const ANNEAL = { startTemperature: 0.5, placedWeight: 0.1, priorityWeight: 0.001 };

/**
 * The temperature's course: from `startTemperature` down to 0 over `coolingWork` units of work, then again over twice
 * that, and so on (coolingAt).
 */
export interface Annealing {
  startTemperature: number;
  coolingWork: number;
}

/**
 * Where the annealing stands after `work` units of the anytime search: which cooling it is in (0 for the first, over
 * `coolingWork`; each next one twice as long) and the temperature. A week given more than its default budget gets slower
 * coolings, which find more, where coolings of one length stopped gaining after the first
 * (docs/decisions/0013-matching-search-settings.md). The course depends only on the work done, never on the budget, so a
 * larger budget runs the same search further.
 */
export function coolingAt(anneal: Annealing, work: number): { cooling: number; temperature: number } {
  let cooling = 0;
  let from = 0;
  let length = anneal.coolingWork;
  while (work >= from + length) {
    from += length;
    length *= 2;
    cooling++;
  }
  return { cooling, temperature: anneal.startTemperature * (1 - (work - from) / length) };
}

export interface AnytimeSettings {
  aroundUnplaced: number;
  searchPerAttempt: number;
  /** The fast default's repair has none (null): it keeps its groups byte for byte. */
  anneal: Annealing | null;
  /** With annealing: how often an attempt is a piece chain instead, once the temperature is this low (CHAINS). */
  chains: { share: number; belowTemperature: number; unplaced: number } | null;
}

/**
 * Piece chains in the anytime search (piece-chains.ts): once the annealing's temperature is down to `belowTemperature`
 * (0.25, half of ANNEAL's start, so in the second half of each cooling), a share `share` of the attempts is a chain
 * instead of a rebuild, started from a member left out (a share `unplaced` of them) or from a mutual pick between two
 * groups. A chain costs about a tenth of a rebuild's work, so this is about a third of the work there. Chains are part
 * of the search (never a step at the end: that would break "a larger budget never ends worse"), so a larger budget
 * still runs the same search further. Figures: docs/decisions/0013-matching-search-settings.md.
 */
export const CHAINS = { share: 0.85, belowTemperature: 0.25, unplaced: 0.2 };

/** How the anytime search repairs a week of `members` (AROUND_UNPLACED, SEARCH_PER_ATTEMPT and ANNEAL say why). */
export function anytimeSettings(members: number): AnytimeSettings {
  return {
    aroundUnplaced: members >= AROUND_UNPLACED.anytimeFrom ? AROUND_UNPLACED.anytime : AROUND_UNPLACED.fastDefault,
    searchPerAttempt: members >= SEARCH_PER_ATTEMPT.anytimeFrom ? SEARCH_PER_ATTEMPT.anytime : Number.POSITIVE_INFINITY,
    anneal: { startTemperature: ANNEAL.startTemperature, coolingWork: workForSeconds(defaultCitySeconds(members), members) },
    chains: { ...CHAINS },
  };
}

/**
 * How the repair goes on from the priced start (priced-start.ts): as the anytime search's (AROUND_UNPLACED,
 * SEARCH_PER_ATTEMPT) but without annealing or chains, which shake the priced groups apart
 * (docs/decisions/0013-matching-search-settings.md).
 */
export function pricedRepairSettings(members: number): AnytimeSettings {
  return { ...anytimeSettings(members), anneal: null, chains: null };
}
