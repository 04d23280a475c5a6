import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EventFormatAnswer, EventFormatList } from '../../../../shared/event-formats-contract';
import { HOST_CONTROL_COPY, JOURNEY_COPY } from '../../../../shared/format-journey';
import type { EditedFormat, HostDashboard, HostFormatPeople } from '../../../../shared/format-journey-contract';
import type { Static } from '@sinclair/typebox';
import { createSignedInUser } from '../../../helpers/accounts';
import { eventFormatPayload } from '../../../helpers/event-format-payload';
import { formatJourney } from '../../../helpers/format-journey';
import { fakeClock } from '../../../helpers/members';
import { type SmtpListener, startSmtpListener } from '../../../helpers/smtp-listener';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// A program as a series of sessions, and the host in control after publishing: edit the details, move a session,
// cancel (everything refunded), mark as held; statuses that say what happened. Real app, real SQLite file (and
// PostgreSQL in the PG run), a real SMTP listener.
let t: TestApp;
let smtp: SmtpListener;
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());
afterEach(async () => t?.close());

const clock = fakeClock('2026-11-24T15:00:00Z');
const journey = formatJourney(() => t.app, clock.now);
const { call } = journey;
const SIX_WEEKS = { sessions: { count: 6, everyDays: 7 } };
const NAMES = ['Ana', 'Ben', 'Cleo', 'Dev'];

async function start() {
  clock.set('2026-11-24T15:00:00Z');
  t = await buildTestApp({ now: clock.now, env: { SMTP_URL: smtp.url } });
}
const dashboardRow = async (host: Parameters<typeof call>[2], id: string) =>
  (await call<HostDashboard>('GET', '/api/hosts/me/dashboard', host)).body.formats.find((f) => f.id === id)!;
const searchIds = async () => (await call<EventFormatList>('GET', '/api/event-format/search', undefined)).body.formats.map((f) => f.id);

describe('a program is a series of sessions', () => {
  it('each group meets six times a week apart from its date, and the ticket is the price per session x 6', async () => {
    await start();
    const { s, people } = await journey.confirmedGroup(
      { ...SIX_WEEKS, venue: { ...eventFormatPayload().venue, venueDetails: '12 Clay Lane, studio 3' } },
      NAMES,
    );
    const group = (await journey.people(s)).groups[0]!;
    expect(group.sessions.map((x) => [x.number, x.date, x.time, x.moved])).toEqual([
      [1, '2026-12-30', '10:00-13:00', false],
      [2, '2027-01-06', '10:00-13:00', false],
      [3, '2027-01-13', '10:00-13:00', false],
      [4, '2027-01-20', '10:00-13:00', false],
      [5, '2027-01-27', '10:00-13:00', false],
      [6, '2027-02-03', '10:00-13:00', false],
    ]);
    const before = await journey.journeyOf(s, people[0]);
    expect(before.me).toMatchObject({ status: 'selected', amountDueCents: 6 * 4500, logistics: null });
    expect((await journey.pay(s, people[0]!)).body.payment).toMatchObject({ status: 'paid', amountCents: 27000 });
    const paid = await journey.journeyOf(s, people[0]);
    expect(paid.me!.group!.sessions).toHaveLength(6);
    expect(paid.me!.logistics).toMatchObject({ address: '12 Clay Lane, studio 3', neighborhood: 'Leslieville' });
    // The address is for paid participants only: the public format shows the neighbourhood.
    const open = await call<EventFormatAnswer>('GET', `/api/event-format/${s.id}`, people[1]);
    expect(open.body.format.format.venue).toMatchObject({ neighborhood: 'Leslieville', venueDetails: '' });
    expect(JSON.stringify(await journey.journeyOf(s, people[1]))).not.toContain('Clay Lane');
    const own = await call<EventFormatAnswer>('GET', `/api/event-format/${s.id}`, s.host);
    expect(own.body.format.format.venue.venueDetails).toBe('12 Clay Lane, studio 3');
  });

  it('a format without sessions meets once, as before', async () => {
    await start();
    const { s, people } = await journey.confirmedGroup({}, NAMES);
    expect((await journey.people(s)).groups[0]!.sessions).toHaveLength(1);
    expect((await journey.pay(s, people[0]!)).body.payment.amountCents).toBe(4500);
  });
});

