import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { RegistrationAnswer } from '../../../../shared/experiences-contract';
import { offeredEvenings } from '../../../../shared/experience-registration';
import { CARD_NOT_SAVED_MESSAGE } from '../../../../server/features/payments/saved-cards';
import { type FakeStripe, startFakeStripe } from '../../../helpers/fake-stripe';
import { type SmtpListener, startSmtpListener } from '../../../helpers/smtp-listener';
import { memberRequest } from '../../../helpers/member-request';
import { createMember, fakeClock, type TestMember } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { ledgerRepo } from '../../../../server/features/ledger/repo';
import { paymentsRepo } from '../../../../server/features/payments/repo';
import { savedCardsRepo } from '../../../../server/features/payments/saved-cards-repo';
import { noticesOf } from '../../../helpers/notices';

// A card saved now (a SetupIntent the card form confirms), and a hold placed later with it when the
// meetup is further away than a hold lasts ("saved-card-then-placed"), all against the local fake Stripe server.
let t: TestApp;
let stripe: FakeStripe;
let smtp: SmtpListener | undefined;
afterEach(async () => {
  await t?.close();
  await stripe?.close();
  await smtp?.close();
  smtp = undefined;
});

const call = memberRequest(() => t.app);
const EXPERIENCE = 'poetry-night-first-street';
const URL = `/api/experiences/${EXPERIENCE}/registration`;
let clock = fakeClock('2026-11-23T18:00:00Z');

async function setUp(mail: Record<string, string> = {}): Promise<TestMember> {
  clock = fakeClock('2026-11-23T18:00:00Z');
  stripe = await startFakeStripe();
  t = await buildTestApp({
    now: clock.now,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_test',
      STRIPE_API_URL: `http://${stripe.host}:${stripe.port}`,
      ...mail,
    },
  });
  return createMember(t.app.db, { firstName: 'Ana', email: 'ana@example.com' });
}

/** What the card form does: starts the setup, the member confirms it with their card at Stripe, the server keeps it. */
async function saveCard(member: TestMember, paymentMethod = 'pm_card_visa') {
  expect((await call(member, 'POST', '/api/payments/card/setup', {})).statusCode).toBe(200);
  const setupId = [...stripe.setups.keys()].at(-1)!;
  stripe.completeSetup(setupId, paymentMethod);
  const confirmed = await call(member, 'POST', '/api/payments/card/confirm', {});
  expect(confirmed.statusCode).toBe(200);
  return confirmed.json();
}

const answers = (availability: string[], depositAgreement = 'yes') => ({
  availability,
  activities: ['karaoke'],
  budget: { ideal: '20-50', max: '50-100' },
  videoAgreement: 'yes',
  depositAgreement,
});
const evenings = () => offeredEvenings(clock.now(), 'America/Vancouver');
// Read through the repos: the member's session has lapsed by the time the clock has moved on a week. Ana is the only
// member: her holds, card and schedules are all there are.
const ANA = 'ana@example.com';
const anasHolds = () => paymentsRepo(t.app.db).ofUser(ANA);
const holdStatuses = async () => (await anasHolds()).map((row) => row.status);
const ledger = async () =>
  (await ledgerRepo(t.app.db).ofHolds((await anasHolds()).map((hold) => hold.id))).map((row) => ({ kind: row.kind }));
/** Every hold still to place, however far off. */
const scheduledHolds = () => savedCardsRepo(t.app.db).due('9999-12-31T23:59:59.999Z');

describe('saving a card', () => {
  it('a setup is started once per key, confirmed only once the card form succeeded, and shows only brand and last 4', async () => {
    const ana = await setUp();
    expect((await call(ana, 'GET', '/api/payments/card')).json()).toEqual({ card: null });
    const key = crypto.randomUUID();
    const first = await call(ana, 'POST', '/api/payments/card/setup', {}, key);
    const replay = await call(ana, 'POST', '/api/payments/card/setup', {}, key);
    expect(first.statusCode).toBe(200);
    expect(replay.body).toBe(first.body);
    expect(first.json().clientSecret).toMatch(/^seti_.+_secret_/);
    expect(stripe.effects).toEqual(['customer', 'setup']);
    const [setup] = [...stripe.setups.values()];
    expect(setup!.usage).toBe('off_session');
    // Stripe learns a random reference, never who the member is.
    expect(JSON.stringify(setup!.metadata)).not.toContain('ana');

    const early = await call(ana, 'POST', '/api/payments/card/confirm', {});
    expect([early.statusCode, early.json().message]).toEqual([409, CARD_NOT_SAVED_MESSAGE]);
    expect((await call(ana, 'GET', '/api/payments/card')).json()).toEqual({ card: null });

    stripe.completeSetup(setup!.id, 'pm_card_visa');
    expect((await call(ana, 'POST', '/api/payments/card/confirm', {})).json()).toEqual({ card: { brand: 'visa', last4: '4242' } });
    expect((await call(ana, 'GET', '/api/payments/card')).json()).toEqual({ card: { brand: 'visa', last4: '4242' } });
    // A second card later reuses the member's customer.
    await saveCard(ana);
    expect(stripe.effects.filter((effect) => effect === 'customer')).toHaveLength(1);
  });
  it('goes from Stripe too when the member deletes their account', async () => {
    const ana = await setUp();
    await saveCard(ana);
    const deleted = await call(ana, 'POST', '/api/users/me/delete', { email: 'ana@example.com' });
    expect(deleted.statusCode).toBe(200);
    expect(stripe.effects.at(-1)).toBe('customer-deleted');
    expect(await savedCardsRepo(t.app.db).find(ANA)).toBeUndefined();
  });
});

