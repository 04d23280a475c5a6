import type { City } from '../../../shared/weekly-cycle';
import { defaultCitySeconds } from '../matching/budget';

/**
 * Per-city time budgets of the weekly matching, in seconds (counted as work: the same week gives the same groups
 * on any machine, see features/matching/budget.ts). A city not listed gets the default scaled to its size: 60 s
 * at 100,000 members, 30 s at 10,000, 15 s at 1,000. Matching runs once a week, so a minute is cheap.
 */
export const CITY_MATCH_SECONDS: Readonly<Record<string, number>> = {};

export function matchSecondsFor(city: City, members: number, settings: Readonly<Record<string, number>> = CITY_MATCH_SECONDS): number {
  return settings[city.id] ?? defaultCitySeconds(members);
}
