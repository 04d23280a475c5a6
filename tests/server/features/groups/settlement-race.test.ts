import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { NoticeKind } from '../../../../shared/groups';
import type { Database } from '../../../../server/db/database';
import { ledgerRepo } from '../../../../server/features/ledger/repo';
import { paymentsRepo } from '../../../../server/features/payments/repo';
import { aGroup } from '../../../helpers/builders/groups';
import { confirmedGroupOfFour } from '../../../helpers/confirmed-group-of-four';
import { type FakeStripe, startFakeStripe } from '../../../helpers/fake-stripe';
import { memberRequest } from '../../../helpers/member-request';
import type { TestMember } from '../../../helpers/members';
import { noticesOf } from '../../../helpers/notices';
import { fakeStripeEnv } from '../../../helpers/stripe-app';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { onPostgres } from '../../../helpers/test-database';

// Two app nodes on one database tick together (both wait for the same next due job), so both settle the same
// deposits at once: the money moves once, and each member is told once.
let t: TestApp | undefined;
let second: TestApp | undefined;
let stripe: FakeStripe | undefined;
afterEach(async () => {
  await second?.close();
  await t?.close();
  await stripe?.close();
  second = t = stripe = undefined;
});

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const SETTLEMENT_KINDS: readonly NoticeKind[] = ['deposit-released', 'deposit-charged', 'cancel-charged', 'matching-paused'];
/** How long Stripe's answer to one node waits for the other node to ask the same. */
const RACE_WAIT_MS = 10_000;

/**
 * Stripe's answer to a capture or cancel, held until the other node, having read the hold as still held, asked Stripe
 * the same (a replay of the key, answered at once) and applied that answer: the two nodes race on every hold, and
 * the first to ask is the one to lose. Holds Stripe waited on in vain (the other node never asked) go to `unraced`.
 */
function raceEachHold(db: Database, unraced: string[]): FakeStripe['onEffect'] {
  return async (effect, moment, path) => {
    if (moment !== 'before-answer' || (effect !== 'capture' && effect !== 'cancel')) return;
    const holdId = stripe!.intents.get(path.split('/')[3]!)!.metadata.hold_id!;
    const deadline = Date.now() + RACE_WAIT_MS;
    while ((await paymentsRepo(db).find(holdId))?.status === 'held') {
      if (Date.now() > deadline) return void unraced.push(holdId);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
}

/**
 * The node settling alongside `first`. On PostgreSQL, a second app on the same database with its own pool, as a second
 * machine would be. On SQLite, `first` itself: the file has one writer per process, and a second app in this process
 * would wait for the file's lock with the thread stopped (write-turn.ts), so the two runs interleave at each await.
 */
async function otherNode(first: TestApp, now: () => Date): Promise<FastifyInstance> {
  if (!onPostgres()) return first.app;
  second = await buildTestApp({ now, env: { ...fakeStripeEnv(stripe!), DATABASE_URL: first.config.databaseUrl! } });
  return second.app;
}

/**
 * Both nodes' scheduler runs of the deposits' settlement, started at the same moment and racing on every hold; answers
 * the holds they did not both reach.
 */
async function settleOnBoth(nodes: FastifyInstance[]): Promise<string[]> {
  const unraced: string[] = [];
  stripe!.onEffect = raceEachHold(nodes[0]!.db, unraced);
  try {
    await Promise.all(nodes.map((node) => node.cycle.settleDeposits()));
  } finally {
    stripe!.onEffect = null;
  }
  return unraced;
}

/** A confirmed group of four whose deposits are held on the fake Stripe. */
async function confirmedOnStripe() {
  stripe = await startFakeStripe();
  const group = await confirmedGroupOfFour({ stripe });
  t = group.t;
  return group;
}

async function settlementNotices(app: FastifyInstance, members: TestMember[], groupId: string) {
  const all = await noticesOf(app, members);
  return all.filter((notice) => notice.groupId === groupId && SETTLEMENT_KINDS.includes(notice.kind)).map((n) => [n.userId, n.kind]);
}

describe('two nodes settling the same deposits at once', () => {
  it('a meetup: each member is told once that their deposit was released or charged, and a second no-show once of the pause', async () => {
    const { clock, host, ana, ben, cal, groupId, code, at } = await confirmedOnStripe();
    const app = t!.app;
    // Cal missed another group's meetup three weeks ago: this no-show pauses his matching.
    await aGroup(app.db, { id: 'g-earlier', week: '2026-10-29', status: 'confirmed', at: at(0) });
    await app.repos.attendance.strike(cal.email, 'g-earlier', at(-21 * DAY));
    clock.set(at(10 * MINUTE));
    const call = memberRequest(() => app);
    for (const member of [host, ana, ben])
      expect((await call(member, 'POST', `/api/groups/${groupId}/check-in`, { code, at: at(10 * MINUTE) })).statusCode).toBe(200);
    clock.set(at(28 * 60 * MINUTE));

    const nodes = [app, await otherNode(t!, clock.now)];
    expect(await settleOnBoth(nodes)).toEqual([]);
    expect(await settleOnBoth(nodes)).toEqual([]);
    expect(stripe!.effects.filter((effect) => effect === 'capture' || effect === 'cancel').sort()).toEqual([
      'cancel',
      'cancel',
      'cancel',
      'capture',
    ]);
    const holdOf = async (member: TestMember) => (await app.deposits.holds.findFor(member.email, 'group', groupId))!;
    for (const member of [host, ana, ben]) expect((await holdOf(member)).status, member.email).toBe('released');
    const charged = await holdOf(cal);
    expect(charged.status).toBe('captured');
    expect((await ledgerRepo(app.db).ofHolds([charged.id])).map((row) => row.kind)).toEqual([
      'hold-placed',
      'hold-captured',
      'processing-fee',
    ]);
    expect((await settlementNotices(app, [host, ana, ben, cal], groupId)).sort()).toEqual(
      [
        [host.email, 'deposit-released'],
        [ana.email, 'deposit-released'],
        [ben.email, 'deposit-released'],
        [cal.email, 'deposit-charged'],
        [cal.email, 'matching-paused'],
      ].sort(),
    );
  });

  it('a late "can\'t make it" that dissolved the group: the member is told once that their deposit was charged', async () => {
    const { clock, host, ana, ben, cal, groupId } = await confirmedOnStripe();
    const app = t!.app;
    // Nobody else is in the city to take Ben's place: the group dissolves, his deposit is charged at the settlement.
    expect((await memberRequest(() => app)(ben, 'POST', `/api/groups/${groupId}/decline`, { late: true })).statusCode).toBe(200);

    const nodes = [app, await otherNode(t!, clock.now)];
    expect(await settleOnBoth(nodes)).toEqual([]);
    expect(await settleOnBoth(nodes)).toEqual([]);
    const hold = (await app.deposits.holds.findFor(ben.email, 'group', groupId))!;
    expect(hold.status).toBe('captured');
    expect((await ledgerRepo(app.db).ofHolds([hold.id])).map((row) => row.kind)).toEqual([
      'hold-placed',
      'hold-captured',
      'processing-fee',
    ]);
    for (const member of [host, ana, cal])
      expect((await app.deposits.holds.findFor(member.email, 'group', groupId))!.status, member.email).toBe('released');
    expect(await settlementNotices(app, [host, ana, ben, cal], groupId)).toEqual([[ben.email, 'cancel-charged']]);
  });
});
