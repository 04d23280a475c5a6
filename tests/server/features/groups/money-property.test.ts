import crypto from 'node:crypto';
import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import type { GroupView } from '../../../../shared/groups';
import type { MyPayments } from '../../../../shared/payments-contract';
import type { ReviewDispute } from '../../../../shared/review-contract';
import { TIP_MAX_CENTS, TIP_MIN_CENTS } from '../../../../shared/tips';
import { shiftWeek, weekTimes } from '../../../../shared/weekly-cycle';
import { adminsRepo } from '../../../../server/features/admins/repo';
import { ledgerRepo } from '../../../../server/features/ledger/repo';
import { tipsRepo } from '../../../../server/features/payments/tips-repo';
import { createSignedInUser, signInAgainAt, type TestAccount } from '../../../helpers/accounts';
import { type FakeStripe, startFakeStripe } from '../../../helpers/fake-stripe';
import { groupOfFour } from '../../../helpers/group-of-four';
import { memberRequest } from '../../../helpers/member-request';
import { fakeClock, type TestMember } from '../../../helpers/members';
import { caller, cardSaver } from '../../../helpers/paid-program';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// Random journeys of member groups' money through the real app and the Stripe-compatible fake: four members save a
// card and accept (deposits held); each comes, is a no-show, or is a no-show who disputes and whom an admin refunds or
// keeps; each who came tips a random amount, tips with a card that is declined, or does not. After each, to the cent:
// charged - refunded = fee (member groups have no host), Stripe's records of every intent equal the ledger's books,
// each deposit and tip ended as planned, and each member's own payments list says what the ledger says.
// LEDGER_SEED and GROUP_MONEY_RUNS replay or widen a run.
const SEED = Number(process.env.LEDGER_SEED ?? 20261203);
const RUNS = Number(process.env.GROUP_MONEY_RUNS ?? 120);
/**
 * Journeys on one app (and one fake Stripe), each in the next week: their picks stand, so every earlier four is matched
 * and invited again each week, and a week's cost grows with the journeys before it. A fresh app every 20 was the
 * cheapest measured (80 journeys on SQLite: 71 s on one app, about 65 s with a fresh app each, 34 s with one every 20).
 */
const JOURNEYS_PER_APP = 20;
const TIME_ZONE = 'America/Toronto';
const FIRST_WEEK = '2026-11-19';
const HOUR = 60 * 60_000;

let stripe: FakeStripe | undefined;
let t: TestApp | undefined;
let admin: TestAccount;
const clock = fakeClock(weekTimes(FIRST_WEEK, TIME_ZONE).releaseAt.toISOString());
const call = memberRequest(() => t!.app);
async function freshApp() {
  await t?.close();
  await stripe?.close();
  clock.set(weekTimes(FIRST_WEEK, TIME_ZONE).releaseAt.toISOString());
  stripe = await startFakeStripe();
  t = await buildTestApp({
    now: clock.now,
    env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_test', STRIPE_API_URL: `http://${stripe.host}:${stripe.port}` },
  });
  admin = await createSignedInUser(t.app.db, { email: `admin-${crypto.randomUUID()}@example.com`, now: clock.now() });
  await adminsRepo(t.app.db).setAdmin(admin.email, true);
}
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const saveCard = (member: TestMember, paymentMethod?: string) => cardSaver(stripe!)(member, caller(t!), paymentMethod);
const groupOf = async (member: TestMember) => ((await call(member, 'GET', '/api/groups/current')).json() as { group: GroupView }).group;
const asAdmin = (method: 'GET' | 'POST', url: string) => t!.app.inject({ method, url, cookies: { sid: admin.sessionId } });
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

type Attendance = 'came' | 'noShow' | 'refunded' | 'kept';
type Tip = { kind: 'none' } | { kind: 'paid' | 'declined'; amountCents: number };

const tipAmounts = fc.integer({ min: TIP_MIN_CENTS / 100, max: TIP_MAX_CENTS / 100 }).map((dollars) => dollars * 100);
const journeys = fc.array(
  fc.record({
    // Half come, so that tips are drawn as often as the three ends of a no-show.
    attendance: fc.oneof(
      { arbitrary: fc.constant<Attendance>('came'), weight: 3 },
      fc.constant<Attendance>('noShow'),
      fc.constant<Attendance>('refunded'),
      fc.constant<Attendance>('kept'),
    ),
    // Drawn for everyone, used only for who came (a no-show cannot tip).
    tip: fc.oneof(
      fc.constant<Tip>({ kind: 'none' }),
      tipAmounts.map((amountCents): Tip => ({ kind: 'paid', amountCents })),
      tipAmounts.map((amountCents): Tip => ({ kind: 'declined', amountCents })),
    ),
  }),
  { minLength: 4, maxLength: 4 },
);

