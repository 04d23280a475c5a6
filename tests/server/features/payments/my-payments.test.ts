import { afterEach, describe, expect, it } from 'vitest';
import type { GroupView } from '../../../../shared/groups';
import type { MyPayment, MyPayments } from '../../../../shared/payments-contract';
import type { ReviewDispute } from '../../../../shared/review-contract';
import type { TestAccount } from '../../../helpers/accounts';
import { eventFormatPayload } from '../../../helpers/event-format-payload';
import { formatJourney } from '../../../helpers/format-journey';
import { groupOfFour } from '../../../helpers/group-of-four';
import { memberRequest } from '../../../helpers/member-request';
import { fakeClock } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { createAdmin } from '../review/review-helpers';

// GET /api/payments/mine, the list /payment shows: a member's own deposits, tips and program tickets, newest first,
// with what each was for, its state, and what came back (a ticket's amounts from the programs' ledger). Nobody ever
// sees anyone else's. The demo provider moves no money but writes every row and ledger entry as Stripe would.
let t: TestApp;
afterEach(async () => t?.close());

const HOUR = 60 * 60_000;
const call = memberRequest(() => t.app);
const groupOf = async (who: TestAccount) => ((await call(who, 'GET', '/api/groups/current')).json() as { group: GroupView }).group;
const paymentsOf = async (who: TestAccount) => {
  const answer = await call(who, 'GET', '/api/payments/mine');
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  return (answer.json() as MyPayments).payments;
};
/** Every session stays alive at the clock's new time (a session idles out after a week). */
const renewSessions = (at: Date) =>
  t.app.repos.auth.setSessionTimes({ lastSeenAt: at.toISOString(), expiresAt: new Date(at.getTime() + 7 * 24 * HOUR).toISOString() });

/**
 * A confirmed group of four meets: Host, Ana and Ben check in, Cal does not and is charged as a no-show, disputes it
 * and an admin refunds it; Ana tips $5 after the meetup. Then Ana and Dee pay for a $45 program with the moderate
 * policy, and Ana gives her place up, getting half back.
 */
async function aMonthOfMoney() {
  const clock = fakeClock('2026-11-19T17:00:00Z');
  t = await buildTestApp({ now: clock.now });
  const [host, ana, ben, cal] = await groupOfFour(t.app, clock, '2026-11-23T14:00:00Z');
  const groupId = (await groupOf(ana)).id;
  for (const member of [host, ana, ben, cal]) expect((await call(member, 'POST', `/api/groups/${groupId}/accept`)).statusCode).toBe(200);
  clock.set('2026-11-25T14:00:00Z');
  await t.app.cycle.tick();
  const view = await groupOf(host);
  const meetsAt = Date.parse(view.meetsAt);

  clock.set(new Date(meetsAt + 10 * 60_000).toISOString());
  for (const member of [host, ana, ben]) {
    const checkedIn = await call(member, 'POST', `/api/groups/${groupId}/check-in`, {
      code: view.checkIn!.code,
      at: clock.now().toISOString(),
    });
    expect(checkedIn.statusCode).toBe(200);
  }
  clock.set(new Date(meetsAt + 2 * HOUR).toISOString());
  expect((await call(ana, 'POST', `/api/groups/${groupId}/tip`, { amountCents: 500 })).statusCode).toBe(200);
  clock.set(new Date(meetsAt + 28 * HOUR).toISOString());
  await renewSessions(clock.now());
  await t.app.cycle.tick();
  expect((await call(cal, 'POST', `/api/groups/${groupId}/dispute`, { reason: 'I was there, my phone was dead.' })).statusCode).toBe(200);
  const admin = await createAdmin(t.app);
  const [dispute] = (
    (await t.app.inject({ method: 'GET', url: '/api/review/disputes', cookies: { sid: admin.sessionId } })).json() as {
      data: ReviewDispute[];
    }
  ).data;
  const refunded = await t.app.inject({
    method: 'POST',
    url: `/api/review/disputes/${dispute!.id}/refund`,
    cookies: { sid: admin.sessionId },
  });
  expect(refunded.statusCode, refunded.body).toBe(200);

  clock.set(new Date(meetsAt + 30 * HOUR).toISOString());
  await renewSessions(clock.now());
  const programs = formatJourney(() => t.app, clock.now);
  const base = eventFormatPayload({}, '2026-12-30');
  const program = await programs.publish({ pricing: { ...base.pricing!, cancellationPolicy: 'moderate' } }, { hostApproval: false });
  const interested = await programs.call('POST', `/api/event-format/${program.id}/interest`, undefined, { name: 'Ana', email: ana.email });
  expect(interested.status).toBe(202);
  const [dee, ...others] = await programs.interested(program, ['Dee', 'Eve', 'Fay']);
  await programs.advance(program);
  await programs.allPick(program, [ana, dee!, ...others]);
  expect((await programs.advance(program)).phase).toBe('confirmation');
  for (const payer of [ana, dee!]) expect((await programs.pay(program, payer)).status).toBe(200);
  clock.set(new Date(meetsAt + 31 * HOUR).toISOString());
  expect((await programs.call('POST', `/api/event-format/${program.id}/decline`, ana)).status).toBe(200);

  return { host, ana, ben, cal, dee: dee!, programHost: program.host, meetupAt: view.meetsAt, meetsAt };
}

