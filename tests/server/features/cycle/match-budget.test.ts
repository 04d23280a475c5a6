import { afterEach, describe, expect, it } from 'vitest';
import type { MatchInstance } from '../../../../shared/matching';
import { CITIES } from '../../../../shared/weekly-cycle';
import { matchSecondsFor } from '../../../../server/features/cycle/match-budget';
import { defaultCitySeconds } from '../../../../server/features/matching/budget';
import type { MatchOptions } from '../../../../server/features/matching/engine';
import { matchInProcess } from '../../../../server/features/matching/run-engine';
import { fakeClock } from '../../../helpers/members';
import { seedCity } from '../../../helpers/seed-city';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

const toronto = CITIES[0]!;
let t: TestApp;
afterEach(async () => t?.close());

describe("the weekly matching's time budget", () => {
  it("is the city's own setting when it has one, else the default scaled to the city's size", () => {
    expect(matchSecondsFor(toronto, 100_000)).toBe(60);
    expect(matchSecondsFor(toronto, 10_000)).toBe(defaultCitySeconds(10_000));
    expect(matchSecondsFor(toronto, 10_000, { toronto: 45 })).toBe(45);
    expect(matchSecondsFor(toronto, 10_000, { montreal: 45 })).toBe(30);
  });

  it('reaches the engine from the match step, and the job records it', async () => {
    const calls: { members: number; options: MatchOptions }[] = [];
    const match = (instance: MatchInstance, options: MatchOptions) => {
      calls.push({ members: instance.members.length, options });
      return matchInProcess(instance, options);
    };
    const clock = fakeClock('2026-11-19T17:00:00Z');
    t = await buildTestApp({ now: clock.now, match });
    await seedCity(t.app.db, { members: 40, seed: 2 });
    await t.app.cycle.tick();
    clock.set('2026-11-23T14:00:00Z');
    await t.app.cycle.tick();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.members).toBeGreaterThan(30);
    expect(calls[0]!.options).toEqual({ seconds: defaultCitySeconds(calls[0]!.members) });
    const job = await t.app.db.get<{ summary: string }>(
      "SELECT summary FROM cycle_jobs WHERE city = 'toronto' AND week = '2026-11-19' AND step = 'match'",
    );
    expect(JSON.parse(job!.summary)).toMatchObject({ members: calls[0]!.members, seconds: defaultCitySeconds(calls[0]!.members) });
  });

  it('MATCH_SECONDS sets the budget for every city (0: the fast default)', async () => {
    const calls: MatchOptions[] = [];
    const match = (instance: MatchInstance, options: MatchOptions) => {
      calls.push(options);
      return matchInProcess(instance, options);
    };
    const clock = fakeClock('2026-11-19T17:00:00Z');
    t = await buildTestApp({ now: clock.now, match, env: { MATCH_SECONDS: '0' } });
    await seedCity(t.app.db, { members: 20, seed: 1 });
    await t.app.cycle.tick();
    clock.set('2026-11-23T14:00:00Z');
    await t.app.cycle.tick();
    expect(calls).toEqual([{ seconds: 0 }]);
  });
});
