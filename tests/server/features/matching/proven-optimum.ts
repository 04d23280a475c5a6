/** The proven optimum of a small generated week (HiGHS over every valid group), for the tests of upper bounds. */
import { expect } from 'vitest';
import { solveBySetPacking } from '../../../../scripts/match-ilp';
import { generateInstance } from '../../../../scripts/match-instances';
import { mutualPairsInGroups } from '../../../../server/features/matching/check-groups';
import { matchGroups } from '../../../../server/features/matching/engine';
import { indexInstance } from '../../../../server/features/matching/index-instance';

/** The small weeks the bounds are checked on: [members, seed]. */
export const SMALL_WEEKS = [
  [40, 2],
  [60, 1],
  [80, 1],
] as const;

/** A generated week, indexed, with the fast default's answer and the mutual pairs of a proven optimum. */
export async function provenOptimum(n: number, seed: number) {
  const instance = generateInstance(n, seed);
  const ix = indexInstance(instance);
  const engine = matchGroups(instance);
  const exact = await solveBySetPacking(instance, ix, 60, { lowerBound: engine });
  expect(exact.status).toBe('Optimal');
  return { instance, ix, engine, optimum: mutualPairsInGroups(instance, exact.result!) };
}
