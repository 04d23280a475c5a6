import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { GroupView } from '../../../../shared/groups';
import { createMember, fakeClock, type TestMember } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
afterEach(async () => t?.close());

const RELEASE = '2026-11-19T17:00:00Z';
const CLOSE = '2026-11-23T14:00:00Z';

function call(member: TestMember, method: 'GET' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    payload: payload as object | undefined,
    headers: method === 'GET' ? {} : { 'idempotency-key': crypto.randomUUID() },
    cookies: { sid: member.sessionId },
  });
}

const groupOf = async (member: TestMember) =>
  ((await call(member, 'GET', '/api/groups/current')).json() as { group: GroupView | null }).group;

/** Five members who all picked each other; Dee has a photo or not. Monday's matching runs at CLOSE. */
async function fiveWhoPickedEachOther(deeHasPhoto: boolean) {
  const clock = fakeClock(RELEASE);
  t = await buildTestApp({ now: clock.now });
  const members: TestMember[] = [];
  for (const firstName of ['Host', 'Ana', 'Ben', 'Cal', 'Dee'])
    members.push(
      await createMember(t.app.db, {
        firstName,
        canHost: firstName === 'Host',
        photo: firstName !== 'Dee' || deeHasPhoto,
        email: `${firstName.toLowerCase()}-${crypto.randomUUID()}@example.com`,
      }),
    );
  await t.app.cycle.tick();
  for (const a of members)
    for (const b of members) if (a !== b) expect((await call(a, 'PUT', `/api/picks/${b.profileId}`, { level: 4 })).statusCode).toBe(200);
  clock.set(CLOSE);
  await t.app.cycle.tick();
  return members as [TestMember, TestMember, TestMember, TestMember, TestMember];
}

describe('matching needs a photo', () => {
  it('leaves a member without a photo out of the groups, however many mutual picks they have', async () => {
    const [, ana, , , dee] = await fiveWhoPickedEachOther(false);
    expect(await groupOf(dee)).toBeNull();
    expect((await groupOf(ana))!.members.map((m) => m.firstName).sort()).toEqual(['Ana', 'Ben', 'Cal', 'Host']);
  });

  it('places the same member once they have one', async () => {
    const [, ana, , , dee] = await fiveWhoPickedEachOther(true);
    expect(await groupOf(dee)).not.toBeNull();
    expect((await groupOf(ana))!.members.map((m) => m.firstName).sort()).toEqual(['Ana', 'Ben', 'Cal', 'Dee', 'Host']);
  });
});