describe("a member's payments on /payment", () => {
  it('lists their own deposit, tip and ticket, newest first, with the amounts and states the ledgers give', async () => {
    const { ana, meetupAt, meetsAt } = await aMonthOfMoney();
    const mine = await paymentsOf(ana);
    const group = { meetupAt, timeZone: 'America/Toronto', title: null };
    expect(mine).toEqual<MyPayment[]>([
      {
        id: expect.stringMatching(/^ticket:/),
        kind: 'ticket',
        status: 'refunded',
        amountCents: 4500,
        refundedCents: 2250,
        currency: 'CAD',
        at: new Date(meetsAt + 30 * HOUR).toISOString(),
        timeZone: 'America/Toronto',
        meetupAt: null,
        title: 'Sourdough for beginners',
      },
      {
        id: expect.stringMatching(/^tip:/),
        kind: 'tip',
        status: 'paid',
        amountCents: 500,
        refundedCents: 0,
        currency: 'cad',
        at: new Date(meetsAt + 2 * HOUR).toISOString(),
        ...group,
      },
      {
        id: expect.stringMatching(/^deposit:/),
        kind: 'deposit',
        status: 'released',
        amountCents: 1000,
        refundedCents: 0,
        currency: 'cad',
        at: '2026-11-23T14:00:00.000Z',
        ...group,
      },
    ]);
  });

  it('says a no-show charge refunded after a dispute is refunded, and a ticket still paid is paid', async () => {
    const { cal, dee, meetupAt } = await aMonthOfMoney();
    expect(await paymentsOf(cal)).toEqual([
      expect.objectContaining({ kind: 'deposit', status: 'refunded', amountCents: 1000, refundedCents: 1000, meetupAt }),
    ]);
    expect(await paymentsOf(dee)).toEqual([
      expect.objectContaining({ kind: 'ticket', status: 'paid', amountCents: 4500, refundedCents: 0, title: 'Sourdough for beginners' }),
    ]);
  });

  it("never shows anyone else's: each sees only their own rows, a host none of their participants', signed out nothing", async () => {
    const { host, ana, ben, cal, dee, programHost } = await aMonthOfMoney();
    const idsOf = async (who: TestAccount) => (await paymentsOf(who)).map((payment) => payment.id);
    const ids = {
      host: await idsOf(host),
      ana: await idsOf(ana),
      ben: await idsOf(ben),
      cal: await idsOf(cal),
      dee: await idsOf(dee),
    };
    expect([ids.host.length, ids.ana.length, ids.ben.length, ids.cal.length, ids.dee.length]).toEqual([1, 3, 1, 1, 1]);
    expect(new Set(Object.values(ids).flat()).size).toBe(7);
    expect(await paymentsOf(programHost)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/mine' })).statusCode).toBe(401);
  });
});