describe('editing a published format', () => {
  it('changes the description and logistics at any time, the price and dates only before groups are made', async () => {
    await start();
    const s = await journey.publish(SIX_WEEKS, { hostApproval: false });
    const base = { ...eventFormatPayload({}, '2026-12-30'), ...SIX_WEEKS };
    base.groupRules = { ...base.groupRules, hostApproval: false };
    const edit = (format: typeof base) => call<Static<typeof EditedFormat>>('PUT', `/api/event-format/${s.id}/details`, s.host, format);

    const early = await edit({
      ...base,
      description: 'Throw, trim and glaze: six weeks at the wheel.',
      pricing: { ...base.pricing!, basePrice: 50 },
    });
    expect(early.status).toBe(200);
    expect(early.body.changed).toEqual(['description', 'price per session']);
    expect((await edit({ ...base, title: 'Another title' })).body).toMatchObject({
      code: 'format-fixed',
      message: HOST_CONTROL_COPY.fixedAfterPublishing,
    });
    // The same details again change nothing.
    expect(
      (await edit({ ...base, description: 'Throw, trim and glaze: six weeks at the wheel.', pricing: { ...base.pricing!, basePrice: 50 } }))
        .body.changed,
    ).toEqual([]);

    const people = await journey.interested(s, NAMES);
    await journey.advance(s);
    await journey.allPick(s, people);
    await journey.advance(s);
    const current = {
      ...base,
      description: 'Throw, trim and glaze: six weeks at the wheel.',
      pricing: { ...base.pricing!, basePrice: 50 },
    };
    const late = await edit({ ...current, pricing: { ...current.pricing, basePrice: 60 } });
    expect([late.status, late.body]).toMatchObject([409, { code: 'format-fixed', message: HOST_CONTROL_COPY.fixedOnceGrouped }]);
    expect((await journey.pay(s, people[0]!)).body.payment.status).toBe('paid');
    const bring = await edit({ ...current, requirements: ['an apron and short nails'] });
    expect(bring.body.changed).toEqual(['what to bring']);
    expect(bring.body.format.format.requirements).toEqual(['an apron and short nails']);
    // Those taking part are told: the one who paid with the new words, the others without the host's words.
    const paidNotice = (await journey.journeyOf(s, people[0])).me!.notices.find((n) => n.kind === 'details-changed')!;
    expect(paidNotice.body).toContain('an apron and short nails');
    const otherNotice = (await journey.journeyOf(s, people[1])).me!.notices.find((n) => n.kind === 'details-changed')!;
    expect(otherNotice.body).not.toContain('an apron and short nails');

    const stranger = await createSignedInUser(t.app.db, { email: 'stranger@example.com', now: clock.now() });
    expect((await call('PUT', `/api/event-format/${s.id}/details`, stranger, current)).status).toBe(404);
  });
});

describe('moving a session', () => {
  it('moves one session within its series; never into the past, out of order, or once it began', async () => {
    await start();
    const { s, people } = await journey.confirmedGroup(SIX_WEEKS, NAMES);
    const sessions = (await journey.people(s)).groups[0]!.sessions;
    const move = (id: string, date: string, time = '18:00-21:00') =>
      call<HostFormatPeople & { code?: string; message?: string }>(
        'POST',
        `/api/event-format/${s.id}/sessions/${encodeURIComponent(id)}/move`,
        s.host,
        {
          date,
          time,
        },
      );

    const moved = await move(sessions[1]!.id, '2027-01-08');
    expect(moved.status).toBe(200);
    expect(moved.body.groups[0]!.sessions[1]).toMatchObject({ date: '2027-01-08', time: '18:00-21:00', moved: true });
    for (const person of people)
      expect((await journey.journeyOf(s, person)).me!.notices.filter((n) => n.kind === 'session-moved')).toHaveLength(1);
    expect((await move(sessions[1]!.id, '2027-01-13')).body.message).toBe(HOST_CONTROL_COPY.outOfOrder);
    expect((await move(sessions[2]!.id, '2027-01-06')).body.message).toBe(HOST_CONTROL_COPY.outOfOrder);
    expect((await move(sessions[0]!.id, '2026-11-20')).body.message).toBe(HOST_CONTROL_COPY.movedIntoPast);
    // The first session moved is the group's date.
    expect((await move(sessions[0]!.id, '2026-12-29')).body.groups[0]).toMatchObject({ date: '2026-12-29', time: '18:00-21:00' });

    clock.set('2026-12-29T23:30:00Z'); // 18:30 in Toronto: the first session is on
    await journey.signInAgain();
    expect((await move(sessions[0]!.id, '2026-12-31')).body.message).toBe(HOST_CONTROL_COPY.sessionBegun);
    expect((await move('nope:1', '2027-01-02')).status).toBe(404);
  });
});

