import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { journeyPhases } from '../../../../server/features/programs/phases';
import { sessionsRepo } from '../../../../server/features/programs/sessions-repo';
import { createMailer } from '../../../../server/features/mail/mailer';
import type { TestAccount } from '../../../helpers/accounts';
import { eventFormatPayload } from '../../../helpers/event-format-payload';
import { formatJourney } from '../../../helpers/format-journey';
import { fakeClock } from '../../../helpers/members';
import { type SmtpListener, startSmtpListener } from '../../../helpers/smtp-listener';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { calendarEvents } from '../../../helpers/calendar';

// What a paid participant of a program is sent: the confirmation with the sessions, the host's logistics and a calendar
// invite of every session; and the day before each session a reminder with the same invite, once.
let t: TestApp;
let smtp: SmtpListener;
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());
afterEach(async () => t?.close());

const clock = fakeClock('2026-11-24T15:00:00Z');
const j = formatJourney(() => t.app, clock.now);
const HOUR = 60 * 60_000;
const ADDRESS = 'Clayworks Studio, 12 Kiln Lane, Toronto';

/**
 * A 6-session weekly pottery program, its first sessions on Wednesday evenings from December 30 in Toronto, on a server
 * with `env` added to its configuration.
 */
async function paidProgram(env: NodeJS.ProcessEnv = {}) {
  clock.set('2026-11-24T15:00:00Z');
  t = await buildTestApp({ now: clock.now, env: { SMTP_URL: smtp.url, ...env } });
  const base = eventFormatPayload({}, '2026-12-30');
  const s = await j.publish(
    {
      title: 'Wheel-thrown pottery',
      sessions: { count: 6, everyDays: 7 },
      possibleDates: [{ date: '2026-12-30', time: '19:00-21:00' }],
      venue: { ...base.venue, venueDetails: ADDRESS },
      requirements: ['an apron', 'short nails'],
      tags: ['vegetarian snacks'],
      pricing: { ...base.pricing!, notes: 'all clay and glazes\nfiring of two pieces', cancellationPolicy: 'flexible' },
    },
    { hostApproval: false },
  );
  const people = await j.interested(s, ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli']);
  await j.advance(s);
  await j.allPick(s, people);
  expect((await j.advance(s)).phase).toBe('confirmation');
  const paid = people.slice(0, 4);
  for (const person of paid) expect((await j.pay(s, person)).body.payment).toMatchObject({ status: 'paid', amountCents: 27_000 });
  // Eli does not pay in time: dropped, and reminded of nothing.
  expect((await j.advance(s)).phase).toBe('confirmed');
  return { s, paid, eli: people[4]! };
}

const mailsTo = (who: TestAccount, subject: string) => smtp.mails.filter((mail) => mail.to === who.email && mail.subject === subject);

describe('the mails of a paid place in a program', () => {
  it('the confirmation has the sessions in words, the logistics, the policy and an invite with one event per session', async () => {
    const { s, paid } = await paidProgram();
    const [mail] = mailsTo(paid[0]!, 'Your place is confirmed');
    expect(mail).toBeDefined();
    expect(mail!.text).toContain('Your payment of $270.00 CAD went through and your place in "Wheel-thrown pottery" is confirmed.');
    // Its receipt: the payment's number, the day on Toronto's calendar, what for, the amount in CAD, who took it.
    const paymentId = (await j.call<{ payments: { id: string }[] }>('GET', '/api/hosts/me/dashboard', s.host)).body.payments
      .map((p) => p.id)
      .find((id) => mail!.text.includes(`Receipt P-${id.replace(/-/g, '').slice(0, 12).toUpperCase()}\n`));
    expect(paymentId).toBeDefined();
    expect(mail!.text).toMatch(
      /\nDate: November 24, 2026\nFor: your ticket to "Wheel-thrown pottery" \(6 sessions\)\nAmount: \$270\.00 CAD\nMerchant: localhost:\d+\nCancellation policy: Full refund until 48 hours before the first session/,
    );
    // No TAX_RATES: the receipt says no tax.
    expect(mail!.text).not.toContain('Includes');
    expect(mail!.text).toContain(
      [
        'Your sessions:',
        '1. Wednesday, December 30, 2026, 7:00 p.m. to 9:00 p.m.',
        '2. Wednesday, January 6, 2027, 7:00 p.m. to 9:00 p.m.',
        '3. Wednesday, January 13, 2027, 7:00 p.m. to 9:00 p.m.',
        '4. Wednesday, January 20, 2027, 7:00 p.m. to 9:00 p.m.',
        '5. Wednesday, January 27, 2027, 7:00 p.m. to 9:00 p.m.',
        '6. Wednesday, February 3, 2027, 7:00 p.m. to 9:00 p.m.',
        '',
        `Where: ${ADDRESS}`,
        '',
        'What to bring:\nan apron\nshort nails',
        '',
        "What's included:\nall clay and glazes\nfiring of two pieces",
        '',
        'Dietary options: vegetarian snacks',
        '',
        'Cancellation policy: Full refund until 48 hours before the first session; no refund after that.',
      ].join('\n'),
    );
    const { method, events } = calendarEvents(mail!.calendar!);
    expect(method).toBe('REQUEST');
    expect(events).toHaveLength(6);
    expect(events.every((event) => event.LOCATION === ADDRESS)).toBe(true);
    // 7 p.m. in Toronto (EST, UTC-5) is midnight UTC; each session a week after the one before.
    expect(events.map((event) => [event.DTSTART, event.DTEND])).toEqual(
      ['20261231', '20270107', '20270114', '20270121', '20270128', '20270204'].map((day) => [`${day}T000000Z`, `${day}T020000Z`]),
    );
    expect(events[0]!.SUMMARY).toBe('Wheel-thrown pottery (session 1 of 6)');
    expect(new Set(events.map((event) => event.UID)).size).toBe(6);
    // In the app too, with the same words.
    const notices = (await j.journeyOf(s, paid[0])).me!.notices;
    expect(notices.find((n) => n.kind === 'paid')!.body).toContain(`Where: ${ADDRESS}`);
  });

  it('with a tax rate for Toronto, the receipts of the payment and of its refund each say the tax included, once', async () => {
    const { s, paid } = await paidProgram({ TAX_RATES: 'toronto:13:HST,vancouver:5:GST' });
    const [mail] = mailsTo(paid[0]!, 'Your place is confirmed');
    // Each paid the ticket as before, $270 (paidProgram checks it); the receipt says the HST in it: $270 - $270 / 1.13.
    expect(mail!.text).toMatch(/\nAmount: \$270\.00 CAD\nIncludes HST \(13%\): \$31\.06 CAD\nMerchant: localhost:\d+\n/);
    expect(mail!.text.split('Includes').length - 1).toBe(1);

    const before = smtp.mails.length;
    expect((await j.call('POST', `/api/event-format/${s.id}/cancel`, s.host)).status).toBe(200);
    const refund = await smtp.nextMailTo(paid[0]!.email, before);
    expect(refund.subject).toBe('An event was cancelled by its host');
    expect(refund.text).toMatch(/\nAmount: \$270\.00 CAD\nIncludes HST \(13%\): \$31\.06 CAD\nMerchant: localhost:\d+\nRefunded in full/);
    expect(refund.text.split('Includes').length - 1).toBe(1);
  });

  it('the day before each session, each paid person gets one reminder with the invite, however many servers tick', async () => {
    const { s, paid, eli } = await paidProgram();
    const second = journeyPhases({
      db: t.app.db,
      now: clock.now,
      mailer: createMailer({ smtpUrl: smtp.url, from: 'programs@example.com', db: t.app.db, log: t.app.log, now: clock.now }),
      publicUrl: t.config.publicUrl,
      taxRates: t.config.taxRates,
      tickets: t.app.deposits.tickets,
      log: t.app.log,
    });
    // The scheduler's tick (cycle-runner.ts) and a second server's, at the same time.
    const tick = () => Promise.all([t.app.cycle.tick(), second.tick()]);
    const firstSession = Date.parse('2026-12-31T00:00:00Z');
    const reminders = (who: TestAccount) => mailsTo(who, 'Your session is tomorrow');

    clock.set(new Date(firstSession - 25 * HOUR).toISOString());
    await tick();
    expect(paid.flatMap(reminders)).toEqual([]);
    clock.set(new Date(firstSession - 23 * HOUR).toISOString());
    await tick();
    await tick();
    for (const person of paid) expect(reminders(person)).toHaveLength(1);
    expect(reminders(eli)).toEqual([]);
    const [reminder] = reminders(paid[1]!);
    expect(reminder!.text).toContain(
      'Session 1 of 6 of "Wheel-thrown pottery" is tomorrow: Wednesday, December 30, 2026, 7:00 p.m. to 9:00 p.m.\n\n',
    );
    expect(reminder!.text).toContain(`Where: ${ADDRESS}`);
    const { method, events } = calendarEvents(reminder!.calendar!);
    expect([method, events.length]).toEqual(['REQUEST', 6]);

    // The second session: one more each.
    clock.set(new Date(firstSession + 7 * 24 * HOUR - 23 * HOUR).toISOString());
    await tick();
    await tick();
    for (const person of paid) expect(reminders(person)).toHaveLength(2);
    expect(reminders(paid[0]!)[1]!.text).toContain('Session 2 of 6 of "Wheel-thrown pottery" is tomorrow: Wednesday, January 6, 2027');
    await j.signInAgain();
    expect((await j.journeyOf(s, paid[0])).me!.notices.filter((n) => n.kind === 'reminder')).toHaveLength(2);
    expect((await sessionsRepo(t.app.db).ofFormat(s.id)).filter((session) => session.remindedAt !== null)).toHaveLength(2);
  });
});
