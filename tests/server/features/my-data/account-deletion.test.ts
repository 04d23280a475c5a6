import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { offeredEvenings } from '../../../../shared/experience-registration';
import type { GroupView } from '../../../../shared/groups';
import { buildApp } from '../../../../server/app';
import { paymentsRepo } from '../../../../server/features/payments/repo';
import { startFakeStripe, type FakeStripe } from '../../../helpers/fake-stripe';
import { DEADLINE, type FourAndEve, weekWithFourAndEve } from '../../../helpers/four-and-eve';
import { memberRequest } from '../../../helpers/member-request';
import { createMember, fakeClock, type TestMember } from '../../../helpers/members';
import { readSignInMail, startSmtpListener, type SmtpListener } from '../../../helpers/smtp-listener';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// Deleting an account while money of it is moving: accepted at once; what can be released is, the rest settles, and
// then the account is deleted by the scheduler, once, with its money records kept without the person, and told once
// by e-mail.
let t: TestApp;
let smtp: SmtpListener;
let stripe: FakeStripe | undefined;
let others: FastifyInstance[] = [];
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());
afterEach(async () => {
  for (const app of others) await app.close();
  others = [];
  await t?.close();
  await stripe?.close();
  stripe = undefined;
});

const HOUR = 60 * 60 * 1000;
/** A mail server that refuses every connection. */
const NO_MAIL_SERVER = 'smtp://127.0.0.1:1';
let app: () => FastifyInstance = () => t.app;
const call = memberRequest(() => app());
const deleteAccount = (member: TestMember) => call(member, 'POST', '/api/users/me/delete', { email: member.email });
/** Whether the account is still there (closed or not): read through the auth repo. */
const accountExists = async (email: string) => (await app().repos.auth.findUser(email)) !== undefined;
const holdOf = async (email: string) => (await paymentsRepo(app().db).ofUser(email))[0]!;
/** Every account deletion on record, pending or done. */
const deletionsOnRecord = async () =>
  (await app().repos.accountDeletions.pending()).length + (await app().repos.accountDeletions.done()).length;
const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to === email);
const retainedOf = async (holdId: string) => (await app().repos.myData.retainedMoneyRecords()).filter((record) => record.holdId === holdId);

/**
 * The tables with a row that holds `text` (a deleted member's e-mail or profile id must be in none). Two are left
 * out: the sign-in limits' hits count an address typed by anyone, account or not, for a day, and must outlive it;
 * idempotency_keys keep other members' own answers (a group's, naming her) for their devices' replays, for a week.
 * Raw SQL on purpose: it reads every table of the schema, whichever repo owns it, so a table added later is checked too.
 */
async function tablesHolding(db: FastifyInstance['db'], text: string): Promise<string[]> {
  const tables =
    db.engine === 'sqlite'
      ? await db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      : await db.all<{ name: string }>(
          "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
        );
  const holding: string[] = [];
  for (const { name } of tables)
    if (!['rate_limit_hits', 'idempotency_keys'].includes(name) && JSON.stringify(await db.all(`SELECT * FROM ${name}`)).includes(text))
      holding.push(name);
  return holding;
}

/** Host, Ana, Ben and Cal accept (each deposit held, demo provider) and the deadline confirms their group. */
async function confirmedGroup(env: Record<string, string>): Promise<FourAndEve & { id: string; meetsAt: number }> {
  const { t: made, ...week } = await weekWithFourAndEve(env);
  t = made;
  app = () => t.app;
  const groupOf = async (member: TestMember) => ((await call(member, 'GET', '/api/groups/current')).json() as { group: GroupView }).group;
  const { id } = await groupOf(week.ana);
  for (const member of [week.host, week.ana, week.ben, week.cal])
    expect((await call(member, 'POST', `/api/groups/${id}/accept`, {})).statusCode).toBe(200);
  week.clock.set(DEADLINE);
  await t.app.cycle.tick();
  const group = await groupOf(week.ana);
  expect(group.status).toBe('confirmed');
  return { ...week, id, meetsAt: Date.parse(group.meetsAt) };
}