it(`over ${RUNS} random group journeys (seed ${SEED}), every cent adds up: ledger, Stripe and each member's payments`, async () => {
  let journey = 0;
  const seen = { came: 0, noShow: 0, refunded: 0, kept: 0, tipped: 0, declined: 0 };
  await fc.assert(
    fc.asyncProperty(journeys, async (plan) => {
      // Each journey is the next week's on its app: the one before settled days before this one's release.
      if (journey % JOURNEYS_PER_APP === 0) await freshApp();
      const { app } = t!;
      const times = weekTimes(shiftWeek(FIRST_WEEK, journey % JOURNEYS_PER_APP), TIME_ZONE);
      journey += 1;
      clock.set(times.releaseAt.toISOString());
      // Three interests of their own put the four in one another's batch, whoever else is in the city by now.
      const interests = ['a', 'b', 'c'].map((letter) => `journey ${journey} ${letter}`);
      const members = await groupOfFour(app, clock, times.pickCloseAt.toISOString(), { now: clock.now(), interests });
      const groupId = (await groupOf(members[0])).id;
      for (const member of members) {
        await saveCard(member);
        const accepted = await call(member, 'POST', `/api/groups/${groupId}/accept`);
        expect(accepted.statusCode, accepted.body).toBe(200);
      }
      clock.set(times.inviteDeadlineAt.toISOString());
      await app.cycle.tick();
      const view = await groupOf(members[0]);
      expect([view.id, view.status, view.members.length]).toEqual([groupId, 'confirmed', 4]);
      const meetsAt = Date.parse(view.meetsAt);

      // The meetup: who came checks in with the booker's code.
      clock.set(new Date(meetsAt + 10 * 60_000).toISOString());
      const code = (await groupOf(members[0])).checkIn!.code!;
      for (const [i, member] of members.entries())
        if (plan[i]!.attendance === 'came') {
          const checkedIn = await call(member, 'POST', `/api/groups/${groupId}/check-in`, { code, at: clock.now().toISOString() });
          expect(checkedIn.statusCode, checkedIn.body).toBe(200);
        }

      // The day after, the settlement; then tips, and the no-shows' disputes and the admin's decisions.
      clock.set(new Date(meetsAt + 28 * HOUR).toISOString());
      await app.cycle.tick();
      admin = await signInAgainAt(app.db, admin, clock.now());
      for (const [i, member] of members.entries()) {
        const { attendance, tip } = plan[i]!;
        if (attendance === 'came' && tip.kind !== 'none') {
          if (tip.kind === 'declined') await saveCard(member, 'pm_card_chargeDeclined');
          const tipped = await call(member, 'POST', `/api/groups/${groupId}/tip`, { amountCents: tip.amountCents });
          expect([tipped.statusCode, tipped.json().code], tipped.body).toEqual(
            tip.kind === 'paid' ? [200, undefined] : [402, 'tip-declined'],
          );
        }
        if (attendance === 'refunded' || attendance === 'kept') {
          const disputed = await call(member, 'POST', `/api/groups/${groupId}/dispute`, { reason: 'I was there.' });
          expect(disputed.json(), disputed.body).toEqual({ dispute: { status: 'open' } });
          const queue = ((await asAdmin('GET', '/api/review/disputes')).json() as { data: ReviewDispute[] }).data;
          const item = queue.find((one) => one.profileId === member.profileId)!;
          const decided = await asAdmin('POST', `/api/review/disputes/${item.id}/${attendance === 'refunded' ? 'refund' : 'keep'}`);
          expect(decided.json(), decided.body).toMatchObject({ status: attendance });
        }
      }

      const currency = app.deposits.currency;
      // The books of the deposits' currency: everything taken in is the platform's, less what went back.
      const books = (await ledgerRepo(app.db).books()).find((line) => line.currency === currency)!;
      expect(books.chargedCents - books.refundedCents).toBe(books.feeCents + books.hostCents);
      expect(books.hostCents).toBe(0);
      // Stripe's records of every intent (all journeys on this app share the fake) equal the ledger's books.
      const intents = [...stripe!.intents.values()];
      expect(sum(intents.filter((intent) => intent.status === 'succeeded').map((intent) => intent.amount))).toBe(books.chargedCents);
      expect(sum(intents.map((intent) => intent.amount_refunded ?? 0))).toBe(books.refundedCents);
      expect(sum(intents.map((intent) => intent.fee ?? 0))).toBe(books.processingFeeCents);

      for (const [i, member] of members.entries()) {
        const { attendance, tip } = plan[i]!;
        // A no-show cannot tip: what was drawn for them is not used.
        const tipped = attendance === 'came' ? tip : ({ kind: 'none' } as const);
        seen[attendance === 'came' ? 'came' : 'noShow'] += 1;
        if (attendance === 'refunded' || attendance === 'kept') seen[attendance] += 1;
        if (tipped.kind === 'paid') seen.tipped += 1;
        if (tipped.kind === 'declined') seen.declined += 1;

        // The deposit: released for who came, captured for a no-show, and given back in full when a dispute was upheld.
        const hold = (await app.deposits.holds.findFor(member.email, 'group', groupId))!;
        const holdIntent = intents.find((intent) => intent.metadata.hold_id === hold.id)!;
        const deposit = hold.amountCents;
        const captured = [
          ['hold-placed', deposit],
          ['hold-captured', deposit],
          ['processing-fee', holdIntent.fee],
        ];
        const holdRows = await ledgerRepo(app.db).ofHolds([hold.id]);
        expect(holdRows.map((row) => [row.kind, row.amountCents])).toEqual(
          {
            came: [
              ['hold-placed', deposit],
              ['hold-released', deposit],
            ],
            noShow: captured,
            kept: captured,
            refunded: [...captured, ['hold-refunded', deposit]],
          }[attendance],
        );
        expect([hold.status, holdIntent.status, holdIntent.amount, holdIntent.amount_refunded ?? 0]).toEqual(
          attendance === 'came'
            ? ['released', 'canceled', deposit, 0]
            : ['captured', 'succeeded', deposit, attendance === 'refunded' ? deposit : 0],
        );

        // The tip: paid once with the saved card, or refused by the declined card with nothing taken.
        // Each member tries at most once here, so the latest tip is their only one.
        const latest = await tipsRepo(app.db).latest(member.email, groupId);
        const tips = latest ? [latest] : [];
        const tipRows = await ledgerRepo(app.db).ofTips(tips.map((one) => one.id));
        const tipIntents = intents.filter((intent) => tips.some((one) => intent.metadata.tip_id === one.id));
        expect(tipRows.map((row) => [row.kind, row.amountCents])).toEqual(
          tipped.kind === 'paid'
            ? [
                ['tip-paid', tipped.amountCents],
                ['processing-fee', tipIntents[0]?.fee],
              ]
            : tipped.kind === 'declined'
              ? [['tip-failed', tipped.amountCents]]
              : [],
        );
        expect(tipIntents.map((intent) => [intent.status, intent.amount])).toEqual(
          tipped.kind === 'paid' ? [['succeeded', tipped.amountCents]] : [],
        );

        // What the member sees of their own money: the deposit and the tip, with the ledger's amounts and refunds.
        const ledgerSum = (kind: string) => sum([...holdRows, ...tipRows].filter((row) => row.kind === kind).map((row) => row.amountCents));
        const expected = [
          [
            `deposit:${hold.id}`,
            { came: 'released', noShow: 'captured', kept: 'captured', refunded: 'refunded' }[attendance],
            ledgerSum('hold-placed'),
            ledgerSum('hold-refunded'),
            currency,
          ],
          ...tips.map((one) => [
            `tip:${one.id}`,
            tipped.kind === 'paid' ? 'paid' : 'failed',
            ledgerSum(tipped.kind === 'paid' ? 'tip-paid' : 'tip-failed'),
            0,
            currency,
          ]),
        ];
        const mine = ((await call(member, 'GET', '/api/payments/mine')).json() as MyPayments).payments;
        expect(
          mine
            .map((payment) => [payment.id, payment.status, payment.amountCents, payment.refundedCents, payment.currency])
            .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
        ).toEqual(expected);
      }
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );
  console.info(`group money property: ${journey} journeys, seed ${SEED}: ${JSON.stringify(seen)}`);
  // The journeys reach every outcome a member's deposit and tip can have.
  expect(Math.min(...Object.values(seen))).toBeGreaterThan(0);
}, 1_800_000);
