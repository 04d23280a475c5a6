/** The proven optimum of a small generated week (HiGHS over every valid group), for the tests of upper bounds. */
import { expect } from 'vitest';
import { solveBySetPacking } from '../match-ilp';
import { generateInstance } from '../../tests/helpers/match-instances';
import { mutualPairsInGroups } from '../../server/features/matching/check-groups';
import { matchGroups } from '../../server/features/matching/engine';
import { indexInstance } from '../../server/features/matching/index-instance';

/**
 * The small weeks the bounds are checked on: [members, seed]. HiGHS proves each in under a second; a week of 80
 * members (seed 1) took it 8-20 s, which is the bench's business (bench:match-quality), not a test's.
 */
export const SMALL_WEEKS = [
  [40, 2],
  [60, 1],
] as const;

const proven = new Map<string, Promise<Awaited<ReturnType<typeof solve>>>>();

async function solve(n: number, seed: number) {
  const instance = generateInstance(n, seed);
  const ix = indexInstance(instance);
  const engine = matchGroups(instance);
  const exact = await solveBySetPacking(instance, ix, 60, { lowerBound: engine });
  expect(exact.status).toBe('Optimal');
  return { instance, ix, engine, optimum: mutualPairsInGroups(instance, exact.result!) };
}

/** A generated week, indexed, with the fast default's answer and the mutual pairs of a proven optimum (solved once). */
export function provenOptimum(n: number, seed: number) {
  const key = `${n}/${seed}`;
  if (!proven.has(key)) proven.set(key, solve(n, seed));
  return proven.get(key)!;
}
