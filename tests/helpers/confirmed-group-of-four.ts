import { expect } from 'vitest';
import type { GroupView } from '../../shared/groups';
import type { FakeStripe } from './fake-stripe';
import { groupOfFour } from './group-of-four';
import { memberRequest } from './member-request';
import { fakeClock, type TestMember } from './members';
import { fakeStripeEnv } from './stripe-app';
import { buildTestApp } from './test-app';

const RELEASE = '2026-11-19T17:00:00Z';
const CLOSE = '2026-11-23T14:00:00Z';
const DEADLINE = '2026-11-25T14:00:00Z';

/**
 * Host (the venue booker), Ana, Ben and Cal matched on the real app, all accepted (deposits held): a confirmed group
 * after the invite deadline. `at(ms)` is a moment relative to the meetup's start; `code` the group's check-in code.
 * `env` configures the app (a push service, an SMTP listener). With `stripe` (the fake), the deposits are held there,
 * each member having saved a card first; otherwise by the demo provider.
 */
export async function confirmedGroupOfFour(options: { env?: NodeJS.ProcessEnv; stripe?: FakeStripe } = {}) {
  const clock = fakeClock(RELEASE);
  const t = await buildTestApp({ now: clock.now, env: { ...options.env, ...(options.stripe ? fakeStripeEnv(options.stripe) : {}) } });
  const call = memberRequest(() => t.app);
  const groupOf = async (member: TestMember) => ((await call(member, 'GET', '/api/groups/current')).json() as { group: GroupView }).group;
  const members = await groupOfFour(t.app, clock, CLOSE);
  const groupId = (await groupOf(members[1])).id;
  for (const member of members) {
    if (options.stripe) {
      expect((await call(member, 'POST', '/api/payments/card/setup', {})).statusCode).toBe(200);
      options.stripe.completeSetup([...options.stripe.setups.keys()].at(-1)!, 'pm_card_visa');
      expect((await call(member, 'POST', '/api/payments/card/confirm', {})).statusCode).toBe(200);
    }
    expect((await call(member, 'POST', `/api/groups/${groupId}/accept`)).statusCode).toBe(200);
  }
  clock.set(DEADLINE);
  await t.app.cycle.tick();
  const [host, ana, ben, cal] = members;
  const view = await groupOf(host);
  expect(view.status).toBe('confirmed');
  const meetsAt = Date.parse(view.meetsAt);
  const at = (offsetMs: number) => new Date(meetsAt + offsetMs).toISOString();
  return { t, clock, host, ana, ben, cal, groupId, code: view.checkIn!.code!, at };
}