describe('cancelling a program', () => {
  it('refunds every payment in full, tells the people, and takes the format off /programs; asking again changes nothing', async () => {
    await start();
    const { s, people } = await journey.confirmedGroup(SIX_WEEKS, NAMES);
    for (const person of people.slice(0, 2)) expect((await journey.pay(s, person)).body.payment.status).toBe('paid');
    const key = { 'idempotency-key': crypto.randomUUID() };
    const cancelled = await call<HostFormatPeople>('POST', `/api/event-format/${s.id}/cancel`, s.host, undefined, key);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.phase).toBe('cancelled');
    expect(new Set(cancelled.body.participants.map((p) => p.status))).toEqual(new Set(['cancelled']));
    expect(cancelled.body.groups.map((g) => g.status)).toEqual(['cancelled']);
    const payments = (await call<HostDashboard>('GET', '/api/hosts/me/dashboard', s.host)).body.payments;
    expect(payments.map((p) => [p.status, p.amountCents, p.refundedCents])).toEqual([
      ['refunded', 27000, 27000],
      ['refunded', 27000, 27000],
    ]);
    // Everyone taking part is told, once, in the app and by e-mail; those who paid, with what came back.
    for (const [index, person] of people.entries()) {
      const notices = (await journey.journeyOf(s, person)).me!.notices.filter((n) => n.kind === 'cancelled-by-host');
      expect(notices).toHaveLength(1);
      if (index < 2) expect(notices[0]!.body).toContain('$270.00');
      // Their page says the same: what came back to those who paid, "nothing was charged" only to those who did not.
      expect((await journey.journeyOf(s, person)).me!.message).toBe(
        index < 2
          ? 'this event was called off. Your payment of $270.00 CAD is refunded in full.'
          : 'this event was called off. Nothing was charged.',
      );
      expect(smtp.mails.filter((mail) => mail.to === person.email && mail.subject === notices[0]!.subject)).toHaveLength(1);
    }
    const replay = await call<HostFormatPeople>('POST', `/api/event-format/${s.id}/cancel`, s.host, undefined, key);
    expect(replay.body).toEqual(cancelled.body);
    expect((await call('POST', `/api/event-format/${s.id}/cancel`, s.host)).status).toBe(200);
    expect((await call<EventFormatAnswer>('GET', `/api/event-format/${s.id}`, s.host)).body.format.status).toBe('cancelled');
    expect(await searchIds()).not.toContain(s.id);
    expect(await dashboardRow(s.host, s.id)).toMatchObject({ status: 'cancelled', isLive: false, nextDate: null, spotsLeft: 0 });
    const stranger = await createSignedInUser(t.app.db, { email: 'nosy@example.com', now: clock.now() });
    expect((await call('POST', `/api/event-format/${s.id}/cancel`, stranger)).status).toBe(404);
  });
});

