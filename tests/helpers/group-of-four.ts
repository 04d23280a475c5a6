import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { memberRequest } from './member-request';
import { createMember, type TestMember } from './members';

/**
 * Host (who can book a venue), Ana, Ben and Cal in one city, each having picked the other three: after the release
 * (`releasedAt`, then a tick) and the pick close (`closeAt`, then a tick) the engine puts them in one group.
 * `options` (for a test that forms many groups over the weeks): accounts and sessions made at `now`, so they are live
 * on the test's clock; `interests` all four share, so their batches hold one another in a city of many members.
 */
export async function groupOfFour(
  app: FastifyInstance,
  clock: { set(iso: string): void },
  closeAt: string,
  options: { now?: Date; interests?: string[] } = {},
) {
  const members: TestMember[] = [];
  for (const firstName of ['Host', 'Ana', 'Ben', 'Cal'])
    members.push(
      await createMember(app.db, {
        firstName,
        canHost: firstName === 'Host',
        ...options,
        email: `${firstName.toLowerCase()}-${crypto.randomUUID()}@example.com`,
      }),
    );
  await app.cycle.tick();
  for (const a of members)
    for (const b of members)
      if (a !== b) {
        const answer = await memberRequest(() => app)(a, 'PUT', `/api/picks/${b.profileId}`, { level: 3 });
        if (answer.statusCode !== 200) throw new Error(`pick refused: ${answer.body}`);
      }
  clock.set(closeAt);
  await app.cycle.tick();
  return members as [TestMember, TestMember, TestMember, TestMember];
}
