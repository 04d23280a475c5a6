import crypto from 'node:crypto';
import { expect } from 'vitest';
import { memberRequest } from './member-request';
import { createMember, fakeClock, type TestMember } from './members';
import { buildTestApp, type TestApp } from './test-app';

/** The week of the groups tests: picks open at RELEASE, close at CLOSE (matching), invites close at DEADLINE. */
export const RELEASE = '2026-11-19T17:00:00Z';
export const CLOSE = '2026-11-23T14:00:00Z';
export const DEADLINE = '2026-11-25T14:00:00Z';

/**
 * Host, Ana, Ben and Cal all picked each other (6 mutual pairs). Eve picked Ana and Ben and they picked her back,
 * but Cal said "never" (0) to Eve, so Eve cannot join while Cal is in: matching leaves her out.
 */
export async function weekWithFourAndEve(env: Record<string, string>): Promise<{ t: TestApp } & FourAndEve> {
  const clock = fakeClock(RELEASE);
  const t = await buildTestApp({ now: clock.now, env });
  const call = memberRequest(() => t.app);
  const made: TestMember[] = [];
  for (const firstName of ['Host', 'Ana', 'Ben', 'Cal', 'Eve'])
    made.push(
      await createMember(t.app.db, {
        firstName,
        canHost: firstName === 'Host',
        email: `${firstName.toLowerCase()}-${crypto.randomUUID()}@example.com`,
      }),
    );
  const [host, ana, ben, cal, eve] = made as [TestMember, TestMember, TestMember, TestMember, TestMember];
  await t.app.cycle.tick();
  const mutual = async (a: TestMember, b: TestMember) => {
    expect((await call(a, 'PUT', `/api/picks/${b.profileId}`, { level: 3 })).statusCode).toBe(200);
    expect((await call(b, 'PUT', `/api/picks/${a.profileId}`, { level: 3 })).statusCode).toBe(200);
  };
  for (const [a, b] of [
    [host, ana],
    [host, ben],
    [host, cal],
    [ana, ben],
    [ana, cal],
    [ben, cal],
    [eve, ana],
    [eve, ben],
  ] as const)
    await mutual(a, b);
  expect((await call(cal, 'PUT', `/api/picks/${eve.profileId}`, { level: 0 })).statusCode).toBe(200);
  clock.set(CLOSE);
  await t.app.cycle.tick();
  return { t, clock, host, ana, ben, cal, eve };
}

export interface FourAndEve {
  clock: ReturnType<typeof fakeClock>;
  host: TestMember;
  ana: TestMember;
  ben: TestMember;
  cal: TestMember;
  eve: TestMember;
}