describe('statuses that tell the truth', () => {
  it('a program is held once its last session is over (or the host says so once it began); then no next date, no spots', async () => {
    await start();
    const { s, people } = await journey.confirmedGroup(SIX_WEEKS, NAMES);
    for (const person of people) await journey.pay(s, person);
    expect((await journey.advance(s)).phase).toBe('confirmed');
    expect(await searchIds()).not.toContain(s.id);

    clock.set('2027-01-07T12:00:00Z'); // two sessions held, four to come
    await journey.signInAgain();
    await t.app.cycle.tick();
    expect((await dashboardRow(s.host, s.id)).nextDate).toBe('2027-01-13');
    // At 10 p.m. in Toronto on the 13th it is the 14th in UTC: the dates are the city's, so today's session still shows.
    clock.set('2027-01-14T03:00:00Z');
    expect((await dashboardRow(s.host, s.id)).nextDate).toBe('2027-01-13');
    const early = await call<{ message: string }>('POST', `/api/event-format/${s.id}/held`, s.host);
    expect([early.status, early.body.message]).toEqual([409, HOST_CONTROL_COPY.notYetHeld]);

    clock.set('2027-02-03T15:30:00Z'); // 10:30 in Toronto: the last session has begun, not ended
    await journey.signInAgain();
    await t.app.cycle.tick();
    expect((await dashboardRow(s.host, s.id)).status).toBe('active');
    expect((await call('POST', `/api/event-format/${s.id}/held`, s.host)).status).toBe(200);
    expect(await dashboardRow(s.host, s.id)).toMatchObject({
      status: 'completed',
      phase: 'held',
      nextDate: null,
      spotsLeft: 0,
      isLive: false,
    });
  });

  it('the tick completes a series only after its last session has ended', async () => {
    await start();
    const { s, people } = await journey.confirmedGroup({ sessions: { count: 2, everyDays: 14 } }, NAMES);
    for (const person of people) await journey.pay(s, person);
    await journey.advance(s);
    clock.set('2027-01-05T12:00:00Z');
    await journey.signInAgain();
    await t.app.cycle.tick();
    expect((await dashboardRow(s.host, s.id)).status).toBe('active');
    clock.set('2027-01-13T18:01:00Z'); // 13:01 in Toronto, the second session ended at 13:00
    await journey.signInAgain();
    await t.app.cycle.tick();
    expect((await dashboardRow(s.host, s.id)).status).toBe('completed');
  });

  it('a format called off for low interest is cancelled, not active, and off /programs', async () => {
    await start();
    const s = await journey.publish({}, { lowInterestStrategy: 'cancel-event' });
    expect(await searchIds()).toContain(s.id);
    await journey.interested(s, ['Ana']);
    expect((await journey.advance(s)).phase).toBe('cancelled');
    expect(await dashboardRow(s.host, s.id)).toMatchObject({ status: 'cancelled', isLive: false });
    expect(await searchIds()).not.toContain(s.id);
  });

  it('a window closed early shows its real close, so the timeline stays in order', async () => {
    await start();
    const s = await journey.publish();
    await journey.interested(s, NAMES);
    clock.set('2026-11-26T10:00:00Z');
    const after = await journey.advance(s);
    expect(after.phase).toBe('selection');
    expect(after.interestClosesAt).toBe('2026-11-26T10:00:00.000Z');
    expect(after.interestClosesAt! <= after.selectionClosesAt!).toBe(true);
    expect(after.selectionClosesAt! <= after.confirmationClosesAt!).toBe(true);
  });
});

describe('the host\'s moves keep "never with"', () => {
  it('refuses to put someone with a person one of them marked "never", naming nobody', async () => {
    await start();
    const s = await journey.publish();
    const people = await journey.interested(s, ['Ana', 'Ben', 'Cleo', 'Dev']);
    await journey.advance(s);
    const cards = await call<{ cards: { id: string; name: string }[] }>('GET', `/api/event-format/${s.id}/cards`, people[0]);
    const ben = cards.body.cards.find((c) => c.name === 'Ben')!;
    expect((await call('PUT', `/api/event-format/${s.id}/picks/${ben.id}`, people[0], { level: 0 })).status).toBe(204);
    const review = await journey.advance(s);
    expect(review.phase).toBe('review');
    const id = (name: string) => review.participants.find((p) => p.name === name)!.id;
    const move = (name: string, groupId: string) =>
      call<HostFormatPeople & { message?: string }>('POST', `/api/event-format/${s.id}/people/${id(name)}/move`, s.host, { groupId });
    const group = (await move('Ben', 'new')).body.groups[0]!.id;
    const refused = await move('Ana', group);
    expect([refused.status, refused.body.message]).toEqual([409, JOURNEY_COPY.neverTogether]);
    expect(refused.body.message).not.toMatch(/Ana|Ben/);
    expect((await move('Cleo', group)).status).toBe(200);
  });
});