describe('a deposit with a saved card', () => {
  it('is held at once, with the member present, when the evening is within a hold’s life', async () => {
    const ana = await setUp();
    const refused = await call(ana, 'PUT', URL, answers(evenings().slice(0, 1)));
    expect([refused.statusCode, refused.json().code]).toEqual([402, 'card-needed']);
    await saveCard(ana);
    const sent = await call(ana, 'PUT', URL, answers(evenings().slice(0, 1)));
    expect(sent.statusCode).toBe(200);
    expect((sent.json() as RegistrationAnswer).registration.deposit).toMatchObject({ status: 'held', demo: false });
    const [intent] = [...stripe.intents.values()];
    expect(intent).toMatchObject({ capture_method: 'manual', off_session: false });
    expect(intent!.customer).toMatch(/^cus_/);
    expect(await ledger()).toEqual([{ kind: 'hold-placed' }]);
  });

  it('is saved now and placed later, off-session, a few days before an evening further away than a hold lasts', async () => {
    const ana = await setUp();
    await saveCard(ana);
    const far = evenings().find((date) => new Date(`${date}T00:00:00Z`).getTime() - clock.now().getTime() > 10 * 86_400_000)!;
    expect(far).toBeDefined();
    const sent = await call(ana, 'PUT', URL, answers([far]));
    expect(sent.statusCode).toBe(200);
    const holdFrom = new Date(new Date(`${far}T00:00:00Z`).getTime() - 3 * 86_400_000).toISOString();
    expect((sent.json() as RegistrationAnswer).registration.deposit).toMatchObject({ status: 'scheduled', holdFrom });
    expect(stripe.intents.size).toBe(0);

    // Not due yet: the tick places nothing.
    expect(await t.app.deposits.cards.placeDue()).toBe(0);
    clock.set(holdFrom);
    expect(await t.app.deposits.cards.placeDue()).toBe(1);
    expect(await t.app.deposits.cards.placeDue()).toBe(0);
    const [intent] = [...stripe.intents.values()];
    expect(intent).toMatchObject({ status: 'requires_capture', off_session: true, amount: 1000 });
    expect(intent!.customer).toMatch(/^cus_/);
    expect(stripe.effects.filter((effect) => effect === 'create')).toHaveLength(1);
    expect(await holdStatuses()).toEqual(['held']);
    expect(await ledger()).toEqual([{ kind: 'hold-placed' }]);
  });

  it('placed later, a card that needs the member (3-D Secure) fails the hold; the schedule goes and the ledger says so', async () => {
    const ana = await setUp();
    await saveCard(ana, 'pm_card_authenticationRequired');
    const far = evenings().at(-1)!;
    expect((await call(ana, 'PUT', URL, answers([far]))).statusCode).toBe(200);
    clock.set(new Date(new Date(`${far}T00:00:00Z`).getTime() - 3 * 86_400_000).toISOString());
    expect(await t.app.deposits.cards.placeDue()).toBe(0);
    expect(await holdStatuses()).toEqual(['failed']);
    expect(await ledger()).toEqual([{ kind: 'hold-failed' }]);
    expect(await scheduledHolds()).toEqual([]);
  });

  it('placed later by the tick and refused, the member is told once, in the app and by e-mail, that no deposit holds their place', async () => {
    smtp = await startSmtpListener();
    const ana = await setUp({ SMTP_URL: smtp.url, MAIL_FROM: 'deposits@example.com' });
    await saveCard(ana, 'pm_card_authenticationRequired');
    const far = evenings().at(-1)!;
    expect((await call(ana, 'PUT', URL, answers([far]))).statusCode).toBe(200);
    clock.set(new Date(new Date(`${far}T00:00:00Z`).getTime() - 3 * 86_400_000).toISOString());
    const before = smtp.mails.length;
    await t.app.cycle.tick();
    expect(await holdStatuses()).toEqual(['failed']);
    const mail = await smtp.nextMailTo('ana@example.com', before);
    expect(mail.subject).toBe('your deposit could not be held');
    expect(mail.text).toContain('your bank did not let us hold the $10.00 deposit for “poetry night');
    expect(mail.text).toContain('nothing was charged, and your place is kept without a deposit.');
    // Another tick tells nobody twice.
    await t.app.cycle.tick();
    const told = (await noticesOf(t.app, [ana])).filter((notice) => notice.kind === 'deposit-not-held');
    expect(told).toHaveLength(1);
    expect(smtp.mails.filter((m) => m.subject === 'your deposit could not be held')).toHaveLength(1);
  });

  it('withdrawn before it is placed, nothing is ever held', async () => {
    const ana = await setUp();
    await saveCard(ana);
    const far = evenings().at(-1)!;
    expect((await call(ana, 'PUT', URL, answers([far]))).statusCode).toBe(200);
    expect((await call(ana, 'PUT', URL, answers([far], 'no'))).statusCode).toBe(200);
    clock.set(`${far}T00:00:00Z`);
    expect(await t.app.deposits.cards.placeDue()).toBe(0);
    expect(stripe.intents.size).toBe(0);
    expect(await holdStatuses()).toEqual([]);
    expect(await scheduledHolds()).toEqual([]);
  });
});
