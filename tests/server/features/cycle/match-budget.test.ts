import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MatchInstance, MatchResult } from '../../../../shared/matching';
import { CITIES } from '../../../../shared/weekly-cycle';
import { matchSecondsFor } from '../../../../server/features/cycle/match-budget';
import { MATCH_KEEP_ALIVE_MS } from '../../../../server/features/cycle/steps';
import { defaultCitySeconds } from '../../../../server/features/matching/budget';
import type { MatchOptions } from '../../../../server/features/matching/engine';
import { matchInProcess } from '../../../../server/features/matching/run-engine';
import { fakeClock } from '../../../helpers/members';
import { seedCity } from '../../../helpers/seed-city';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

const toronto = CITIES[0]!;
let t: TestApp;
afterEach(async () => t?.close());

/** Thursday 12:00 in Toronto (the release) and the Monday 09:00 after it (picks close, the match step runs). */
const RELEASE_AT = '2026-11-19T17:00:00Z';
const MATCH_AT = '2026-11-23T14:00:00Z';

type Match = (instance: MatchInstance, options: MatchOptions) => Promise<MatchResult>;

/**
 * A seeded Toronto whose week is released, then the tick at the match's time that runs `match`; `matchTick` wraps
 * that tick (to fake timers around it).
 */
async function releaseThenMatch(
  clock: ReturnType<typeof fakeClock>,
  match: Match,
  city: { members: number; seed: number; env?: NodeJS.ProcessEnv },
  matchTick: (tick: () => Promise<void>) => Promise<void> = (tick) => tick(),
): Promise<void> {
  t = await buildTestApp({ now: clock.now, match, env: city.env });
  await seedCity(t.app.db, { members: city.members, seed: city.seed });
  await t.app.cycle.tick();
  clock.set(MATCH_AT);
  await matchTick(() => t.app.cycle.tick());
}

/** This week's match job. */
const matchJob = () => t.app.repos.jobs.find('toronto', '2026-11-19', 'match');

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
    await releaseThenMatch(fakeClock(RELEASE_AT), match, { members: 40, seed: 2 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.members).toBeGreaterThan(30);
    expect(calls[0]!.options).toEqual({ seconds: defaultCitySeconds(calls[0]!.members) });
    const job = await matchJob();
    expect(JSON.parse(job!.summary!)).toMatchObject({ members: calls[0]!.members, seconds: defaultCitySeconds(calls[0]!.members) });
  });

  it('MATCH_SECONDS sets the budget for every city (0: the fast default)', async () => {
    const calls: MatchOptions[] = [];
    const match = (instance: MatchInstance, options: MatchOptions) => {
      calls.push(options);
      return matchInProcess(instance, options);
    };
    await releaseThenMatch(fakeClock(RELEASE_AT), match, { members: 20, seed: 1, env: { MATCH_SECONDS: '0' } });
    expect(calls).toEqual([{ seconds: 0 }]);
  });

  it('keeps its job while a matching runs past the lease: no other scheduler can take it over and start again', async () => {
    const clock = fakeClock(RELEASE_AT);
    const leaseUntil = async () => (await matchJob())!.leaseUntil!;
    let takeOver: string | undefined;
    const match = async (instance: MatchInstance, options: MatchOptions) => {
      // Eleven minutes into a long run: past the 10-minute lease the job was claimed with.
      clock.set('2026-11-23T14:11:00Z');
      vi.advanceTimersByTime(MATCH_KEEP_ALIVE_MS);
      // The renewal is a write in flight: wait for it (setImmediate is not faked).
      for (let look = 0; look < 500 && (await leaseUntil()) <= clock.now().toISOString(); look++) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      takeOver = await t.app.repos.jobs.claim({ city: 'toronto', week: '2026-11-19', step: 'match' }, clock.now(), 10 * 60 * 1000);
      return matchInProcess(instance, options);
    };
    // Only the intervals are faked, and only around the match's tick: the step's renewal timer is made in it.
    await releaseThenMatch(clock, match, { members: 20, seed: 1, env: { MATCH_SECONDS: '0' } }, async (tick) => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      try {
        await tick();
      } finally {
        vi.useRealTimers();
      }
    });
    expect(takeOver).toBe('busy');
    const { status, attempts } = (await matchJob())!;
    expect({ status, attempts }).toEqual({ status: 'done', attempts: 1 });
  });
});
