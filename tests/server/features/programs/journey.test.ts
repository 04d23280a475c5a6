import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STRATEGIES } from '../../../../shared/event-formats';
import type { EventFormatCreated, EventFormatPayload } from '../../../../shared/event-formats-contract';
import { JOURNEY_COPY } from '../../../../shared/format-journey';
import type { HostDashboard, HostFormatPeople, JourneyView, SelectionCards } from '../../../../shared/format-journey-contract';
import { programJourneyRepo } from '../../../../server/features/programs/journey-repo';
import { ledgerRepo } from '../../../../server/features/ledger/repo';
import { createSignedInUser, type TestAccount } from '../../../helpers/accounts';
import { eventFormatPayload } from '../../../helpers/event-format-payload';
import { fakeClock } from '../../../helpers/members';
import { type ReceivedMail, type SmtpListener, startSmtpListener } from '../../../helpers/smtp-listener';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// The participant journey of a published event format (docs/product-rules.md#program-journey): interest with a name and an
// e-mail, private picks, suggested groups, the host's approval, payment with the platform's 20%, and each strategy
// for when plans do not work out. A real SQLite file (and PostgreSQL in the PG run), a real SMTP listener.
let t: TestApp;
let smtp: SmtpListener;
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());
afterEach(async () => t?.close());

const clock = fakeClock('2026-11-24T15:00:00Z');
const EVENT_DATE = '2026-12-30';

type Who = TestAccount | undefined;
async function call<T = unknown>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  who: Who,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const answer = await t.app.inject({
    method,
    url,
    payload: body as object | undefined,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    cookies: who ? { sid: who.sessionId } : {},
  });
  return { status: answer.statusCode, body: (answer.body ? answer.json() : null) as T, raw: answer.body };
}

interface Setup {
  host: TestAccount;
  id: string;
}

/** A host and their published format (defaults: 4-8 people, one group, host approval, $45). */
async function publishedFormat(
  changes: Partial<EventFormatPayload> = {},
  rules: Partial<EventFormatPayload['groupRules']> = {},
): Promise<Setup> {
  clock.set('2026-11-24T15:00:00Z');
  t = await buildTestApp({ now: clock.now, env: { SMTP_URL: smtp.url } });
  const host = await createSignedInUser(t.app.db, { email: `host-${crypto.randomUUID()}@example.com`, now: clock.now() });
  const base = eventFormatPayload({}, EVENT_DATE);
  const format = { ...base, ...changes, groupRules: { ...base.groupRules, ...DEFAULT_STRATEGIES, ...rules } };
  const made = await call<EventFormatCreated>('POST', '/api/event-format/draft', host, {
    format,
    hostInfo: { email: host.email, isNewHost: false },
  });
  expect(made.status).toBe(201);
  expect((await call('POST', `/api/event-format/${made.body.id}/publish`, host)).status).toBe(200);
  return { host, id: made.body.id };
}