/** Everyone but Cal comes to the meetup and checks in; then the clock passes the settlement (a day after). */
async function meetWithoutCal({ clock, host, ana, ben, id, meetsAt }: FourAndEve & { id: string; meetsAt: number }) {
  clock.set(new Date(meetsAt).toISOString());
  const { code } = ((await call(host, 'GET', '/api/groups/current')).json() as { group: GroupView }).group.checkIn!;
  for (const member of [host, ana, ben])
    expect((await call(member, 'POST', `/api/groups/${id}/check-in`, { code, at: new Date(meetsAt).toISOString() })).statusCode).toBe(200);
  clock.set(new Date(meetsAt + 28 * HOUR).toISOString());
}

describe('deleting an account while a deposit is on hold', () => {
  it('with an experience deposit and no group yet: accepted at once, the hold cancelled at the provider, the account gone', async () => {
    const clock = fakeClock('2026-11-23T18:00:00Z');
    stripe = await startFakeStripe();
    t = await buildTestApp({
      now: clock.now,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: 'whsec_test',
        STRIPE_API_URL: `http://${stripe.host}:${stripe.port}`,
        SMTP_URL: smtp.url,
      },
    });
    app = () => t.app;
    const ana = await createMember(t.app.db, { firstName: 'Ana', email: `ana-${Date.now()}@example.com` });
    expect((await call(ana, 'POST', '/api/payments/card/setup', {})).statusCode).toBe(200);
    stripe.completeSetup([...stripe.setups.keys()].at(-1)!, 'pm_card_visa');
    expect((await call(ana, 'POST', '/api/payments/card/confirm', {})).statusCode).toBe(200);
    const registered = await call(ana, 'PUT', '/api/experiences/poetry-night-first-street/registration', {
      availability: offeredEvenings(clock.now(), 'America/Vancouver').slice(0, 1),
      activities: ['karaoke'],
      budget: { ideal: '20-50', max: '50-100' },
      videoAgreement: 'yes',
      depositAgreement: 'yes',
    });
    expect(registered.json().registration.deposit.status).toBe('held');
    const [intent] = [...stripe.intents.values()];
    const { id: holdId } = await holdOf(ana.email);

    // Before she confirms, the screen's words come from what deleting would do now.
    const plan = await call(ana, 'GET', '/api/users/me/deletion');
    expect(plan.statusCode).toBe(200);
    expect(plan.json()).toMatchObject({
      released: [{ purpose: 'experience', amountCents: 1000 }],
      groupsLeft: [],
      waits: [],
      deletesBy: null,
      demo: false,
    });

    const deleted = await deleteAccount(ana);
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { deleted: true }]);
    expect(intent!.status).toBe('canceled');
    expect(stripe.effects.slice(-2)).toEqual(['cancel', 'customer-deleted']);
    expect(await accountExists(ana.email)).toBe(false);
    // Hers was the only hold: none is left.
    expect(await paymentsRepo(t.app.db).find(holdId)).toBeUndefined();
    const kept = await retainedOf(holdId);
    expect(kept.map((row) => row.kind)).toEqual(['hold-placed', 'hold-released']);
    expect(new Set(kept.map((row) => row.formerMember)).size).toBe(1);

    // One e-mail says it is done, to the address she had; then nothing names her any more.
    await t.app.cycle.tick();
    await t.app.cycle.tick();
    expect(mailsTo(ana.email).map((mail) => mail.subject)).toEqual(['your account is deleted']);
    expect(mailsTo(ana.email)[0]!.text).toContain('Only the records of money');
    expect(await tablesHolding(t.app.db, ana.email)).toEqual([]);
    expect(await tablesHolding(t.app.db, ana.profileId)).toEqual([]);
  });

  it('with a group deposit that must wait: accepted and closed at once, deleted once after the settlement, told once', async () => {
    const week = await confirmedGroup({ SMTP_URL: smtp.url });
    const { clock, cal, eve, id, meetsAt } = week;
    clock.set(new Date(Date.parse(DEADLINE) + HOUR).toISOString());
    const settlesAt = new Date(meetsAt + 27 * HOUR).toISOString();

    // Past the invite deadline: her place is given up as "can't make it", and her deposit waits for the settlement.
    const plan = (await call(cal, 'GET', '/api/users/me/deletion')).json();
    const wait = {
      kind: 'group-deposit',
      outcome: 'charged',
      meetsAt: new Date(meetsAt).toISOString(),
      until: settlesAt,
      amountCents: 1000,
    };
    expect(plan).toMatchObject({
      timeZone: 'America/Toronto',
      demo: true,
      released: [],
      groupsLeft: [{ meetsAt: new Date(meetsAt).toISOString(), late: true }],
      waits: [wait],
      deletesBy: settlesAt,
    });

    const mailedBefore = mailsTo(cal.email).length;
    const accepted = await deleteAccount(cal);
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toMatchObject({ deleted: false, deletesBy: settlesAt, timeZone: 'America/Toronto', waits: [wait] });
    expect(accepted.headers['set-cookie']).toMatch(/^sid=;/);
    const { id: holdId } = await holdOf(cal.email);

    // Closed: the old cookie signs nobody in, nor does a new code; she is in no pool, and her place went to Eve.
    expect((await call(cal, 'GET', '/api/users/me/data')).statusCode).toBe(401);
    const before = smtp.mails.length;
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { host: 'localhost:3000' } });
    expect((await post('/api/auth/magic-link/send', { email: cal.email })).statusCode).toBe(202);
    const { code } = readSignInMail(await smtp.nextMailTo(cal.email, before));
    const refused = await post('/api/auth/magic-link/code', { email: cal.email, code });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'account-closed']);
    expect(refused.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
    expect((await t.app.repos.discover.poolMembers('CA:ON:Toronto')).map((member) => member.userId)).not.toContain(cal.email);
    const eveGroup = ((await call(eve, 'GET', '/api/groups/current')).json() as { group: GroupView }).group;
    expect([eveGroup.id, eveGroup.myInvite]).toEqual([id, 'invited']);

    // Until the meetup is settled the account waits, its deposit held.
    await t.app.cycle.tick();
    expect(await accountExists(cal.email)).toBe(true);
    expect((await paymentsRepo(t.app.db).find(holdId))?.status).toBe('held');

    await meetWithoutCal(week);
    await t.app.cycle.tick();
    await t.app.cycle.tick();
    expect(await accountExists(cal.email)).toBe(false);
    const kept = await retainedOf(holdId);
    expect(kept.map((row) => row.kind)).toEqual(['hold-placed', 'hold-captured']);
    expect(new Set(kept.map((row) => row.formerMember)).size).toBe(1);
    // Since she asked, her only mail but the code she asked for: that it is done (no "can't make it" or "charged").
    expect(
      mailsTo(cal.email)
        .slice(mailedBefore)
        .map((mail) => mail.subject),
    ).toEqual([expect.stringMatching(/ is your emberite sign-in code$/), 'your account is deleted']);
    expect(await tablesHolding(t.app.db, cal.email)).toEqual([]);
    expect(await tablesHolding(t.app.db, cal.profileId)).toEqual([]);
  });

  it('a restart in the middle still finishes it once: deleted by a new app on the same database, and told once', async () => {
    const week = await confirmedGroup({ SMTP_URL: NO_MAIL_SERVER });
    const { clock, cal } = week;
    clock.set(new Date(Date.parse(DEADLINE) + HOUR).toISOString());
    expect((await deleteAccount(cal)).statusCode).toBe(202);
    const { id: holdId } = await holdOf(cal.email);
    await t.app.close();

    // A new app settles the meetup and deletes the account, but cannot reach its mail server; it stops too.
    const second = await buildApp({ config: t.config, now: clock.now });
    others.push(second);
    app = () => second;
    await meetWithoutCal(week);
    await second.cycle.tick();
    expect(await accountExists(cal.email)).toBe(false);
    expect((await retainedOf(holdId)).map((row) => row.kind)).toEqual(['hold-placed', 'hold-captured']);
    expect(await deletionsOnRecord()).toBe(1);
    await second.close();

    // A third, with its mail server, sends the one e-mail once the second's claim on it has lapsed.
    const third = await buildApp({ config: { ...t.config, smtpUrl: smtp.url }, now: clock.now });
    others.push(third);
    app = () => third;
    await third.cycle.tick();
    expect(mailsTo(cal.email)).toEqual([]);
    clock.set(new Date(clock.now().getTime() + 16 * 60 * 1000).toISOString());
    await third.cycle.tick();
    await third.cycle.tick();
    expect(mailsTo(cal.email).map((mail) => mail.subject)).toEqual(['your account is deleted']);
    expect((await retainedOf(holdId)).map((row) => row.kind)).toEqual(['hold-placed', 'hold-captured']);
    expect(await deletionsOnRecord()).toBe(0);
  });
});
