import crypto from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import type { CurrentGroupAnswer } from '../../../../shared/groups';
import { createMember, fakeClock, type TestMember } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
afterEach(async () => t?.close());

const put = (from: TestMember, to: TestMember, level: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/picks/${to.profileId}`,
    payload: { level },
    headers: { 'idempotency-key': crypto.randomUUID() },
    cookies: { sid: from.sessionId },
  });
const sharedOf = async (member: TestMember) =>
  ((await t.app.inject({ url: '/api/groups/current', cookies: { sid: member.sessionId } })).json() as CurrentGroupAnswer).group!
    .sharedInterests;

it('"what you have in common" lists only the viewer\'s own interests that someone else in the group has, in the viewer\'s order', async () => {
  const clock = fakeClock('2026-11-19T17:00:00Z');
  t = await buildTestApp({ now: clock.now });
  const make = (firstName: string, interests: string[], canHost = false) =>
    createMember(t.app.db, { firstName, interests, canHost, email: `${firstName.toLowerCase()}-${crypto.randomUUID()}@example.com` });
  const host = await make('Host', ['Book Club', 'photography'], true);
  const ana = await make('Ana', ['cooking & food culture', 'Photography']);
  const ben = await make('Ben', ['book club', 'surfing & ocean sports']);
  const cal = await make('Cal', ['book club', 'surfing & ocean sports', 'cooking & food culture']);
  await t.app.cycle.tick();
  const everyone = [host, ana, ben, cal];
  for (const from of everyone) for (const to of everyone) if (from !== to) expect((await put(from, to, 3)).statusCode).toBe(200);
  clock.set('2026-11-23T14:00:00Z');
  await t.app.cycle.tick();

  // Book club is shared by three others, but not by Ana: her list never claims it.
  expect(await sharedOf(ana)).toEqual(['cooking & food culture', 'Photography']);
  expect(await sharedOf(ben)).toEqual(['book club', 'surfing & ocean sports']);
  expect(await sharedOf(host)).toEqual(['Book Club', 'photography']);
});