/** People say they're interested (name and e-mail, no account), then sign in with that e-mail. */
async function interested(id: string, names: string[]): Promise<TestAccount[]> {
  const people: TestAccount[] = [];
  for (const name of names) {
    const email = `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const sent = await call('POST', `/api/event-format/${id}/interest`, undefined, { name, email, about: `${name} likes bread` });
    expect([sent.status, sent.body]).toEqual([202, { sent: true }]);
    people.push(await createSignedInUser(t.app.db, { email, now: clock.now() }));
  }
  return people;
}

const advance = async (s: Setup) => {
  const answer = await call<HostFormatPeople>('POST', `/api/event-format/${s.id}/advance`, s.host);
  expect(answer.status).toBe(200);
  return answer.body;
};
const journeyOf = async (s: Setup, who: Who) => (await call<JourneyView>('GET', `/api/event-format/${s.id}/journey`, who)).body;

/** Everyone picks everyone else at `level`. */
async function allPick(s: Setup, people: TestAccount[], level = 4) {
  for (const person of people) {
    const cards = await call<SelectionCards>('GET', `/api/event-format/${s.id}/cards`, person);
    expect(cards.status).toBe(200);
    for (const card of cards.body.cards)
      expect((await call('PUT', `/api/event-format/${s.id}/picks/${card.id}`, person, { level })).status).toBe(204);
  }
}
const pay = (s: Setup, who: TestAccount, key = crypto.randomUUID()) =>
  call<{ payment: { status: string; amountCents: number } }>('POST', `/api/event-format/${s.id}/pay`, who, undefined, {
    'idempotency-key': key,
  });

const statuses = async (s: Setup) => (await call<HostFormatPeople>('GET', `/api/event-format/${s.id}/people`, s.host)).body;

describe('the participant journey of a published format', () => {
  it("takes a studio's open house from one address (60 an hour), and ends a flood per address and per format", async () => {
    const s = await publishedFormat();
    const say = (n: number, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/event-format/${s.id}/interest`,
        payload: { name: `Guest ${n}`, email: `guest-${n}@example.com` },
        remoteAddress: ip,
      });
    for (let n = 0; n < 60; n++) expect((await say(n, '203.0.113.7')).statusCode).toBe(202);
    const sixtyFirst = await say(60, '203.0.113.7');
    expect([sixtyFirst.statusCode, sixtyFirst.json().code, sixtyFirst.json().message]).toEqual([
      429,
      'rate-limited',
      JOURNEY_COPY.interestBusy,
    ]);
    expect(Number(sixtyFirst.headers['retry-after'])).toBeGreaterThan(0);
    // Another connection is not held up by that one...
    expect((await say(61, '203.0.113.8')).statusCode).toBe(202);
    // ...but one format takes at most 300 an hour, however many addresses they come from.
    for (let n = 62; n < 301; n++) expect((await say(n, `198.51.100.${n % 250}`)).statusCode).toBe(202);
    expect((await say(301, '192.0.2.99')).statusCode).toBe(429);
    clock.set('2026-11-24T16:00:01Z');
    expect((await say(302, '192.0.2.99')).statusCode).toBe(202);
    // 300 people on the list, each mailed through the SMTP listener: about 35 s on a quiet 2-core machine.
  }, 180_000);

  it('mails an address typed into "I\'m interested" only our own words and the link: never the name given, nor the title', async () => {
    const phishing = 'Account locked: verify at evil.example';
    const s = await publishedFormat({ title: phishing });
    const victim = `victim-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const sent = await call('POST', `/api/event-format/${s.id}/interest`, undefined, { name: phishing, email: victim });
    expect([sent.status, sent.body]).toEqual([202, { sent: true }]);
    const ours = (mail: ReceivedMail) => {
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/evil\.example|Account locked/);
      expect(mail.text).toContain(`/program/${s.id}`);
    };
    const interest = await smtp.nextMailTo(victim);
    ours(interest);
    expect(interest.subject).toBe("You're on the list for an event");
    // Every later step's mail to that address too: the selection window opens.
    await interested(s.id, ['Ana', 'Ben', 'Cleo']);
    const before = smtp.mails.length;
    expect((await advance(s)).phase).toBe('selection');
    const selection = await smtp.nextMailTo(victim, before);
    ours(selection);
    expect(selection.subject).toBe("Pick who you'd like to meet");
  });

  it('interest → private picks → a suggested group → the host approves → everyone pays; the dashboard shows it, never the picks', async () => {
    const s = await publishedFormat();
    const people = await interested(s.id, ['Ana', 'Ben', 'Cleo', 'Dev']);
    // The same answer for an e-mail already on the list: nobody learns who is interested.
    const again = await call('POST', `/api/event-format/${s.id}/interest`, undefined, { name: 'Ana', email: people[0]!.email });
    expect([again.status, again.body]).toEqual([202, { sent: true }]);
    expect((await statuses(s)).participants).toHaveLength(4);
    const mail = await smtp.nextMailTo(people[0]!.email);
    expect(mail.subject).toBe("You're on the list for an event");

    // Picks wait for the selection window.
    expect((await call('GET', `/api/event-format/${s.id}/cards`, people[0])).status).toBe(409);
    const stranger = await createSignedInUser(t.app.db, { now: clock.now() });
    expect((await call('GET', `/api/event-format/${s.id}/cards`, stranger)).body).toMatchObject({ message: JOURNEY_COPY.notInterested });

    expect((await advance(s)).phase).toBe('selection');
    const before = smtp.mails.length;
    await smtp.nextMailTo(people[3]!.email, before - 4);
    // Ben picks Ana first: Ana's answer carries only her own levels, never his.
    const bens = await call<SelectionCards>('GET', `/api/event-format/${s.id}/cards`, people[1]);
    const ana = bens.body.cards.find((c) => c.name === 'Ana')!;
    expect((await call('PUT', `/api/event-format/${s.id}/picks/${ana.id}`, people[1], { level: 5 })).status).toBe(204);
    const cards = await call<SelectionCards>('GET', `/api/event-format/${s.id}/cards`, people[0]);
    expect(cards.body.picks).toEqual([]);
    expect(cards.body.cards.map((c) => c.name).sort()).toEqual(['Ben', 'Cleo', 'Dev']);
    expect(JSON.stringify(cards.body)).not.toContain('@');
    const self = (await journeyOf(s, people[0])).me!.interestId;
    expect((await call('PUT', `/api/event-format/${s.id}/picks/${self}`, people[0], { level: 5 })).status).toBe(404);
    expect((await call('PUT', `/api/event-format/${s.id}/picks/${cards.body.cards[0]!.id}`, people[0], { level: 9 })).status).toBe(400);
    await allPick(s, people);
    expect((await call<SelectionCards>('GET', `/api/event-format/${s.id}/cards`, people[0])).body.picks).toHaveLength(3);

    // The host sees statuses and groups, never picks nor e-mails.
    const review = await advance(s);
    expect(review.phase).toBe('review');
    expect(review.groups).toHaveLength(1);
    expect(review.groups[0]).toMatchObject({ number: 1, date: EVENT_DATE, status: 'suggested' });
    expect(review.participants.every((p) => p.groupId === review.groups[0]!.id)).toBe(true);
    const hostView = (await call('GET', `/api/event-format/${s.id}/people`, s.host)).raw;
    expect(hostView).not.toMatch(/level|pick|@/);
    // Another host cannot read or approve.
    const otherHost = await createSignedInUser(t.app.db, { isHost: true, now: clock.now() });
    expect((await call('GET', `/api/event-format/${s.id}/people`, otherHost)).status).toBe(404);
    expect((await call('POST', `/api/event-format/${s.id}/groups/${review.groups[0]!.id}/approve`, otherHost)).status).toBe(404);
    // Suggested is not yet a place: the people are not told of it.
    expect((await journeyOf(s, people[0])).me).toMatchObject({ status: 'interested', group: null });
    expect((await pay(s, people[0]!)).status).toBe(409);

    const approved = await call<HostFormatPeople>('POST', `/api/event-format/${s.id}/groups/${review.groups[0]!.id}/approve`, s.host);
    expect([approved.status, approved.body.phase]).toEqual([200, 'confirmation']);
    expect(approved.body.participants.map((p) => p.status)).toEqual(['selected', 'selected', 'selected', 'selected']);
    expect((await journeyOf(s, people[1])).me).toMatchObject({
      status: 'selected',
      amountDueCents: 4500,
      group: { number: 1, date: EVENT_DATE },
    });

    const key = crypto.randomUUID();
    const paid = await pay(s, people[0]!, key);
    expect([paid.status, paid.body.payment]).toEqual([200, { payment: { status: 'paid', amountCents: 4500, currency: 'CAD' } }.payment]);
    const replay = await pay(s, people[0]!, key);
    expect(replay.raw).toBe(paid.raw);
    for (const person of people.slice(1)) expect((await pay(s, person)).status).toBe(200);
    const ledger = await ledgerRepo(t.app.db).ticketsOfFormats([s.id]);
    expect(ledger.map((sum) => ({ amount: sum.chargedCents, fee: sum.feeCents, host: sum.hostCents }))).toEqual(
      Array(4).fill({ amount: 4500, fee: 900, host: 3600 }),
    );

    const dashboard = (await call<HostDashboard>('GET', '/api/hosts/me/dashboard', s.host)).body;
    expect(dashboard.metrics.totalRevenue.value).toBe(144);
    expect(dashboard.metrics.activeFormats.value).toBe(1);
    expect(dashboard.formats[0]).toMatchObject({ interestedCount: 4, groupsFormed: 1, revenue: 144, isLive: true, spotsLeft: 4 });
    expect(dashboard.funnel[0]).toMatchObject({ interested: 4, picked: 4, grouped: 4, paid: 4, attended: 0 });
    expect(new Set(dashboard.activity.map((a) => a.type))).toEqual(new Set(['interest', 'group_formed', 'payment', 'new_format']));
    expect(JSON.stringify(dashboard)).not.toContain('@');
    expect((await call('GET', '/api/hosts/me/dashboard', people[0])).status).toBe(403);

    // The confirmation period ends; after the date the format is completed.
    expect((await advance(s)).phase).toBe('confirmed');
    clock.set('2026-12-31T12:00:00Z');
    // The host signs in again (sessions last 30 days).
    await t.app.repos.auth.setSessionTimes({
      createdAt: clock.now().toISOString(),
      lastSeenAt: clock.now().toISOString(),
      expiresAt: new Date(clock.now().getTime() + 24 * 60 * 60_000).toISOString(),
    });
    expect((await advance(s)).phase).toBe('held');
    const done = (await call<HostDashboard>('GET', '/api/hosts/me/dashboard', s.host)).body;
    expect(done.metrics.completedFormats.value).toBe(1);
    // Attendance is measured by checking in (check-in.test.ts): nobody checked in at the session that was held.
    expect(done.funnel[0]!.attended).toBe(0);
    expect(done.formats[0]!.attendanceRate).toBe(0);
    expect(done.metrics.averageAttendance.value).toBe(0);
    expect(done.activity.map((a) => a.type)).toContain('completion');
  });

  it('without host approval the suggested groups are confirmed at once; someone left out is waitlisted (waitlist-next)', async () => {
    const s = await publishedFormat({}, { hostApproval: false });
    const people = await interested(s.id, ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli']);
    await advance(s);
    await allPick(s, people.slice(0, 4));
    const after = await advance(s);
    expect(after.phase).toBe('confirmation');
    const eli = after.participants.find((p) => p.name === 'Eli')!;
    expect(eli).toMatchObject({ status: 'waitlisted', groupId: null });
    expect((await journeyOf(s, people[4])).me!.message).toBe(JOURNEY_COPY.status.waitlisted);
    expect(after.participants.filter((p) => p.status === 'selected')).toHaveLength(4);
  });

  it('refund-all lets the people left out go, told that nothing was charged', async () => {
    const s = await publishedFormat({}, { hostApproval: false, noGroupStrategy: 'refund-all' });
    const people = await interested(s.id, ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli']);
    await advance(s);
    await allPick(s, people.slice(0, 4));
    const before = smtp.mails.length;
    expect((await advance(s)).participants.find((p) => p.name === 'Eli')!.status).toBe('released');
    // Told on the event's page and by e-mail that nothing was charged.
    expect((await journeyOf(s, people[4])).me!.message).toBe(JOURNEY_COPY.status.released);
    const mail = await smtp.nextMailTo(people[4]!.email, before);
    expect(mail.subject).toBe('About the event you were interested in');
    expect(mail.text).toContain('Nothing was charged.');
  });

  it('low interest: extend-period once, then the format is called off and everyone told', async () => {
    const s = await publishedFormat();
    const people = await interested(s.id, ['Ana', 'Ben']);
    const first = await advance(s);
    expect(first.phase).toBe('interest');
    expect(Date.parse(first.interestClosesAt!)).toBe(clock.now().getTime() + 7 * 24 * 60 * 60_000);
    const before = smtp.mails.length;
    const second = await advance(s);
    expect(second.phase).toBe('cancelled');
    expect(second.participants.map((p) => p.status)).toEqual(['cancelled', 'cancelled']);
    expect((await smtp.nextMailTo(people[0]!.email, before)).subject).toMatch(/was called off$/);
  });

  it('low interest with cancel-event calls it off at once', async () => {
    const s = await publishedFormat({}, { lowInterestStrategy: 'cancel-event' });
    await interested(s.id, ['Ana']);
    expect((await advance(s)).phase).toBe('cancelled');
  });

  it('matching failure: host-creates-groups lets the host make the group; cancel-event calls it off', async () => {
    const s = await publishedFormat();
    await interested(s.id, ['Ana', 'Ben', 'Cleo', 'Dev']);
    await advance(s);
    const review = await advance(s);
    expect([review.phase, review.groups]).toEqual(['review', []]);
    let people = review;
    for (const person of review.participants)
      people = (
        await call<HostFormatPeople>('POST', `/api/event-format/${s.id}/people/${person.id}/move`, s.host, {
          groupId: people.groups[0]?.id ?? 'new',
        })
      ).body;
    expect(people.groups).toHaveLength(1);
    const approved = await call<HostFormatPeople>('POST', `/api/event-format/${s.id}/groups/${people.groups[0]!.id}/approve`, s.host);
    expect(approved.body.phase).toBe('confirmation');

    const other = await publishedFormat({}, { matchingFailureStrategy: 'cancel-event' });
    await interested(other.id, ['Ana', 'Ben', 'Cleo', 'Dev']);
    await advance(other);
    expect((await advance(other)).phase).toBe('cancelled');
  });

  it('the host cannot approve a group below the minimum, and moves people only while reviewing', async () => {
    const s = await publishedFormat({ capacity: { minParticipants: 4, maxParticipants: 8, optimalParticipants: 6 } });
    await interested(s.id, ['Ana', 'Ben', 'Cleo', 'Dev']);
    await advance(s);
    expect((await call('POST', `/api/event-format/${s.id}/people/nobody/move`, s.host, { groupId: 'new' })).status).toBe(409);
    const review = await advance(s);
    const [first, ...rest] = review.participants;
    const made = (await call<HostFormatPeople>('POST', `/api/event-format/${s.id}/people/${first!.id}/move`, s.host, { groupId: 'new' }))
      .body;
    const refused = await call('POST', `/api/event-format/${s.id}/groups/${made.groups[0]!.id}/approve`, s.host);
    expect([refused.status, (refused.body as { message: string }).message]).toEqual([400, 'A group has 4 to 8 people: this one has 1.']);
    expect(rest).toHaveLength(3);
  });

  describe('dropouts at the end of the confirmation period', () => {
    async function confirmedGroupOf(rules: Partial<EventFormatPayload['groupRules']>, names: string[]) {
      const s = await publishedFormat({}, { hostApproval: false, ...rules });
      const people = await interested(s.id, names);
      await advance(s);
      await allPick(s, people);
      expect((await advance(s)).phase).toBe('confirmation');
      return { s, people };
    }

    it('continue-if-minimum: goes ahead with 4 of 5 paid; called off and refunded with 3', async () => {
      const ahead = await confirmedGroupOf({}, ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli']);
      for (const person of ahead.people.slice(0, 4)) await pay(ahead.s, person);
      const settled = await advance(ahead.s);
      expect(settled.phase).toBe('confirmed');
      // Not paying in time is being dropped, not giving up, and the host's views no longer count them in the group.
      expect(settled.participants.find((p) => p.name === 'Eli')).toMatchObject({ status: 'dropped', groupId: null });

      const off = await confirmedGroupOf({}, ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli']);
      for (const person of off.people.slice(0, 3)) await pay(off.s, person);
      const cancelled = await advance(off.s);
      expect(cancelled.phase).toBe('cancelled');
      expect(cancelled.groups[0]!.status).toBe('cancelled');
      const payments = await programJourneyRepo(t.app.db).paymentsOfFormats([off.s.id]);
      const refunds = new Map((await ledgerRepo(t.app.db).tickets(payments)).map((sum) => [sum.paymentId, sum.refundedCents]));
      expect(payments.map((p) => ({ status: p.status, refunded: refunds.get(p.id) }))).toEqual(
        Array(3).fill({ status: 'refunded', refunded: 4500 }),
      );
      expect((await journeyOf(off.s, off.people[0])).me!.status).toBe('cancelled');
    });

    it('cancel-group: one dropout calls the group off', async () => {
      const { s, people } = await confirmedGroupOf({ dropoutStrategy: 'cancel-group' }, ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli']);
      for (const person of people.slice(0, 4)) await pay(s, person);
      expect((await advance(s)).groups[0]!.status).toBe('cancelled');
    });

    it('fill-from-waitlist: a place given up goes to the first on the waitlist', async () => {
      const s = await publishedFormat({}, { hostApproval: false, dropoutStrategy: 'fill-from-waitlist' });
      const people = await interested(s.id, ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli']);
      await advance(s);
      await allPick(s, people.slice(0, 4));
      await advance(s);
      expect((await journeyOf(s, people[4])).me!.status).toBe('waitlisted');
      const declined = await call<JourneyView>('POST', `/api/event-format/${s.id}/decline`, people[0]);
      expect(declined.body.me!.status).toBe('declined');
      expect((await journeyOf(s, people[4])).me).toMatchObject({ status: 'selected', group: { number: 1 } });
    });
  });

  it('a paid place given up is refunded by the cancellation policy: moderate gives back half until 48 hours before', async () => {
    const base = eventFormatPayload({}, EVENT_DATE);
    const s = await publishedFormat({ pricing: { ...base.pricing!, cancellationPolicy: 'moderate' } }, { hostApproval: false });
    const people = await interested(s.id, ['Ana', 'Ben', 'Cleo', 'Dev']);
    await advance(s);
    await allPick(s, people);
    await advance(s);
    await pay(s, people[0]!);
    const declined = await call<JourneyView>('POST', `/api/event-format/${s.id}/decline`, people[0]);
    expect(declined.body.me).toMatchObject({ status: 'refunded', payment: { status: 'refunded', amountCents: 4500, refundedCents: 2250 } });
    expect(declined.body.me!.message).toBe(
      'your place was cancelled: $22.50 CAD of your $45.00 CAD is refunded, as the cancellation policy says.',
    );
    const dashboard = (await call<HostDashboard>('GET', '/api/hosts/me/dashboard', s.host)).body;
    expect(dashboard.metrics.totalRevenue.value).toBe(18);
  });

  it('interest only while the format takes it; an archived or unknown format is not found', async () => {
    const s = await publishedFormat();
    expect((await call('POST', '/api/event-format/nope/interest', undefined, { name: 'A', email: 'a@b.c' })).status).toBe(404);
    await interested(s.id, ['Ana', 'Ben', 'Cleo', 'Dev']);
    await advance(s);
    const late = await call('POST', `/api/event-format/${s.id}/interest`, undefined, { name: 'Zed', email: 'zed@example.com' });
    expect([late.status, (late.body as { message: string }).message]).toEqual([409, JOURNEY_COPY.notOpen]);
    expect((await call('POST', `/api/event-format/${s.id}/archive`, s.host)).status).toBe(409);
  });
});

describe("the person's own data", () => {
  it('their export lists their format interests; deleting the account takes their name off the host’s list', async () => {
    const s = await publishedFormat();
    const [ana] = await interested(s.id, ['Ana']);
    const exported = await call<{ formatInterests: { formatTitle: string; name: string; status: string; ticket: unknown }[] }>(
      'GET',
      '/api/users/me/data',
      ana,
    );
    expect(exported.body.formatInterests).toEqual([
      expect.objectContaining({ formatTitle: 'Sourdough for beginners', name: 'Ana', status: 'interested', ticket: null }),
    ]);
    const deleted = await call('POST', '/api/users/me/delete', ana, { email: ana!.email }, { 'idempotency-key': crypto.randomUUID() });
    expect(deleted.status).toBe(200);
    const people = await statuses(s);
    expect(people.participants.map((p) => p.name)).toEqual(['former member']);
    expect(await programJourneyRepo(t.app.db).interestsOfEmail(ana!.email)).toEqual([]);
  });
});

describe('archive and duplicate', () => {
  it('a host archives a format nobody has joined and duplicates one as a draft "(copy)" with no people', async () => {
    const s = await publishedFormat();
    const copy = await call<{ format: { id: string; title: string; status: string; phase: string } }>(
      'POST',
      `/api/event-format/${s.id}/duplicate`,
      s.host,
    );
    expect(copy.body.format).toMatchObject({ title: 'Sourdough for beginners (copy)', status: 'draft', phase: 'draft' });
    const archived = await call<{ format: { status: string } }>('POST', `/api/event-format/${s.id}/archive`, s.host);
    expect(archived.body.format.status).toBe('archived');
    const late = await call('POST', `/api/event-format/${s.id}/interest`, undefined, { name: 'Zed', email: 'zed@example.com' });
    expect([late.status, (late.body as { message: string }).message]).toEqual([409, JOURNEY_COPY.notOpen]);
    expect((await call<{ formats: unknown[] }>('GET', '/api/event-format/search', undefined)).body.formats).toHaveLength(0);
    const other = await createSignedInUser(t.app.db, { isHost: true, now: clock.now() });
    expect((await call('POST', `/api/event-format/${copy.body.format.id}/duplicate`, other)).status).toBe(404);
  });
});
