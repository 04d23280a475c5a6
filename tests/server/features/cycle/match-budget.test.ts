import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MatchInstance } from '../../../../shared/matching';
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

  it('keeps its job while a matching runs past the lease: no other scheduler can take it over and start again', async () => {
    const job = { city: 'toronto', week: '2026-11-19', step: 'match' as const };
    const leaseUntil = async () =>
      (await t.app.db.get<{ leaseUntil: string }>(
        "SELECT lease_until AS \"leaseUntil\" FROM cycle_jobs WHERE city = 'toronto' AND week = '2026-11-19' AND step = 'match'",
      ))!.leaseUntil;
    let takeOver: string | undefined;
    const match = async (instance: MatchInstance, options: MatchOptions) => {
      // Eleven minutes into a long run: past the 10-minute lease the job was claimed with.
      clock.set('2026-11-23T14:11:00Z');
      vi.advanceTimersByTime(MATCH_KEEP_ALIVE_MS);
      // The renewal is a write in flight: wait for it (setImmediate is not faked).
      for (let look = 0; look < 500 && (await leaseUntil()) <= clock.now().toISOString(); look++) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      takeOver = await t.app.repos.jobs.claim(job, clock.now(), 10 * 60 * 1000);
      return matchInProcess(instance, options);
    };
    const clock = fakeClock('2026-11-19T17:00:00Z');
    t = await buildTestApp({ now: clock.now, match, env: { MATCH_SECONDS: '0' } });
    await seedCity(t.app.db, { members: 20, seed: 1 });
    await t.app.cycle.tick();
    clock.set('2026-11-23T14:00:00Z');
    // Only the intervals are faked, from here: the step's renewal timer is made after this.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      await t.app.cycle.tick();
    } finally {
      vi.useRealTimers();
    }
    expect(takeOver).toBe('busy');
    expect(
      await t.app.db.get("SELECT status, attempts FROM cycle_jobs WHERE city = 'toronto' AND week = '2026-11-19' AND step = 'match'"),
    ).toEqual({
      status: 'done',
      attempts: 1,
    });
  });
});
