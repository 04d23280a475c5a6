import { describe, expect, it } from 'vitest';
import { generateInstance } from '../../../helpers/match-instances';
import { defaultCitySeconds, workForSeconds, workPerSecond } from '../../../../server/features/matching/budget';
import { groupRuleViolations, mutualPairsInGroups } from '../../../../server/features/matching/check-groups';
import { type MatchOptions, matchGroups } from '../../../../server/features/matching/engine';
import { anytimeSettings } from '../../../../server/features/matching/search-settings';
import type { MatchInstance } from '../../../../shared/matching';

// Small weeks and small budgets (the fast default's own work on them is about 1.5 million units, about 1 s of budget).
const BUDGET = 4;

/**
 * The fast default's mutual pairs and a budgeted run's on one week, once the budgeted groups pass the hard rules, with
 * the budgeted groups as JSON.
 */
function fastAndBudgeted(instance: MatchInstance, options: number | MatchOptions): { fast: number; budgeted: number; json: string } {
  const fast = mutualPairsInGroups(instance, matchGroups(instance));
  const budgeted = matchGroups(instance, typeof options === 'number' ? { seconds: options } : options);
  expect(groupRuleViolations(instance, budgeted)).toEqual([]);
  return { fast, budgeted: mutualPairsInGroups(instance, budgeted), json: JSON.stringify(budgeted) };
}

/** Two runs with the same budget and seed, the second on a copy of the week, give the same groups byte for byte. */
function expectReproducible(instance: MatchInstance, options: MatchOptions): void {
  const first = JSON.stringify(matchGroups(instance, options));
  expect(JSON.stringify(matchGroups(JSON.parse(JSON.stringify(instance)), options))).toBe(first);
}

describe('the anytime search (a time budget counted as work)', () => {
  it('gives the same groups byte for byte for the same input, seed and budget', () => {
    expectReproducible(generateInstance(60, 3), { seconds: BUDGET, seed: 7 });
  });

  it('never ends below the fast default, and every group obeys the hard rules', () => {
    for (const seed of [1, 2]) {
      const { fast, budgeted } = fastAndBudgeted(generateInstance(80, seed), BUDGET);
      expect(budgeted).toBeGreaterThanOrEqual(fast);
    }
  });

  it('finds more mutual pairs than the fast default when the week leaves room (150 members, 6 s)', () => {
    const { fast, budgeted } = fastAndBudgeted(generateInstance(150, 1), 6);
    expect(budgeted).toBeGreaterThan(fast);
  });

  it('on a week of 1,000 members (the search reshapes more of it) ends valid and above the fast default', () => {
    const { fast, budgeted } = fastAndBudgeted(generateInstance(1_000, 3), 2);
    expect(budgeted).toBeGreaterThan(fast);
  });

  it('on a week of 5,000 members (each repair attempt’s local search bounded) ends valid, above the fast default, and reproducible', () => {
    // 1.5 s: the fast default's own work at 5,000 members is about 1.2 s of it.
    const options = { seconds: 1.5, seed: 5 };
    const instance = generateInstance(5_000, 2);
    const { fast, budgeted, json } = fastAndBudgeted(instance, options);
    expect(budgeted).toBeGreaterThan(fast);
    expect(JSON.stringify(matchGroups(JSON.parse(JSON.stringify(instance)), options))).toBe(json);
  });

  it('bounds each attempt’s local search at 60 units from 5,000 members, starts three quarters of the attempts anywhere from 1,000, and sets piece chains for 85% of the attempts from temperature 0.25', () => {
    const anneal = (members: number) => ({ startTemperature: 0.5, coolingWork: workForSeconds(defaultCitySeconds(members), members) });
    const chains = { share: 0.85, belowTemperature: 0.25, unplaced: 0.2 };
    expect(anytimeSettings(4_999)).toEqual({
      aroundUnplaced: 0.25,
      searchPerAttempt: Number.POSITIVE_INFINITY,
      anneal: anneal(4_999),
      chains,
    });
    expect(anytimeSettings(5_000)).toEqual({ aroundUnplaced: 0.25, searchPerAttempt: 60, anneal: anneal(5_000), chains });
    expect(anytimeSettings(999)).toEqual({ aroundUnplaced: 0.75, searchPerAttempt: Number.POSITIVE_INFINITY, anneal: anneal(999), chains });
  });

  it('keeps the fast default when the budget is no more than its own work, or no budget is given', () => {
    const instance = generateInstance(60, 1);
    const fast = JSON.stringify(matchGroups(instance));
    expect(JSON.stringify(matchGroups(instance, {}))).toBe(fast);
    expect(JSON.stringify(matchGroups(instance, { seconds: 0 }))).toBe(fast);
  });

  it('refuses a negative or non-numeric budget', () => {
    expect(() => matchGroups(generateInstance(20, 1), { seconds: -1 })).toThrow(RangeError);
    expect(() => workForSeconds(Number.NaN, 100)).toThrow(RangeError);
  });

  it('buys less work a second on a larger week, as the build machine measured, and caps the budget at an hour', () => {
    expect(workPerSecond(0)).toBe(1_400_000);
    expect(workForSeconds(30, 10_000)).toBe(30 * 1_272_727);
    expect(workForSeconds(60, 100_000)).toBe(60 * 700_000);
    expect(workPerSecond(1_000)).toBeGreaterThan(workPerSecond(10_000));
    expect(workPerSecond(10_000)).toBeGreaterThan(workPerSecond(100_000));
    expect(workForSeconds(7_200, 1_000)).toBe(workForSeconds(3_600, 1_000));
  });

  it('never ends worse with a larger budget on the same week (the same search, run longer)', () => {
    const instance = generateInstance(150, 2);
    const small = matchGroups(instance, { seconds: 2 });
    const large = matchGroups(instance, { seconds: 4 });
    expect(mutualPairsInGroups(instance, large)).toBeGreaterThanOrEqual(mutualPairsInGroups(instance, small));
  });

  it('scales the weekly default with the city: 60 s at 100,000 members, 30 s at 10,000, at least 5 s', () => {
    expect(defaultCitySeconds(100_000)).toBe(60);
    expect(defaultCitySeconds(10_000)).toBe(30);
    expect(defaultCitySeconds(1_000)).toBe(15);
    expect(defaultCitySeconds(0)).toBe(5);
    expect(defaultCitySeconds(5_000_000)).toBe(60);
  });
});
